import { purchaseModeOf, showsHealthAssessmentButton } from '@maplepack/access';
import { type NewsletterBody } from '@maplepack/api-client';
import { buttonClass } from '@maplepack/ui';
import { useLingui } from '../lib/i18n/react';
import { type ReactNode, Suspense, useCallback, useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '../components/router-link';
import { useAuthStore } from '../stores/auth-store';
import { useCartSummaryStore } from '../stores/cart-summary-store';
import { loadPage } from '../features/shell/document-navigation';
import { DefaultLayout } from '../features/shell/components/default-layout';
import { SIGN_IN_LABEL } from '../config/nav-links';
import { MAILING_LIST_MODAL, useUiStore } from '../stores/ui-store';
import { useAppConfig } from './app-config';
import { localizedPath } from '../lib/i18n/locale';
import { useLocaleStore } from '../stores/locale-store';
import { TransitionedOutlet } from './page-outlet';
import { withCatalogue } from '../lib/i18n/i18n';
import { preloadable } from '../lib/preloadable';

// Each below is needed only by some visitors or below the first screen: signed-in people, the
// my-account pages, and the footer. Their code loads when they first render.
const AccountMenu = preloadable('layout-routes/AccountMenu', () =>
  withCatalogue(import('../features/shell/components/account-menu')).then((module) => ({
    default: module.AccountMenu,
  })),
);
const AccountSubNav = preloadable('layout-routes/AccountSubNav', () =>
  withCatalogue(import('../features/shell/components/account-sub-nav')).then((module) => ({
    default: module.AccountSubNav,
  })),
);
// The help button appears a moment after the page (it is fixed in a corner, so nothing moves).
const HelpSlot = preloadable('layout-routes/HelpSlot', () =>
  withCatalogue(import('./help-slot')).then((module) => ({ default: module.HelpSlot })),
);
// Its offer opens 3 s into a visit, never at the first paint: its timer and storage code load after it.
const MailingListSlot = preloadable('layout-routes/MailingListSlot', () =>
  import('../features/mailing-list/components/mailing-list-slot').then((module) => ({
    default: module.MailingListSlot,
  })),
);
const ShopFooter = preloadable('layout-routes/ShopFooter', () =>
  withCatalogue(import('./shop-footer')).then((module) => ({ default: module.ShopFooter })),
);

function useAccountItem(): ReactNode {
  const { i18n } = useLingui();
  const locale = useLocaleStore((state) => state.locale);
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const clear = useAuthStore((state) => state.clear);
  const signOut = useAuthStore((state) => state.signOut);
  if (status !== 'signed-in' || user === null) {
    return (
      <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {i18n._(SIGN_IN_LABEL)}
      </Link>
    );
  }
  // Spec §4: logout clears the session (POST /api/v1/logout) and reloads the page, which also resets
  // every store.
  const logout = () => {
    clear();
    void signOut().finally(() => loadPage(localizedPath('/', locale)));
  };
  return (
    <Suspense fallback={null}>
      <AccountMenu firstName={user.first_name} onLogout={logout} />
    </Suspense>
  );
}

/** The mailing-list modal, opened by the ui store's flag and once per visitor after 3000 ms. */
function MailingList() {
  const open = useUiStore((state) => state.modals[MAILING_LIST_MODAL] === true);
  const openModal = useUiStore((state) => state.openModal);
  const closeModal = useUiStore((state) => state.closeModal);
  const onOpen = useCallback(() => openModal(MAILING_LIST_MODAL), [openModal]);
  const onClose = useCallback(() => closeModal(MAILING_LIST_MODAL), [closeModal]);
  // The api client (and its schemas) loads with the modal's first submit, not with the first page.
  const subscribe = useCallback(
    (body: NewsletterBody) => import('../lib/api').then(({ api }) => api.newsletter.subscribe(body)),
    [],
  );
  // Someone following a confirmation or unsubscribe link is not offered the list on top of it.
  const { pathname } = useLocation();
  return (
    <Suspense fallback={null}>
      <MailingListSlot
        open={open}
        onOpen={onOpen}
        onClose={onClose}
        subscribe={subscribe}
        offer={!pathname.startsWith('/mailing-list/')}
      />
    </Suspense>
  );
}

/** Default chrome, fed from the stores; the my-account layout adds its sub-menu. */
function ShopChrome({ subNav }: { subNav?: ReactNode }) {
  const { links } = useAppConfig();
  const user = useAuthStore((state) => state.user);
  // From the cart summary: the cart lib and its storage parsing load after the first render.
  const label = useCartSummaryStore((state) => state.label);
  const count = useCartSummaryStore((state) => state.count);
  const hasSurveyCart = useCartSummaryStore((state) => state.hasSurveyCart);
  // Each value on its own: a component that takes the whole store re-renders the whole page (and, while
  // React is still taking over the server's page, makes it finish that in one long task) on any change.
  const sidebarOpen = useUiStore((state) => state.sidebarOpen);
  const openSidebar = useUiStore((state) => state.openSidebar);
  const closeSidebar = useUiStore((state) => state.closeSidebar);
  const cookieAccepted = useUiStore((state) => state.cookieAccepted);
  const acceptCookies = useUiStore((state) => state.acceptCookies);
  const account = useAccountItem();
  const { pathname } = useLocation();

  // Spec §2: the mobile sidebar closes on route change.
  useEffect(() => closeSidebar(), [pathname, closeSidebar]);

  return (
    <DefaultLayout
      links={links}
      cartLabel={label}
      cartCount={count}
      showHealthAssessment={showsHealthAssessmentButton(purchaseModeOf({ user, hasSurveyCart }))}
      account={account}
      sidebarOpen={sidebarOpen}
      onOpenSidebar={openSidebar}
      onCloseSidebar={closeSidebar}
      footer={<ShopFooter links={links} />}
      cookieAccepted={cookieAccepted}
      onAcceptCookies={acceptCookies}
      subNav={subNav}
      mailingListModal={<MailingList />}
      helpWidget={
        <Suspense fallback={null}>
          <HelpSlot />
        </Suspense>
      }
    >
      <TransitionedOutlet />
    </DefaultLayout>
  );
}

export function DefaultLayoutRoute() {
  return <ShopChrome />;
}

export function AccountLayoutRoute() {
  return (
    <ShopChrome
      subNav={
        <Suspense fallback={null}>
          <AccountSubNav />
        </Suspense>
      }
    />
  );
}
