import { Icon } from '../../../components/icon';
import { useId, useState } from 'react';
import { accordionButton, accordionHeading, accordionPanel, lead } from './content.css';
import { PageContent } from './page-content';
import { RichText } from './rich-text';

function FaqItem({ question, answer }: { question: string; answer: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <h2 className={accordionHeading}>
        <button
          type="button"
          id={`${id}-button`}
          className={accordionButton}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen(!open)}
        >
          {question}
          <Icon name={open ? 'minus' : 'plus'} sizePx={20} />
        </button>
      </h2>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-button`}
        hidden={!open}
        className={accordionPanel}
      >
        <RichText text={answer} />
      </div>
    </div>
  );
}

/**
 * The FAQ as an accordion (WAI-ARIA pattern): each question is a button in a heading that shows and
 * hides its answer; Enter and Space work as on any button, and every answer starts closed.
 */
export function FaqContent() {
  return (
    <PageContent slug="faq" schema={(schemas) => schemas.faqAcfSchema}>
      {(acf) => (
        <>
          <p className={lead}>{acf.title}</p>
          {acf.questions.map((item) => (
            <FaqItem key={item.question} question={item.question} answer={item.answer} />
          ))}
        </>
      )}
    </PageContent>
  );
}
