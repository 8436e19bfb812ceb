import {
  type AuditAction,
  type Language,
  SUBSCRIPTION_ACTION_ERROR_STATUS,
  SUBSCRIPTION_ACTION_MESSAGES,
  SUBSCRIPTION_MESSAGES,
  type SubscriptionAction,
  type SubscriptionActionResponse,
} from '@maplepack/api-contract';
import { apply, type LifecycleLogEntry, type LifecycleRefusalCode } from '@maplepack/subscription';
import { type Db } from '../../db/client';
import {
  SubscriptionEventRepository,
  type SubscriptionEventRow,
} from '../../db/repositories/subscription-event-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { lifecycleEmail } from '../../emails/account-emails';
import { type AccountMail } from '../accounts/account-mail';
import { recordAudit } from '../admin/audit-log';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { applyOrderEffects } from '../renewals/renewal-charge';
import { planAccess, toSubscriptionEvent } from './subscription-history';
import { eventFields, lifecycleColumns, lifecycleOf, lifecycleSnapshot } from './subscription-lifecycle';
import { shopDay } from '@maplepack/calendar';
import { type SubscriptionPresenter } from './subscription-presenter';
import { subscriptionVersion } from './subscription-response';

/** The HTTP status of a lifecycle refusal: 409 for the plan's state, 422 for the date asked for. */
function refusalStatus(code: LifecycleRefusalCode): number {
  if (code === 'subscription.invalid-event') return 400;
  return (SUBSCRIPTION_ACTION_ERROR_STATUS as Record<string, number>)[code] ?? 409;
}

/** The audit log's name for a staff member's action (issue 18). */
export const STAFF_ACTION_AUDIT: Readonly<Record<SubscriptionAction['type'], AuditAction>> = {
  'subscription.skip': 'subscription.skipped',
  'subscription.pause': 'subscription.paused',
  'subscription.resume': 'subscription.resumed',
  'subscription.move-date': 'subscription.date-moved',
  'subscription.cancel': 'subscription.cancelled',
  'subscription.reactivate': 'subscription.reactivated',
};

/** A staff member acting on the customer's behalf from the back office, and why. */
export interface StaffActor {
  id: number;
  reason: string;
  ip: string | null;
}

/**
 * POST /subscriptions/{id}/actions: skip, pause, resume, move the date, cancel or reactivate, by
 * the owner only. The action is validated by the lifecycle rules (`apply` on today's shop day) and
 * applied in one transaction under the plan's row lock, with its history line (who, when, before
 * and after); concurrent actions on one plan run one after the other and each sees the last one's
 * result, so none is lost. `If-Match` (412 when stale) lets a page refuse to act on a plan it has
 * not seen. The short confirmation e-mail goes after the commit.
 */
export class SubscriptionActionService {
  constructor(
    private readonly db: Db,
    private readonly presenter: SubscriptionPresenter,
    private readonly mail: AccountMail,
  ) {}

  async act(args: {
    customerId: number;
    id: number;
    action: SubscriptionAction;
    ifMatch: string | null;
    now: Date;
    /** The language of the answer's history line (the request's Accept-Language). */
    language?: Language;
    /**
     * The back office acting for the plan's owner (`customerId` is then the plan's customer): the
     * same rules, history line and e-mail, plus who and why on the line and an audit entry, all in
     * the one transaction.
     */
    staff?: StaffActor;
  }): Promise<HttpAnswer & { version?: string }> {
    const { customerId, id, action, ifMatch, now, language = 'en', staff } = args;
    const today = shopDay(now);
    type Outcome =
      | { kind: 'refused'; answer: HttpAnswer }
      | { kind: 'done'; event: SubscriptionEventRow; log: LifecycleLogEntry };
    const refuse = (answer: HttpAnswer): Outcome => ({ kind: 'refused', answer });
    const done = await this.db.transaction(async (tx): Promise<Outcome> => {
      const subscriptions = new SubscriptionRepository(tx);
      const locked = await subscriptions.lock(id);
      const refused = planAccess(locked, customerId);
      if (refused !== null) return refuse(refused);
      if (locked === undefined) throw new Error('unreachable: planAccess refuses a missing plan');
      const current = await subscriptions.byId(id);
      if (current === undefined) throw new Error(`subscription ${id} vanished under its lock`);
      if (ifMatch !== null && ifMatch !== '*' && ifMatch !== subscriptionVersion(current))
        return refuse(errorAnswer(412, 'subscription.stale', SUBSCRIPTION_MESSAGES.stale));
      const lifecycle = lifecycleOf(locked);
      if (lifecycle === null)
        return refuse(
          errorAnswer(409, 'subscription.unmanageable', SUBSCRIPTION_ACTION_MESSAGES.unmanageable),
        );
      const result = apply(lifecycle, action, today);
      if (!result.ok) return refuse(errorAnswer(refusalStatus(result.code), result.code, result.message));
      await subscriptions.update(id, { ...lifecycleColumns(result.subscription), updatedAt: now });
      const event = await new SubscriptionEventRepository(tx).append({
        subscriptionId: id,
        actorCustomerId: staff === undefined ? customerId : null,
        actorStaffId: staff?.id ?? null,
        staffReason: staff?.reason ?? null,
        before: lifecycleSnapshot(lifecycle),
        after: lifecycleSnapshot(result.subscription),
        createdAt: now,
        ...eventFields(result.log),
      });
      await applyOrderEffects(tx, id, result.effects, now);
      if (staff !== undefined)
        await recordAudit(tx, {
          at: now,
          staffId: staff.id,
          action: STAFF_ACTION_AUDIT[action.type],
          targetType: 'subscription',
          targetId: id,
          before: lifecycleSnapshot(lifecycle),
          after: { action, ...lifecycleSnapshot(result.subscription) },
          reason: staff.reason,
          ip: staff.ip,
        });
      return { kind: 'done', event, log: result.log };
    });
    if (done.kind === 'refused') return done.answer;
    const saved = await new SubscriptionRepository(this.db).byId(id);
    if (saved === undefined) throw new Error(`subscription ${id} vanished`);
    const subscription = await this.presenter.present(saved, now);
    await this.confirm(customerId, done.log, subscription.renewal);
    const body: SubscriptionActionResponse = {
      subscription,
      event: toSubscriptionEvent(done.event, language),
    };
    return { status: 200, body, version: subscriptionVersion(saved) };
  }

  private async confirm(
    customerId: number,
    log: LifecycleLogEntry,
    renewal: SubscriptionActionResponse['subscription']['renewal'],
  ): Promise<void> {
    await this.mail.send(customerId, log.kind, (to) => lifecycleEmail(to, log, renewal, this.mail.publicUrl));
  }
}
