import { alert, notice } from './admin.css';

/**
 * A live region that is always in the page, so a message put in it is read out when it appears (a
 * region added together with its text is often missed). Empty, it takes no room.
 */
export function Alert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'notice' }) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={tone === 'error' ? alert : notice}>
      {message ?? ''}
    </div>
  );
}
