import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Button, Container } from '@maplepack/ui';
import { cookieBar, cookieRow } from './bottom-dock.css';

export const COOKIE_NOTICE = msg`We use cookies to keep you signed in, remember your cart and understand how the site is used.`;

/** Asks once; accepting is remembered in browser storage by the owner of `accepted`. */
export function CookieBar({ accepted, onAccept }: { accepted: boolean; onAccept: () => void }) {
  const { i18n, t } = useLingui();
  if (accepted) return null;
  return (
    <section aria-label={t`Cookie notice`} className={cookieBar}>
      <Container width="wide" className={cookieRow}>
        <p style={{ margin: 0 }}>{i18n._(COOKIE_NOTICE)}</p>
        <Button size="sm" onClick={onAccept}>
          {t`Accept`}
        </Button>
      </Container>
    </section>
  );
}
