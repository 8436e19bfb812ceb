import { type ReactNode, useEffect } from 'react';
import { TOAST_DURATION_MS } from './tokens';
import { useUiText } from './ui-text';
import { dismiss, region, title as titleClass, toast as toastClass } from './toast.css';
import { VisuallyHidden } from './visually-hidden';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastMessage {
  id: string;
  tone: ToastTone;
  /** Bold first line, e.g. 'Access denied.' */
  title?: string;
  message: string;
  /** Milliseconds before it dismisses itself; default 3000 (spec §9). */
  durationMs?: number;
}

interface ToastItemProps {
  toast: ToastMessage;
  onDismiss: (id: string) => void;
  dismissIcon: ReactNode;
}

function ToastItem({ toast, onDismiss, dismissIcon }: ToastItemProps) {
  const text = useUiText();
  const { id, durationMs = TOAST_DURATION_MS } = toast;
  useEffect(() => {
    const timer = setTimeout(() => onDismiss(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs, onDismiss]);

  // Errors interrupt (role alert); everything else waits for a pause (role status). The role is on the
  // message, not on the <li>: a list item with another role is no list item, and axe flags the list.
  return (
    <li className={toastClass[toast.tone]}>
      <div role={toast.tone === 'error' ? 'alert' : 'status'}>
        {toast.title !== undefined && <strong className={titleClass}>{toast.title}</strong>}
        {toast.message}
      </div>
      <button type="button" className={dismiss} onClick={() => onDismiss(id)}>
        {dismissIcon}
        <VisuallyHidden>{text.dismiss}</VisuallyHidden>
      </button>
    </li>
  );
}

export interface ToastRegionProps {
  toasts: readonly ToastMessage[];
  /** Called when a toast times out or its close button is pressed; the owner removes it. */
  onDismiss: (id: string) => void;
  /** Accessible name of the region. */
  label?: string;
  /** The close button's icon (decorative: the button is named 'Dismiss'); default a '×' glyph. */
  dismissIcon?: ReactNode;
}

/**
 * The top-right stack of toasts. Controlled: the app's store owns the list; each toast asks to be
 * dismissed after its duration. Pass a stable `onDismiss` (a store action) so timers are not reset.
 */
export function ToastRegion({
  toasts,
  onDismiss,
  label = 'Notifications',
  dismissIcon = <span aria-hidden="true">×</span>,
}: ToastRegionProps) {
  return (
    <ol className={region} aria-label={label}>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={onDismiss} dismissIcon={dismissIcon} />
      ))}
    </ol>
  );
}
