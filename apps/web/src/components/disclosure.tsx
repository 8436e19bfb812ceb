import { type ReactNode, useId, useState } from 'react';
import { Icon } from './icon';
import { button, heading, panel } from './disclosure.css';

export interface DisclosureProps {
  /** The question: the button's name and the answer's region name. */
  question: string;
  /** The answer, shown in the region the question names. */
  children: ReactNode;
  /** The heading level the question sits at in its page or dialog. */
  level: 2 | 3 | 4;
  /** 'compact' in a narrow dialog; 'page' (the default) on a page. */
  size?: 'page' | 'compact';
}

/**
 * One question and its answer (WAI-ARIA disclosure, as an accordion item): a button inside a heading
 * shows and hides the answer, a region named by that button; Enter and Space work as on any button,
 * and the answer starts closed. The FAQ page and the help dialog's FAQ search both use it.
 */
export function Disclosure({ question, children, level, size = 'page' }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const Heading = `h${level}` as const;
  return (
    <div>
      <Heading className={heading}>
        <button
          type="button"
          id={`${id}-button`}
          className={button[size]}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {question}
          <Icon name={open ? 'minus' : 'plus'} sizePx={20} />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className={panel[size]}
      >
        {children}
      </div>
    </div>
  );
}
