export { authUserSchema, isLoggedIn, LOGGED_IN_STATUS, type AccessUser, type AuthUser } from './auth-user';
export { isInternetExplorer } from './browser-support';
export {
  GENERIC_ERROR_MESSAGE,
  NOT_FOUND_MESSAGE,
  nonLocalRedirect,
  notFound,
  type GuardDecision,
} from './guard-decision';
export { guardRoute, HOME_PATH, UNSUPPORTED_PATH, type GuardInput } from './guard-route';
export {
  AFTER_LOGIN_DEFAULT,
  afterLoginRedirect,
  loginHrefRemembering,
  REDIRECT_QUERY_KEY,
  redirectTo,
} from './login-redirect';
export { withoutFrenchPrefix } from './french-path';
export { matchRoute } from './match-route';
export { hasPageTransition } from './page-transition';
export { hasValidProductParams } from './product-route-params';
export {
  PURCHASE_MODES,
  purchaseModeOf,
  purchaseModeSchema,
  showsHealthAssessmentButton,
  type PurchaseMode,
} from './purchase-mode';
export { hrefOf, routeLocationSchema, type RouteLocation } from './route-location';
export {
  guardKindSchema,
  routeByName,
  routeNamesWithGuard,
  ROUTES,
  type GuardKind,
  type RouteDefinition,
  type RouteName,
} from './route-table';
export { safeLocalRedirect } from './safe-local-redirect';
export { waitsForSession } from './session-wait';
export { carryTrialCampaign, hasTrialProgram } from './trial-program';
export {
  STAFF_PERMISSIONS,
  STAFF_PERMISSIONS_BY_ROLE,
  STAFF_ROLES,
  staffCan,
  staffPermissionSchema,
  staffPermissionsOf,
  staffRefundLimitCents,
  staffRoleSchema,
  SUPPORT_REFUND_LIMIT_CENTS,
  type StaffPermission,
  type StaffRole,
} from './staff-roles';
