import {
  ADMIN_ERROR_CODES,
  ADMIN_SUBSCRIPTION_MESSAGES,
  type AdminPaymentRetryResponse,
  type AdminSubscriptionListQuery,
  type AdminSubscriptionResponse,
  type AdminSubscriptionSummary,
  type SubscriptionAction,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { and, count, desc, eq, gte, ilike, lte, or, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import { SubscriptionRepository } from '../../db/repositories/subscription-repository';
import { customers } from '../../db/schema/customers';
import { staff } from '../../db/schema/staff';
import { subscriptionEvents, subscriptions } from '../../db/schema/subscriptions';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type PaymentService } from '../payments/payment-service';
import { RenewalCharger } from '../renewals/renewal-charge';
import { queueSettledChargeMail } from '../renewals/renewal-mail';
import { type SubscriptionActionService } from '../subscriptions/subscription-action-service';
import { toSubscriptionEvent } from '../subscriptions/subscription-history';
import { lifecycleOf } from '../subscriptions/subscription-lifecycle';
import { type SubscriptionPresenter } from '../subscriptions/subscription-presenter';
import { type StaffSession } from './admin-auth-service';
import { likeText, recordAudit } from './audit-log';

/** How many history lines the subscription's page shows (newest first). */
const HISTORY_LINES = 200;

export interface AdminSubscriptionDeps {
  presenter: SubscriptionPresenter;
  actions: SubscriptionActionService;
  payments: PaymentService;
  publicUrl: string;
}

const notFound = () => errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_SUBSCRIPTION_MESSAGES.notFound);

/**
 * The back office's subscriptions (issue 18): search, a plan's page with its history, and the
 * customer's own actions taken on their behalf. Every action goes through the customer's
 * SubscriptionActionService (libs/subscription's rules, the same refusals and e-mail); this class
 * only finds whose plan it is and adds who acted and why.
 */
export class AdminSubscriptionService {
  constructor(
    private readonly db: Db,
    private readonly deps: AdminSubscriptionDeps,
  ) {}

  async list(
    query: AdminSubscriptionListQuery,
  ): Promise<{ subscriptions: AdminSubscriptionSummary[]; total: number }> {
    const conditions: SQL[] = [];
    const typed = query.search?.trim() ?? '';
    // "#12" is the plan number and nothing else; a bare "12" may also be part of an e-mail.
    const numberOnly = /^#\s*\d{1,9}$/.test(typed);
    const search = typed.replace(/^#\s*/, '');
    if (search !== '') {
      const email = ilike(customers.email, likeText(search));
      const byNumber = /^\d{1,9}$/.test(search) ? eq(subscriptions.id, Number(search)) : undefined;
      conditions.push(
        numberOnly && byNumber !== undefined
          ? byNumber
          : byNumber !== undefined
            ? (or(byNumber, email) as SQL)
            : email,
      );
    }
    if (query.status !== undefined) conditions.push(eq(subscriptions.status, query.status));
    if (query.renewal_from !== undefined)
      conditions.push(gte(subscriptions.nextPaymentDate, query.renewal_from));
    if (query.renewal_to !== undefined) conditions.push(lte(subscriptions.nextPaymentDate, query.renewal_to));
    const where = conditions.length === 0 ? undefined : and(...conditions);
    const [total] = await this.db
      .select({ total: count() })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(where);
    const rows = await this.db
      .select({ plan: subscriptions, customer: customers })
      .from(subscriptions)
      .innerJoin(customers, eq(customers.id, subscriptions.customerId))
      .where(where)
      .orderBy(desc(subscriptions.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      total: total?.total ?? 0,
      subscriptions: rows.map(({ plan, customer }) => ({
        id: plan.id,
        status: plan.status as AdminSubscriptionSummary['status'],
        customer_id: customer.id,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        next_payment_date: plan.nextPaymentDate,
        total: toDecimalString(plan.totalCents),
        date_created: plan.createdAt.toISOString(),
      })),
    };
  }

  async get(id: number, now: Date): Promise<AdminSubscriptionResponse | undefined> {
    const plan = await new SubscriptionRepository(this.db).byId(id);
    if (plan === undefined) return undefined;
    const [customer] = await this.db
      .select()
      .from(customers)
      .where(eq(customers.id, plan.subscription.customerId));
    if (customer === undefined) return undefined;
    const rows = await this.db
      .select({ event: subscriptionEvents, email: staff.email })
      .from(subscriptionEvents)
      .leftJoin(staff, eq(staff.id, subscriptionEvents.actorStaffId))
      .where(eq(subscriptionEvents.subscriptionId, id))
      .orderBy(desc(subscriptionEvents.id))
      .limit(HISTORY_LINES);
    const lifecycle = lifecycleOf(plan.subscription);
    return {
      subscription: await this.deps.presenter.present(plan, now),
      customer: {
        id: customer.id,
        email: customer.email,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
      },
      can_retry_payment: lifecycle?.status === 'on-hold' && lifecycle.renewal !== null,
      events: rows.map(({ event, email }) => ({
        ...toSubscriptionEvent(event, 'en'),
        staff_email: email,
        staff_reason: event.staffReason,
      })),
    };
  }

  /** An action of the customer's, by staff: the customer's service, rules, refusals and e-mail. */
  async act(
    id: number,
    who: StaffSession,
    action: SubscriptionAction,
    reason: string,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const plan = (await new SubscriptionRepository(this.db).byId(id))?.subscription;
    if (plan === undefined) return notFound();
    const answer = await this.deps.actions.act({
      customerId: plan.customerId,
      id,
      action,
      ifMatch: null,
      now,
      language: 'en',
      staff: { id: who.staffId, reason, ip },
    });
    if (answer.status !== 200) return answer;
    const page = await this.get(id, now);
    return page === undefined ? notFound() : { status: 200, body: page };
  }

  /**
   * Charges a failed renewal again now, as the renewal engine's next retry would (RenewalCharger,
   * the lifecycle's payment.succeeded / payment.failed rules, the engine's receipt or failure
   * e-mail); the staff member's line and the audit entry go in the charge's transaction.
   */
  async retryPayment(
    id: number,
    who: StaffSession,
    reason: string,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const plan = (await new SubscriptionRepository(this.db).byId(id))?.subscription;
    if (plan === undefined) return notFound();
    const lifecycle = lifecycleOf(plan);
    if (lifecycle === null || lifecycle.status !== 'on-hold' || lifecycle.renewal === null)
      return errorAnswer(409, 'subscription.no-failed-payment', ADMIN_SUBSCRIPTION_MESSAGES.noFailedPayment);
    const { period, failures, date } = lifecycle.renewal;
    const attempt = failures + 1;
    const outcome = await new RenewalCharger(this.db, this.deps.payments).chargeOpenRenewal({
      subscriptionId: id,
      period,
      attempt,
      now,
      onSettled: async (tx, settled) => {
        await queueSettledChargeMail(tx, id, attempt, settled, now, this.deps.publicUrl);
        const entry = {
          on: settled.log.on,
          by: 'shop' as const,
          kind: 'payment-retried',
          packDate: date,
          attempt,
        };
        await new SubscriptionEventRepository(tx).append({
          subscriptionId: id,
          actor: 'shop',
          kind: 'payment-retried',
          day: settled.log.on,
          entry,
          actorStaffId: who.staffId,
          staffReason: reason,
          createdAt: now,
        });
        await recordAudit(tx, {
          at: now,
          staffId: who.staffId,
          action: 'subscription.payment-retried',
          targetType: 'subscription',
          targetId: id,
          before: { status: settled.before.status, renewal: settled.before.renewal },
          after: {
            paid: settled.result.ok,
            status: settled.after.status,
            renewal: settled.after.renewal,
            order_id: settled.order.id,
          },
          reason,
          ip,
        });
      },
    });
    if (outcome.status === 'unavailable')
      return errorAnswer(503, 'payment.unavailable', ADMIN_SUBSCRIPTION_MESSAGES.retryUnavailable);
    if (outcome.status === 'skipped')
      return errorAnswer(409, 'subscription.no-failed-payment', ADMIN_SUBSCRIPTION_MESSAGES.noFailedPayment);
    const page = await this.get(id, now);
    if (page === undefined) return notFound();
    const body: AdminPaymentRetryResponse = {
      status: outcome.status,
      message:
        outcome.status === 'paid'
          ? `The renewal of $${outcome.amount} was paid.`
          : `The payment failed again: ${outcome.message}`,
      subscription: page,
    };
    return { status: 200, body };
  }
}
