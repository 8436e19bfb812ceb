import { type AdminSubscriptionActionBody } from '@maplepack/api-client';
import { adminReasonSchema, type SubscriptionActionType } from '@maplepack/api-contract';
import { TEXT } from '../../text';

/** What the form may ask: one of the customer's actions the plan allows now, or the payment retry. */
export type StaffChoice = Exclude<SubscriptionActionType, 'card.updated'> | 'payment.retry';

export interface StaffActionDraft {
  choice: StaffChoice | '';
  months: string;
  date: string;
  cancelReason: string;
  cancelNote: string;
  reason: string;
}

export type StaffActionErrors = Partial<Record<'choice' | 'date' | 'reason', string>>;

export type StaffActionCheck =
  | { ok: true; retry: true; reason: string }
  | { ok: true; retry: false; body: AdminSubscriptionActionBody }
  | { ok: false; errors: StaffActionErrors };

/**
 * The form before anything is sent: an action, the fields it needs, and the staff member's reason
 * (the contract's own rule). Whether the plan's state allows it is the server's call, with the
 * lifecycle's message; the form only offers what the plan's `allowed_actions` list.
 */
export function checkStaffAction(draft: StaffActionDraft): StaffActionCheck {
  const errors: StaffActionErrors = {};
  if (draft.choice === '') errors.choice = TEXT.subscription.actionRequired;
  if (draft.choice === 'subscription.move-date' && draft.date === '')
    errors.date = TEXT.subscription.dateRequired;
  const reason = adminReasonSchema.safeParse(draft.reason);
  if (!reason.success) errors.reason = TEXT.subscription.reasonRequired;
  if (Object.keys(errors).length > 0 || draft.choice === '' || !reason.success) return { ok: false, errors };
  if (draft.choice === 'payment.retry') return { ok: true, retry: true, reason: reason.data };
  const action = ((): AdminSubscriptionActionBody['action'] => {
    switch (draft.choice) {
      case 'subscription.pause':
        return { type: draft.choice, months: Number(draft.months) as 1 | 2 | 3 };
      case 'subscription.move-date':
        return { type: draft.choice, date: draft.date };
      case 'subscription.cancel':
        return {
          type: draft.choice,
          reason: draft.cancelReason as 'other',
          note: draft.cancelNote.trim(),
        };
      default:
        return { type: draft.choice };
    }
  })();
  return { ok: true, retry: false, body: { action, reason: reason.data } };
}
