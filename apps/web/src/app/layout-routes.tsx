import { purchaseModeOf, showsHealthAssessmentButton } from '@maplepack/access';
import { cartCount, cartCounterLabel } from '@maplepack/cart';
import { buttonClass } from '@maplepack/ui';
import { type ReactNode, useEffect } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { useCartStore } from '../features/cart/stores/cart-store';
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
  if (status !== 'signed-in' || user === null) {
    return (
      <Link to="/login" className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        {SIGN_IN_LABEL}
      </Link>
    );
  }
  // Spec §4: logout clears the session and reloads the page, which also resets every store.
  const logout = () => {
    clear();
    loadPage('/');
  };
  return <AccountMenu firstName={user.first_name} onLogout={logout} />;
}

/** Default chrome, fed from the stores; the my-account layout adds its sub-menu. */
function ShopChrome({ subNav }: { subNav?: ReactNode }) {
  const { links } = useAppConfig();
  const user = useAuthStore((state) => state.user);
  const label = useCartStore((state) => cartCounterLabel(state.cart));
  const count = useCartStore((state) => cartCount(state.cart));
  const hasSurveyCart = useCartStore((state) => state.hasSurveyCart);
  const ui = useUiStore();
  const account = useAccountItem();
  const { pathname } = useLocation();
  const closeSidebar = ui.closeSidebar;

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
      // The mailing-list work renders its modal here, shown while ui.modals.mailingList is true.
      mailingListModal={null}
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
