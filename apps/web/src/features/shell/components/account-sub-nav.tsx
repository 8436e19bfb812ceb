import { Container } from '@maplepack/ui';
import { NavLink } from '../../../components/router-link';
import { ACCOUNT_NAV } from '../../../config/nav-links';
import { subNav, subNavLink } from './chrome.css';

/** The my-account pages' own menu, under the header. */
export function AccountSubNav() {
  return (
    <Container>
      <nav aria-label="My account" className={subNav}>
        {ACCOUNT_NAV.map((item) => (
          <NavLink key={item.to} to={item.to} className={subNavLink}>
            {item.label}
          </NavLink>
        ))}
      </nav>
    </Container>
  );
}
