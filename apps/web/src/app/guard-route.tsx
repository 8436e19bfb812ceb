import { useAuthStore } from '../stores/auth-store';
import { RouteGuard } from '../features/shell/components/route-guard';

/** The router's root element: the access guard fed from the auth store. */
export function GuardRoute() {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  // A server render has no browser to judge: it renders the page, and the browser's own check follows.
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return <RouteGuard user={user} authStatus={status} userAgent={userAgent} />;
}
