import {
  PRIVACY_LIMITS,
  type DataExport,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacyRequestState,
} from '@maplepack/api-contract';
import { shopDay } from '@maplepack/calendar';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { type MailingList } from '../../adapters/mailing-list/interface';
import { type Db } from '../../db/client';
import { customers } from '../../db/schema/customers';
import { privacyRequests } from '../../db/schema/privacy';
import { subscriptions } from '../../db/schema/subscriptions';
import { deletionRequestedEmail, deletionWithdrawnEmail } from '../../emails/privacy-emails';
import { type AccountMail } from '../accounts/account-mail';
import { type AuthService } from '../accounts/auth-service';
import { type RateLimiter, type RateRule } from '../accounts/rate-limiter';
import { buildDataExport, toPrivacyRequest } from './data-export';
import { eraseCustomer, type ErasureRecord, type ErasureResult } from './erase-customer';
import { LIVE_PLAN_STATUSES } from './retention-rules';

/** Downloads per customer and day (PRIVACY_LIMITS): the export reads every table the customer has rows in. */
export const EXPORT_RATE_RULE: RateRule = {
  name: 'export:customer',
  limit: PRIVACY_LIMITS.exportsPerDay,
  windowSeconds: 24 * 60 * 60,
};

export type ExportResult =
  | { ok: true; export: DataExport }
  | { ok: false; code: 'privacy.rate-limited'; retryAfterSeconds: number }
  | { ok: false; code: 'customer.not-found' };

export type DeletionRequestResult =
  | { ok: true; request: PrivacyRequest }
  | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number }
  | {
      ok: false;
      code:
        | 'customer.not-found'
        | 'customer.wrong-password'
        | 'privacy.active-subscription'
        | 'privacy.deletion-pending';
    };

export interface PrivacyDependencies {
  auth: AuthService;
  rateLimits: RateLimiter;
  mail: AccountMail;
  dataKey: Buffer;
  /** The mailing list on a database or transaction (the erasure removes the member in its transaction). */
  mailingListOn: (db: Db) => MailingList;
}

/**
 * The customer's privacy requests (issue 18): the data download, the deletion request and its
 * withdrawal, and `erase` for the back office. Every request is a `privacy_requests` row, so staff
 * see downloads and deletions alike.
 */
export class PrivacyService {
  constructor(
    private readonly db: Db,
    private readonly deps: PrivacyDependencies,
  ) {}

  /** Everything held about the customer, recorded as a completed `export` request. */
  async export(customerId: number, now: Date): Promise<ExportResult> {
    const limit = await this.deps.rateLimits.hit(EXPORT_RATE_RULE, String(customerId), now);
    if (!limit.ok)
      return { ok: false, code: 'privacy.rate-limited', retryAfterSeconds: limit.retryAfterSeconds };
    return this.db.transaction(async (tx) => {
      await tx
        .insert(privacyRequests)
        .values({ customerId, kind: 'export', state: 'completed', createdAt: now, completedAt: now });
      const answer = await buildDataExport(tx, customerId, now, {
        dataKey: this.deps.dataKey,
        mailingList: this.deps.mailingListOn(tx),
      });
      return answer === undefined ? { ok: false, code: 'customer.not-found' } : { ok: true, export: answer };
    });
  }

  /** The pending deletion request, else the completed one, else null. */
  async deletionState(customerId: number): Promise<PrivacyRequest | null> {
    const [row] = await this.db
      .select()
      .from(privacyRequests)
      .where(
        and(
          eq(privacyRequests.customerId, customerId),
          eq(privacyRequests.kind, 'deletion'),
          inArray(privacyRequests.state, ['pending', 'completed']),
        ),
      )
      .orderBy(desc(privacyRequests.id))
      .limit(1);
    return row === undefined ? null : toPrivacyRequest(row);
  }

  /**
   * Records a deletion request once the password is right (checked and throttled like a sign-in).
   * Refused while a plan can still renew: the customer cancels it first (docs/decisions.md).
   */
  async requestDeletion(
    customerId: number,
    password: string,
    ip: string,
    now: Date,
  ): Promise<DeletionRequestResult> {
    const [customer] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    if (customer === undefined) return { ok: false, code: 'customer.not-found' };
    const check = await this.deps.auth.checkPassword(customer.email, password, ip, now);
    if (!check.ok)
      return check.code === 'auth.rate-limited' ? check : { ok: false, code: 'customer.wrong-password' };
    if (check.customer.id !== customerId) return { ok: false, code: 'customer.wrong-password' };
    const result = await this.db.transaction(async (tx): Promise<DeletionRequestResult> => {
      // The customer's row lock makes two requests at once queue, so only one is recorded.
      await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
      const [pending] = await tx
        .select({ id: privacyRequests.id })
        .from(privacyRequests)
        .where(
          and(
            eq(privacyRequests.customerId, customerId),
            eq(privacyRequests.kind, 'deletion'),
            eq(privacyRequests.state, 'pending'),
          ),
        );
      if (pending !== undefined) return { ok: false, code: 'privacy.deletion-pending' };
      const live = await tx
        .select({ id: subscriptions.id })
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.customerId, customerId),
            inArray(subscriptions.status, [...LIVE_PLAN_STATUSES]),
          ),
        );
      if (live.length > 0) return { ok: false, code: 'privacy.active-subscription' };
      const [row] = await tx
        .insert(privacyRequests)
        .values({ customerId, kind: 'deletion', state: 'pending', createdAt: now })
        .returning();
      if (row === undefined) throw new Error('privacy request not inserted');
      return { ok: true, request: toPrivacyRequest(row) };
    });
    if (result.ok)
      await this.deps.mail.send(customerId, 'deletion-requested', (to) =>
        deletionRequestedEmail(to, shopDay(now), this.deps.mail.publicUrl),
      );
    return result;
  }

  /** Withdraws the pending deletion request; false when there is none. */
  async withdrawDeletion(customerId: number, now: Date): Promise<boolean> {
    const withdrawn = await this.db
      .update(privacyRequests)
      .set({ state: 'withdrawn', completedAt: now })
      .where(
        and(
          eq(privacyRequests.customerId, customerId),
          eq(privacyRequests.kind, 'deletion'),
          eq(privacyRequests.state, 'pending'),
        ),
      )
      .returning({ id: privacyRequests.id });
    if (withdrawn.length === 0) return false;
    await this.deps.mail.send(customerId, 'deletion-withdrawn', (to) =>
      deletionWithdrawnEmail(to, this.deps.mail.publicUrl),
    );
    return true;
  }

  /**
   * For the back office: the requests, newest first, by kind and state (the pending deletions are
   * the staff's queue), each with its customer id and, once erased, the erasure's record.
   */
  async list(
    filter: { kind?: PrivacyRequestKind; state?: PrivacyRequestState; limit?: number; offset?: number } = {},
  ): Promise<(PrivacyRequest & { customer_id: number; outcome: Record<string, unknown> | null })[]> {
    const conditions = [
      ...(filter.kind === undefined ? [] : [eq(privacyRequests.kind, filter.kind)]),
      ...(filter.state === undefined ? [] : [eq(privacyRequests.state, filter.state)]),
    ];
    const rows = await this.db
      .select()
      .from(privacyRequests)
      .where(conditions.length === 0 ? undefined : and(...conditions))
      .orderBy(desc(privacyRequests.id))
      .limit(filter.limit ?? 50)
      .offset(filter.offset ?? 0);
    return rows.map((row) => ({
      ...toPrivacyRequest(row),
      customer_id: row.customerId,
      outcome: row.outcome ?? null,
    }));
  }

  /**
   * For the back office: runs the erasure of a pending (or already completed) deletion request in one
   * transaction and answers its record, which the caller stores in the audit log.
   */
  erase(
    customerId: number,
    requestId: number,
    now: Date,
    /** Runs in the erasure's transaction with its record (the back office's audit entry). */
    afterErase?: (tx: Db, record: ErasureRecord) => Promise<void>,
  ): Promise<ErasureResult> {
    return this.db.transaction(async (tx) => {
      const result = await eraseCustomer(
        tx,
        { customerId, requestId, now },
        { mailingListOn: this.deps.mailingListOn },
      );
      if (result.ok && afterErase !== undefined) await afterErase(tx, result.record);
      return result;
    });
  }

  /** The customer a request belongs to, or null (the back office names a request, not a customer). */
  async requestOwner(requestId: number): Promise<{ customerId: number; kind: string } | null> {
    const [row] = await this.db
      .select({ customerId: privacyRequests.customerId, kind: privacyRequests.kind })
      .from(privacyRequests)
      .where(eq(privacyRequests.id, requestId));
    return row ?? null;
  }
}
