import { useLingui } from '@lingui/react/macro';
import { Container } from '@maplepack/ui';
import { NavLink } from '../../../components/router-link';
import { ACCOUNT_NAV } from '../../../config/footer-links';
import { subNav, subNavLink } from './chrome.css';

/** The my-account pages' own menu, under the header. */
export function AccountSubNav() {
  const { i18n, t } = useLingui();
  return (
    <Container>
      <nav aria-label={t`My account`} className={subNav}>
        {ACCOUNT_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={subNavLink}>
            {i18n._(item.label)}
          </NavLink>
        ))}
      </nav>
    </Container>
  );
}
