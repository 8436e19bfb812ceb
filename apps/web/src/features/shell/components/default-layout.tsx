import { type ReactNode } from 'react';
import { type SiteLinks } from '../../../config/env';
import { type FooterContent } from '../stores/ui-store';
import { CookieBar } from './cookie-bar';
import { MobileSidebar } from './mobile-sidebar';
import { main, page, skipLink } from './shell.css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

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
  footer: FooterContent | null;
  onJoinMailingList: () => void;
  cookieAccepted: boolean;
  onAcceptCookies: () => void;
  /** Under the header, above the page: the my-account sub-menu. */
  subNav?: ReactNode;
  /** Where the mailing-list modal renders (built by the mailing-list work). */
  mailingListModal?: ReactNode;
  children: ReactNode;
}

/** Spec §2 default layout: header, mobile sidebar, page, footer, cookie bar, mailing-list modal. */
export function DefaultLayout(props: DefaultLayoutProps) {
  return (
    <div className={page}>
      <a href="#main" className={skipLink}>
        Skip to content
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
      <MobileSidebar
        open={props.sidebarOpen}
        onClose={props.onCloseSidebar}
        blogUrl={props.links.blog}
        showHealthAssessment={props.showHealthAssessment}
        account={props.account}
      />
      {props.subNav}
      <main id="main" tabIndex={-1} className={main}>
        {props.children}
      </main>
      <SiteFooter links={props.links} content={props.footer} onJoinMailingList={props.onJoinMailingList} />
      <CookieBar accepted={props.cookieAccepted} onAccept={props.onAcceptCookies} />
      {props.mailingListModal}
    </div>
  );
}
