import { buttonClass, Container, VisuallyHidden } from '@maplepack/ui';
import { useLingui } from '@lingui/react/macro';
import { type ReactNode } from 'react';
import { LanguageSwitch } from '../../../components/language-switch';
import { Link, NavLink } from '../../../components/router-link';
import { HEALTH_ASSESSMENT_LABEL, MAIN_NAV } from '../../../config/nav-links';
import { CartLink } from './cart-link';
import { Icon } from '../../../components/icon';
import { actions, bar, desktopOnly, header, menuButton, mobileOnly, nav, navLink } from './header.css';
import { Logo } from './logo';
import { MOBILE_SIDEBAR_ID } from './mobile-sidebar-id';

export interface SiteHeaderProps {
  blogUrl: string;
  cartLabel: string;
  cartCount: number;
  /** access's showsHealthAssessmentButton(purchase mode): guests only. */
  showHealthAssessment: boolean;
  /** 'Sign In' for guests, the account menu for a signed-in person. */
  account: ReactNode;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
}

/** The default header (spec §2): logo, main menu, Health Assessment button, cart counter, Sign In. */
export function SiteHeader(props: SiteHeaderProps) {
  const { i18n, t } = useLingui();
  return (
    <header className={header}>
      <Container width="wide" className={bar}>
        <Logo />
        <nav aria-label={t`Main`} className={nav}>
          {MAIN_NAV.map((link) => (
            <NavLink key={link.to} to={link.to} className={navLink}>
              {i18n._(link.label)}
            </NavLink>
          ))}
          <a href={props.blogUrl} className={navLink} target="_blank" rel="noopener noreferrer">
            {t`Blog`}
          </a>
        </nav>
        <div className={actions}>
          {props.showHealthAssessment && (
            <Link to="/health-assessment" className={`${buttonClass({ size: 'sm' })} ${desktopOnly}`}>
              {i18n._(HEALTH_ASSESSMENT_LABEL)}
            </Link>
          )}
          <LanguageSwitch className={navLink} />
          <CartLink label={props.cartLabel} count={props.cartCount} />
          <span className={desktopOnly}>{props.account}</span>
          <button
            type="button"
            className={`${menuButton} ${mobileOnly}`}
            aria-expanded={props.sidebarOpen}
            aria-controls={MOBILE_SIDEBAR_ID}
            onClick={props.onOpenSidebar}
          >
            <Icon name="menu" />
            <VisuallyHidden>{t`Open menu`}</VisuallyHidden>
          </button>
        </div>
      </Container>
    </header>
  );
}
