import { useLingui } from '@lingui/react/macro';
import { type ReactNode, Suspense } from 'react';
import { type SiteLinks } from '../../../config/env';
import { main, page, skipLink } from './shell.css';
import { SiteHeader } from './site-header';
import { withCatalogue } from '../../../lib/i18n/i18n';
import { preloadable } from '../../../lib/preloadable';

// Fixed at the bottom of the screen, so arriving a moment after the page moves nothing.
const BottomDock = preloadable('default-layout/BottomDock', () =>
  withCatalogue(import('./bottom-dock')).then((module) => ({ default: module.BottomDock })),
);

// Only ever shown after a tap on the menu button, so its code waits for that tap.
const MobileSidebar = preloadable('default-layout/MobileSidebar', () =>
  withCatalogue(import('./mobile-sidebar')).then((module) => ({ default: module.MobileSidebar })),
);

export interface DefaultLayoutProps {
  links: SiteLinks;
  cartLabel: string;
  cartCount: number;
  showHealthAssessment: boolean;
  /** 'Sign In' or the account menu. */
  account: ReactNode;
  sidebarOpen: boolean;
  onOpenSidebar: () => void;
  onCloseSidebar: () => void;
  /** The footer; it may load after the first paint (it is below the first screen). */
  footer: ReactNode;
  cookieAccepted: boolean;
  onAcceptCookies: () => void;
  /** Under the header, above the page: the my-account sub-menu. */
  subNav?: ReactNode;
  /** Where the mailing-list modal renders (built by the mailing-list work). */
  mailingListModal?: ReactNode;
  /** The help button and its dialog, above the cookie bar. */
  helpWidget?: ReactNode;
  children: ReactNode;
}

/** Spec §2 default layout: header, mobile sidebar, page, footer, help widget, cookie bar, mailing-list modal. */
export function DefaultLayout(props: DefaultLayoutProps) {
  // t, not <Trans>: the entry chunk then carries no <Trans> runtime.
  const { t } = useLingui();
  return (
    <div className={page}>
      <a href="#main" className={skipLink}>
        {t`Skip to content`}
      </a>
      <SiteHeader
        blogUrl={props.links.blog}
        cartLabel={props.cartLabel}
        cartCount={props.cartCount}
        showHealthAssessment={props.showHealthAssessment}
        account={props.account}
        sidebarOpen={props.sidebarOpen}
        onOpenSidebar={props.onOpenSidebar}
      />
      {props.sidebarOpen && (
        <Suspense fallback={null}>
          <MobileSidebar
            open
            onClose={props.onCloseSidebar}
            blogUrl={props.links.blog}
            showHealthAssessment={props.showHealthAssessment}
            account={props.account}
          />
        </Suspense>
      )}
      {props.subNav}
      <main id="main" tabIndex={-1} className={main}>
        {props.children}
      </main>
      <Suspense fallback={null}>{props.footer}</Suspense>
      <Suspense fallback={null}>
        <BottomDock
          helpWidget={props.helpWidget}
          cookieAccepted={props.cookieAccepted}
          onAcceptCookies={props.onAcceptCookies}
        />
      </Suspense>
      {props.mailingListModal}
    </div>
  );
}
