import { useAuthStore } from '../stores/auth-store';
import { RouteGuard } from '../features/shell/components/route-guard';

/** The router's root element: the access guard fed from the auth store. */
export function GuardRoute() {
  const user = useAuthStore((state) => state.user);
  const status = useAuthStore((state) => state.status);
  return <RouteGuard user={user} authStatus={status} userAgent={navigator.userAgent} />;
}
