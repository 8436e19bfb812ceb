/** Who is acting: the signed-in user's id and session status, or null for a guest. */
export type PlanActor = { id: number; status: number } | null;

export const ACCESS_DENIED_TITLE = 'Access denied.';
export const ACCESS_DENIED_MESSAGE = 'Invalid subscription. Please contact administrator.';
/** Spec §5: a red toast at top right for 3000 ms. */
export const ACCESS_DENIED_TOAST = { position: 'top-right', durationMs: 3000, tone: 'danger' } as const;

export type PlanAccessDenied = {
  ok: false;
  code: 'plan.access-denied';
  title: typeof ACCESS_DENIED_TITLE;
  message: typeof ACCESS_DENIED_MESSAGE;
  toast: typeof ACCESS_DENIED_TOAST;
};

export const planAccessDenied = (): PlanAccessDenied => ({
  ok: false,
  code: 'plan.access-denied',
  title: ACCESS_DENIED_TITLE,
  message: ACCESS_DENIED_MESSAGE,
  toast: ACCESS_DENIED_TOAST,
});

/**
 * Spec §5: only a logged-in user (status 200) may change a plan, and only a plan whose customer is that
 * user. No plan loaded counts as someone else's plan.
 */
export function checkPlanAccess(
  actor: PlanActor,
  subscription: { customerId: number } | null,
): { ok: true } | PlanAccessDenied {
  if (actor === null || actor.status !== 200) return planAccessDenied();
  if (subscription === null || subscription.customerId !== actor.id) return planAccessDenied();
  return { ok: true };
}
