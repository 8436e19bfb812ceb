import { purchaseModeOf, showsHealthAssessmentButton } from '@maplepack/access';
import { type NewsletterBody } from '@maplepack/api-client';
import { buttonClass } from '@maplepack/ui';
import { type ReactNode, useCallback, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { useCartSummaryStore } from '../features/cart/stores/cart-summary-store';
import { useFooterContent } from '../features/content/use-footer-content';
import { AccountMenu } from '../features/shell/components/account-menu';
import { loadPage } from '../features/shell/document-navigation';
import { AccountSubNav } from '../features/shell/components/account-sub-nav';
import { DefaultLayout } from '../features/shell/components/default-layout';
import { PageTransition } from '../features/shell/components/page-transition';
import { SurveyLayout } from '../features/shell/components/survey-layout';
import { UnsupportedLayout } from '../features/shell/components/unsupported-layout';
import { SIGN_IN_LABEL } from '../features/shell/nav-links';
import { useAllowedRoute } from '../features/shell/route-context';
import { MAILING_LIST_MODAL, useUiStore } from '../features/shell/stores/ui-store';
import { useSurveyShellStore } from '../features/survey/stores/survey-shell-store';
import { MailingListSlot } from '../features/mailing-list/components/mailing-list-slot';
import { useAppConfig } from './app-config';

/** The page under a layout, faded in on entry where access allows a transition. */
function TransitionedOutlet() {
  const { transition } = useAllowedRoute();
  const { pathname } = useLocation();
  return (
    <PageTransition enabled={transition} pageKey={pathname}>
      <Outlet />
    </PageTransition>
  );
}

function useAccountItem(): ReactNode {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  const clear = useAuthStore((state) => state.clear);
  const signOut = useAuthStore((state) => state.signOut);
  if (status !== 'signed-in' || user === null) {
    return (
      <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {SIGN_IN_LABEL}
      </Link>
    );
  }
  // Spec §4: logout clears the session (POST /api/v1/logout) and reloads the page, which also resets
  // every store.
  const logout = () => {
    clear();
    void signOut().finally(() => loadPage('/'));
  };
  return <AccountMenu firstName={user.first_name} onLogout={logout} />;
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
    (body: NewsletterBody) => import('./api').then(({ api }) => api.newsletter.subscribe(body)),
    [],
  );
  return <MailingListSlot open={open} onOpen={onOpen} onClose={onClose} subscribe={subscribe} />;
}

/** Default chrome, fed from the stores; the my-account layout adds its sub-menu. */
function ShopChrome({ subNav }: { subNav?: ReactNode }) {
  const { links } = useAppConfig();
  const user = useAuthStore((state) => state.user);
  // From the cart summary: the cart lib and its storage parsing load after the first render.
  const label = useCartSummaryStore((state) => state.label);
  const count = useCartSummaryStore((state) => state.count);
  const hasSurveyCart = useCartSummaryStore((state) => state.hasSurveyCart);
  const ui = useUiStore();
  const account = useAccountItem();
  const { pathname } = useLocation();
  const closeSidebar = ui.closeSidebar;
  useFooterContent();

  // Spec §2: the mobile sidebar closes on route change.
  useEffect(() => closeSidebar(), [pathname, closeSidebar]);

  return (
    <DefaultLayout
      links={links}
      cartLabel={label}
      cartCount={count}
      showHealthAssessment={showsHealthAssessmentButton(purchaseModeOf({ user, hasSurveyCart }))}
      account={account}
      sidebarOpen={ui.sidebarOpen}
      onOpenSidebar={ui.openSidebar}
      onCloseSidebar={closeSidebar}
      footer={ui.footer}
      onJoinMailingList={() => ui.openModal(MAILING_LIST_MODAL)}
      cookieAccepted={ui.cookieAccepted}
      onAcceptCookies={ui.acceptCookies}
      subNav={subNav}
      mailingListModal={<MailingList />}
    >
      <TransitionedOutlet />
    </DefaultLayout>
  );
}

export function DefaultLayoutRoute() {
  return <ShopChrome />;
}

export function AccountLayoutRoute() {
  return <ShopChrome subNav={<AccountSubNav />} />;
}

export function SurveyLayoutRoute() {
  const canGoBack = useSurveyShellStore((state) => state.canGoBack);
  const back = useSurveyShellStore((state) => state.back);
  const softReset = useSurveyShellStore((state) => state.softReset);
  const navigate = useNavigate();
  const exit = () => {
    softReset();
    void navigate('/');
  };
  return (
    <SurveyLayout canGoBack={canGoBack} onBack={back} onExit={exit}>
      <TransitionedOutlet />
    </SurveyLayout>
  );
}

export function UnsupportedLayoutRoute() {
  return (
    <UnsupportedLayout>
      <Outlet />
    </UnsupportedLayout>
  );
}
