import {
  ADMIN_CUSTOMER_MESSAGES,
  ADMIN_ERROR_CODES,
  type AdminCustomerListQuery,
  type AdminCustomerResponse,
  type AdminCustomerSummary,
} from '@maplepack/api-contract';
import { toDecimalString } from '@maplepack/pricing';
import { asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { addresses, customers } from '../../db/schema/customers';
import { newsletterConsents, newsletterSubscribers } from '../../db/schema/newsletter';
import { orders } from '../../db/schema/orders';
import { privacyRequests } from '../../db/schema/privacy';
import { subscriptions } from '../../db/schema/subscriptions';
import { type PasswordResetService } from '../accounts/password-reset-service';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type StaffSession } from './admin-auth-service';
import { likeText, recordAudit } from './audit-log';

const nameOf = (row: { firstName: string; lastName: string }) => `${row.firstName} ${row.lastName}`.trim();

type AddressRow = typeof addresses.$inferSelect;
const toAddress = (row: AddressRow | undefined): AdminCustomerResponse['billing'] =>
  row === undefined
    ? null
    : {
        first_name: row.firstName,
        last_name: row.lastName,
        address_1: row.address1,
        address_2: row.address2,
        city: row.city,
        state: row.state,
        postcode: row.postcode,
        country: row.country,
        email: row.email,
        phone: row.phone,
      };

/**
 * The back office's customers (issue 18): search and a customer's page. It reads no password hash
 * and no survey answer (health data is the pharmacist's alone); the only action is the customer's own
 * "forgot password" e-mail, with its rate limits, and it is audited.
 */
export class AdminCustomerService {
  constructor(
    private readonly db: Db,
    private readonly passwordReset: Pick<PasswordResetService, 'request'>,
  ) {}

  async list(query: AdminCustomerListQuery): Promise<{ customers: AdminCustomerSummary[]; total: number }> {
    const search = query.search?.replace(/^#/, '').trim();
    let where: SQL | undefined;
    if (search !== undefined && search !== '') {
      const pattern = likeText(search);
      const text = or(
        ilike(customers.email, pattern),
        ilike(customers.firstName, pattern),
        ilike(customers.lastName, pattern),
      ) as SQL;
      where = /^\d{1,9}$/.test(search) ? (or(eq(customers.id, Number(search)), text) as SQL) : text;
    }
    const [total] = await this.db.select({ total: count() }).from(customers).where(where);
    const rows = await this.db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        language: customers.language,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(where)
      .orderBy(desc(customers.createdAt), desc(customers.id))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page);
    return {
      total: total?.total ?? 0,
      customers: rows.map((row) => ({
        id: row.id,
        email: row.email,
        name: nameOf(row),
        language: row.language,
        date_created: row.createdAt.toISOString(),
      })),
    };
  }

  async get(id: number): Promise<AdminCustomerResponse | undefined> {
    const [customer] = await this.db
      .select({
        id: customers.id,
        email: customers.email,
        firstName: customers.firstName,
        lastName: customers.lastName,
        language: customers.language,
        createdAt: customers.createdAt,
      })
      .from(customers)
      .where(eq(customers.id, id));
    if (customer === undefined) return undefined;
    const blocks = await this.db.select().from(addresses).where(eq(addresses.customerId, id));
    const orderRows = await this.db
      .select({
        id: orders.id,
        status: orders.status,
        totalCents: orders.totalCents,
        createdAt: orders.createdAt,
      })
      .from(orders)
      .where(eq(orders.customerId, id))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(100);
    const planRows = await this.db
      .select({
        id: subscriptions.id,
        status: subscriptions.status,
        nextPaymentDate: subscriptions.nextPaymentDate,
        totalCents: subscriptions.totalCents,
      })
      .from(subscriptions)
      .where(eq(subscriptions.customerId, id))
      .orderBy(desc(subscriptions.id));
    const [subscriber] = await this.db
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, customer.email.toLowerCase()));
    const consents =
      subscriber === undefined
        ? []
        : await this.db
            .select()
            .from(newsletterConsents)
            .where(eq(newsletterConsents.subscriberId, subscriber.id))
            .orderBy(asc(newsletterConsents.givenAt), asc(newsletterConsents.id));
    const requests = await this.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.customerId, id))
      .orderBy(desc(privacyRequests.createdAt), desc(privacyRequests.id));
    return {
      id: customer.id,
      email: customer.email,
      first_name: customer.firstName,
      last_name: customer.lastName,
      language: customer.language,
      date_created: customer.createdAt.toISOString(),
      billing: toAddress(blocks.find((row) => row.kind === 'billing')),
      shipping: toAddress(blocks.find((row) => row.kind === 'shipping')),
      orders: orderRows.map((row) => ({
        id: row.id,
        status: row.status as AdminCustomerResponse['orders'][number]['status'],
        total: toDecimalString(row.totalCents),
        date_created: row.createdAt.toISOString(),
      })),
      subscriptions: planRows.map((row) => ({
        id: row.id,
        status: row.status as AdminCustomerResponse['subscriptions'][number]['status'],
        next_payment_date: row.nextPaymentDate,
        total: toDecimalString(row.totalCents),
      })),
      mailing_list: {
        status: subscriber?.status ?? null,
        consents: consents.map((row) => ({
          kind: row.kind,
          given_at: row.givenAt.toISOString(),
          method: row.method,
          text: row.consentText,
          source: row.source,
        })),
      },
      privacy_requests: requests.map((row) => ({
        id: row.id,
        kind: row.kind,
        state: row.state,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * POST /admin/customers/{id}/password-reset: the customer's own "forgot password" e-mail (the same
   * key, link and lifetime, the same per-address and per-e-mail limits), then the audit entry.
   * Staff never see the key or the link.
   */
  async sendPasswordReset(
    id: number,
    who: StaffSession,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer & { retryAfterSeconds?: number }> {
    const [customer] = await this.db
      .select({ id: customers.id, email: customers.email })
      .from(customers)
      .where(eq(customers.id, id));
    if (customer === undefined)
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_CUSTOMER_MESSAGES.notFound);
    // The per-address limit counts per staff member (support shares one office address); the
    // per-e-mail limit is the customer's own, so staff cannot flood one mailbox either.
    const result = await this.passwordReset.request(customer.email, `staff:${who.staffId}`, now);
    if (!result.ok)
      return {
        ...errorAnswer(429, ADMIN_ERROR_CODES.rateLimited, 'Too many reset e-mails. Please try again later.'),
        retryAfterSeconds: result.retryAfterSeconds,
      };
    await recordAudit(this.db, {
      at: now,
      staffId: who.staffId,
      action: 'customer.password-reset-sent',
      targetType: 'customer',
      targetId: id,
      ip,
    });
    return { status: 200, body: { status: 200, message: ADMIN_CUSTOMER_MESSAGES.resetSent } };
  }
}
