import { useLingui } from '@lingui/react/macro';
import { SHOP_NAME } from '../../../components/document-title';
import { Link } from '../../../components/router-link';
import { logo } from './shell.css';

function MapleLeaf() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path
        d="M16 5l2.2 5.3 3.8-1.6-1.1 5.2 4.6-.9-2.9 4 3.4 1.9-5.5 1.4.5 3.7-4-2.2V27h-2v-5.2l-4 2.2.5-3.7-5.5-1.4 3.4-1.9-2.9-4 4.6.9L10 8.7l3.8 1.6z"
        fill="#fff"
      />
    </svg>
  );
}

/** The brand mark linking home. `plain` renders a full-page link for screens outside the router. */
export function Logo({ plain = false }: { plain?: boolean }) {
  const { t } = useLingui();
  const home = t`Maplepack home`;
  const content = (
    <>
      <MapleLeaf />
      {SHOP_NAME}
    </>
  );
  return plain ? (
    <a href="/" className={logo} aria-label={home}>
      {content}
    </a>
  ) : (
    <Link to="/" className={logo} aria-label={home}>
      {content}
    </Link>
  );
}
