import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { trapTab } from './focusable';
import { useUiText } from './ui-text';
import { dialog, header, overlay, title as titleClass } from './modal.css';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click outside the dialog. */
  onClose: () => void;
  /** The dialog's accessible name, shown as its heading. */
  title: string;
  children: ReactNode;
  /** Gets focus on open; default: the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Label of the close button (default: the UiText's `close`, 'Close' in English). */
  closeLabel?: string;
}

/**
 * A modal dialog (role dialog, aria-modal, labelled by its title). While open, Tab stays inside,
 * Escape closes, and on close focus returns to the element that had it before opening.
 */
export function Modal({ open, onClose, title, children, initialFocusRef, closeLabel }: ModalProps) {
  const text = useUiText();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialogElement = dialogRef.current;
    const target = initialFocusRef?.current ?? dialogElement?.querySelector<HTMLElement>('[data-autofocus]');
    (target ?? dialogElement)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener may have left the page meanwhile (a route change); focusing it would do nothing.
      if (opener?.isConnected === true) opener.focus();
    };
  }, [open, initialFocusRef]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    const container = dialogRef.current;
    if (
      event.key === 'Tab' &&
      container !== null &&
      trapTab(container, event.shiftKey, document.activeElement)
    ) {
      event.preventDefault();
    }
  };

  return createPortal(
    <div
      className={overlay}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={dialog}
        onKeyDown={onKeyDown}
      >
        <div className={header}>
          <h2 id={titleId} className={titleClass}>
            {title}
          </h2>
          <Button variant="ghost" size="sm" onClick={onClose} data-autofocus>
            {closeLabel ?? text.close}
          </Button>
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
