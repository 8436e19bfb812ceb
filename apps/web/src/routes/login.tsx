import { useLingui } from '@lingui/react/macro';
import {
  AFTER_LOGIN_DEFAULT,
  afterLoginRedirect,
  type AuthUser,
  loginHrefRemembering,
} from '@maplepack/access';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { LoginForm } from '../features/auth/components/login-form';
import { type Credentials, type SignInResult, useAuthStore } from '../stores/auth-store';
import { Page } from '../components/page';
import { Link } from '../components/router-link';

export function Component() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const href = `${pathname}${search.size > 0 ? `?${search.toString()}` : ''}`;
  const signedIn = useRef<AuthUser | null>(null);

  // Spec §2: after login, the page remembered before the redirect, otherwise /subscription. The
  // target is written into ?redirect= before the user is set, because the guard sends a signed-in
  // person on /login to that remembered page (and to / when there is none). The router renders
  // location changes in a transition, so the user is set once the new URL has been committed.
  useEffect(() => {
    const user = signedIn.current;
    if (user === null) return;
    signedIn.current = null;
    useAuthStore.getState().setUser(user);
  }, [href]);

  const submit = async (credentials: Credentials): Promise<SignInResult> => {
    const result = await useAuthStore.getState().gateway(credentials);
    if (!result.ok || result.user === undefined) return result;
    const decision = afterLoginRedirect(Object.fromEntries(search));
    const target = loginHrefRemembering(decision.kind === 'redirect' ? decision.to : AFTER_LOGIN_DEFAULT);
    if (target === href) {
      useAuthStore.getState().setUser(result.user);
    } else {
      signedIn.current = result.user;
      void navigate(target, { replace: true });
    }
    return result;
  };

  return (
    <Page title={t`Sign In`}>
      <LoginForm onSubmit={submit} />
      <p>
        <Link to="/forgot-password">{t`Forgot your password?`}</Link>
      </p>
    </Page>
  );
}
