import { afterLoginRedirect } from '@maplepack/access';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';
import { useAuthStore } from '../features/auth/stores/auth-store';
import { Page } from '../features/shell/components/page';

export function Component() {
  const signIn = useAuthStore((state) => state.signIn);
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const onSignedIn = () => {
    // Spec §2: back to the page remembered before the redirect, otherwise /subscription.
    const decision = afterLoginRedirect(Object.fromEntries(search));
    void navigate(decision.kind === 'redirect' ? decision.to : '/', { replace: true });
  };
  return (
    <Page title="Sign In">
      <LoginForm onSubmit={signIn} onSignedIn={onSignedIn} />
    </Page>
  );
}
