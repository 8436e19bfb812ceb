import { Button, Container } from '@maplepack/ui';
import { cookieBar, cookieRow } from './bottom-dock.css';

export const COOKIE_NOTICE =
  'We use cookies to keep you signed in, remember your cart and understand how the site is used.';

/** Asks once; accepting is remembered in browser storage by the owner of `accepted`. */
export function CookieBar({ accepted, onAccept }: { accepted: boolean; onAccept: () => void }) {
  if (accepted) return null;
  return (
    <section aria-label="Cookie notice" className={cookieBar}>
      <Container width="wide" className={cookieRow}>
        <p style={{ margin: 0 }}>{COOKIE_NOTICE}</p>
        <Button size="sm" onClick={onAccept}>
          Accept
        </Button>
      </Container>
    </section>
  );
}
