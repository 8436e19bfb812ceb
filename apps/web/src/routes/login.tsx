import { AFTER_LOGIN_DEFAULT, afterLoginRedirect, loginHrefRemembering } from '@maplepack/access';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';
import { type Credentials, type SignInResult, useAuthStore } from '../features/auth/stores/auth-store';
import { Page } from '../features/shell/components/page';

export function Component() {
  const navigate = useNavigate();
  const [search] = useSearchParams();

  // Spec §2: after login, the page remembered before the redirect, otherwise /subscription. The
  // target is written into ?redirect= before the user is set, because the guard sends a signed-in
  // person on /login to that remembered page (and to / when there is none). flushSync: the router
  // renders location changes in a transition, which the store update would otherwise overtake.
  const submit = async (credentials: Credentials): Promise<SignInResult> => {
    const result = await useAuthStore.getState().gateway(credentials);
    if (!result.ok) return result;
    const decision = afterLoginRedirect(Object.fromEntries(search));
    const target = decision.kind === 'redirect' ? decision.to : AFTER_LOGIN_DEFAULT;
    await navigate(loginHrefRemembering(target), { replace: true, flushSync: true });
    if (result.user !== undefined) useAuthStore.getState().setUser(result.user);
    return result;
  };

  return (
    <Page title="Sign In">
      <LoginForm onSubmit={submit} />
    </Page>
  );
}
