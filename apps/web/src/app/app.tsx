import { ToastRegion } from '@maplepack/ui';
import { type createBrowserRouter, RouterProvider } from 'react-router-dom';
import { type AppConfig } from '../config/env';
import { LoginForm } from '../features/auth/components/login-form';
import { GlobalLoader } from '../features/loader/components/global-loader';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { MaintenanceScreen } from '../features/shell/components/maintenance-screen';
import { useUiStore } from '../features/shell/stores/ui-store';
import { AppConfigProvider } from './app-config';

type AppRouter = ReturnType<typeof createBrowserRouter>;

function Toasts() {
  const toasts = useUiStore((state) => state.toasts);
  const dismiss = useUiStore((state) => state.dismissToast);
  return <ToastRegion toasts={toasts} onDismiss={dismiss} />;
}

/** The whole app: the maintenance screen when switched on, otherwise the router, plus toasts. */
export function App({ config, router }: { config: AppConfig; router: AppRouter }) {
  const signIn = useAuthStore((state) => state.signIn);
  return (
    <AppConfigProvider config={config}>
      {config.maintenance ? (
        <MaintenanceScreen loginForm={<LoginForm onSubmit={signIn} />} />
      ) : (
        <RouterProvider router={router} />
      )}
      <Toasts />
      <GlobalLoader />
    </AppConfigProvider>
  );
}
