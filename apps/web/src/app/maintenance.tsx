import { LoginForm } from '../features/auth/components/login-form';
import { useAuthStore } from '../stores/auth-store';
import { MaintenanceScreen } from '../features/shell/components/maintenance-screen';

/** The maintenance screen with a working login form (spec §2), fed from the auth store. */
export function Maintenance() {
  const signIn = useAuthStore((state) => state.signIn);
  return <MaintenanceScreen loginForm={<LoginForm onSubmit={signIn} />} />;
}
