import { isApiError } from '@maplepack/api-client';
import { Button } from '@maplepack/ui';
import { useState } from 'react';
import { TEXT } from '../text';
import { panel, stack } from './admin.css';
import { Alert } from './alert';

/**
 * A panel with one button that asks the API for something (send the confirmation again, send a
 * password-reset e-mail) and shows the answer's message, or the error's, in a live region.
 */
export function OneClickAction({
  id,
  title,
  hint,
  run,
}: {
  id: string;
  title: string;
  hint: string;
  run: () => Promise<string>;
}) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; tone: 'error' | 'notice' } | null>(null);
  const press = async () => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ text: await run(), tone: 'notice' });
    } catch (error) {
      setMessage({ text: isApiError(error) ? error.message : TEXT.app.genericError, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={panel} aria-labelledby={id}>
      <div className={stack}>
        <h2 id={id}>{title}</h2>
        <p>{hint}</p>
        <Alert message={message?.tone === 'error' ? message.text : null} />
        <Alert message={message?.tone === 'notice' ? message.text : null} tone="notice" />
        <Button variant="secondary" loading={busy} onClick={() => void press()}>
          {title}
        </Button>
      </div>
    </section>
  );
}
