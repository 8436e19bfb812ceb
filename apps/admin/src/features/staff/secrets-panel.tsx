import { Button } from '@maplepack/ui';
import { useEffect, useRef } from 'react';
import { panel, pre, stack } from '../../components/admin.css';
import { STAFF_TEXT } from './staff-text';

export interface ShownOnce {
  heading: string;
  email: string;
  password?: string;
  totpSecret?: string;
  totpUri?: string;
  /** The otpauth:// address as an SVG QR code, drawn by the API. */
  qrSvg?: string;
  recoveryCodes: string[];
}

/**
 * Secrets shown once (a new member's password, setup key and QR code, recovery codes): focused when it
 * appears, so a screen reader reads the warning first, and gone for good once hidden.
 */
export function SecretsPanel({ secrets, onDone }: { secrets: ShownOnce; onDone: () => void }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), [secrets]);
  return (
    <section ref={ref} tabIndex={-1} className={panel} aria-labelledby="shown-once-heading">
      <div className={stack}>
        <h2 id="shown-once-heading">
          {secrets.heading} — {STAFF_TEXT.shownOnce}
        </h2>
        <p role="note">
          <strong>{STAFF_TEXT.shownOnceWarning}</strong>
        </p>
        <dl>
          {secrets.password !== undefined && (
            <>
              <dt>{STAFF_TEXT.password}</dt>
              <dd>
                <code data-testid="shown-password">{secrets.password}</code>
              </dd>
            </>
          )}
          {secrets.totpSecret !== undefined && (
            <>
              <dt>{STAFF_TEXT.setupKey}</dt>
              <dd>
                <code data-testid="shown-setup-key">{secrets.totpSecret}</code>
              </dd>
            </>
          )}
        </dl>
        {secrets.qrSvg !== undefined && (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(secrets.qrSvg)}`}
            alt={STAFF_TEXT.qrAlt(secrets.email)}
            width={200}
            height={200}
          />
        )}
        <h3>{STAFF_TEXT.recoveryCodes}</h3>
        <pre className={pre} data-testid="shown-recovery-codes">
          {secrets.recoveryCodes.join('\n')}
        </pre>
        <Button variant="secondary" onClick={onDone}>
          {STAFF_TEXT.done}
        </Button>
      </div>
    </section>
  );
}
