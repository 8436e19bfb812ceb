import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_MESSAGES,
  checkNewPassword,
  postalCodeMatchesProvince,
  provinceOfPostalCode,
  type AccountAddress,
  type AccountAddressesRequest,
  type AccountAddressesResponse,
  type AddressInput,
  type AddressPreviewRequest,
  type AddressPreviewResponse,
  type PasswordChangeRequest,
} from '@maplepack/api-contract';
import { sql, eq } from 'drizzle-orm';
import { type Db } from '../../db/client';
import {
  CustomerRepository,
  type AddressKind,
  type CustomerRow,
} from '../../db/repositories/customer-repository';
import { SubscriptionEventRepository } from '../../db/repositories/subscription-event-repository';
import {
  SubscriptionRepository,
  type SubscriptionAggregate,
} from '../../db/repositories/subscription-repository';
import { customers } from '../../db/schema/customers';
import { isCommonPassword } from '../../security/common-passwords';
import { passwordChangedEmail } from '../../emails/account-emails';
import { type AccountMail } from './account-mail';
import { hashPassword } from '../../security/password-hash';
import { type AuthService } from './auth-service';
import { mergeAddress, type CustomerService } from './customer-service';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type AddressChangedEntry } from '../subscriptions/subscription-history';
import { lifecycleOf } from '../subscriptions/subscription-lifecycle';
import { shopDay } from '@maplepack/calendar';
import {
  priceSubscription,
  subscriptionColumns,
  subscriptionParts,
} from '../subscriptions/subscription-pricing';
import { renewalCouponCodes, type RenewalQuoter } from '../subscriptions/subscription-renewal-quote';
import { type PricerFactory } from '../subscriptions/subscription-update-service';

export type PasswordChangeResult =
  | { ok: true; customer: CustomerRow }
  | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number }
  | { ok: false; code: 'customer.not-found' | 'customer.wrong-password' | 'customer.same-password' }
  | { ok: false; code: 'customer.weak-password'; message: string };

const NOT_FOUND = errorAnswer(404, 'customer.not-found', 'Customer not found.');

/** Thrown inside the addresses' transaction to roll it back and answer `answer`. */
class Refusal extends Error {
  constructor(readonly answer: HttpAnswer) {
    super(`refused: ${answer.status}`);
  }
}

/** A plan that still renews (it has a next payment date and rules the API knows). */
const renews = (plan: SubscriptionAggregate) =>
  plan.subscription.nextPaymentDate !== null && lifecycleOf(plan.subscription) !== null;

/**
 * The account pages (issue 13) other than the plan: the password change and the addresses with the
 * plans' renewal re-priced for a new shipping destination. Access (owner only) is the route's check.
 */
export class AccountPageService {
  constructor(
    private readonly db: Db,
    private readonly auth: AuthService,
    private readonly customerService: CustomerService,
    private readonly quoter: RenewalQuoter,
    private readonly pricerFor: PricerFactory,
    private readonly mail: AccountMail,
  ) {}

  /**
   * The current password (throttled like a login), then the new one (the password rule, not the
   * same); the hash and a raised token version are written together, so every earlier session ends.
   * Answers the updated row for the caller's new token; the notice e-mail follows.
   */
  async changePassword(
    customerId: number,
    request: PasswordChangeRequest,
    ip: string,
    now: Date,
  ): Promise<PasswordChangeResult> {
    const [current] = await this.db.select().from(customers).where(eq(customers.id, customerId));
    if (current === undefined) return { ok: false, code: 'customer.not-found' };
    const check = await this.auth.checkPassword(current.email, request.current_password, ip, now);
    if (!check.ok)
      return check.code === 'auth.rate-limited' ? check : { ok: false, code: 'customer.wrong-password' };
    if (check.customer.id !== customerId) return { ok: false, code: 'customer.wrong-password' };
    if (request.password === request.current_password) return { ok: false, code: 'customer.same-password' };
    const strength = checkNewPassword(request.password, { email: current.email, isCommon: isCommonPassword });
    if (!strength.ok) return { ok: false, code: 'customer.weak-password', message: strength.message };
    const [updated] = await this.db
      .update(customers)
      .set({
        passwordHash: await hashPassword(request.password),
        tokenVersion: sql`${customers.tokenVersion} + 1`,
        updatedAt: now,
      })
      .where(eq(customers.id, customerId))
      .returning();
    if (updated === undefined) return { ok: false, code: 'customer.not-found' };
    await this.mail.send(customerId, 'password-changed', (to) =>
      passwordChangedEmail(to, this.mail.publicUrl),
    );
    return { ok: true, customer: updated };
  }

  /** POST /customers/{id}/addresses/preview: each renewing plan's next renewal now and with the new destination. */
  async previewAddresses(customerId: number, request: AddressPreviewRequest, now: Date): Promise<HttpAnswer> {
    const { postcode, city, state } = request.shipping;
    const province = provinceOfPostalCode(postcode);
    if (province === null || (state !== undefined && !postalCodeMatchesProvince(postcode, state)))
      return errorAnswer(400, ACCOUNT_ERROR_CODES.postalProvince, ACCOUNT_MESSAGES.postalProvince);
    const plans = (await new SubscriptionRepository(this.db).listByCustomer(customerId)).filter(renews);
    const body: AddressPreviewResponse = { province, postcode, plans: [] };
    for (const plan of plans) {
      const { subscription } = plan;
      body.plans.push({
        subscription_id: subscription.id,
        current: await this.quoter.quotePlan(plan, now),
        proposed: await this.quoter.quote({
          lines: plan.lines,
          postcode,
          city,
          couponCodes: renewalCouponCodes(subscription.metaData),
          date: subscription.nextPaymentDate ?? shopDay(now),
          now,
        }),
      });
    }
    return { status: 200, body };
  }

  /**
   * PUT /customers/{id}/addresses: saves the addresses; a new shipping address goes to every plan
   * that still renews, re-priced (shipping, taxes) for its province and postal code, each plan
   * under its row lock with an `address-changed` line in its history. The address and every plan
   * are written in ONE transaction: a plan that cannot be priced there (422) or a failure half way
   * leaves the address and all the plans as they were, never some plans at the old address's price.
   */
  async saveAddresses(customerId: number, request: AccountAddressesRequest, now: Date): Promise<HttpAnswer> {
    for (const address of [request.shipping, request.billing]) {
      if (address !== undefined && !postalCodeMatchesProvince(address.postcode, address.state))
        return errorAnswer(400, ACCOUNT_ERROR_CODES.postalProvince, ACCOUNT_MESSAGES.postalProvince);
    }
    // The schema's province pattern is the same list as the customer's address enum.
    const block = (address: AccountAddress): AddressInput => ({
      ...address,
      state: address.state as NonNullable<AddressInput['state']>,
      country: 'CA' as const,
    });
    let planIds: number[];
    try {
      planIds = await this.db.transaction(async (tx) => {
        const customerRows = new CustomerRepository(tx);
        if ((await customerRows.update(customerId, {}, now)) === undefined) throw new Refusal(NOT_FOUND);
        const blocks: [AddressKind, AccountAddress | undefined][] = [
          ['billing', request.billing],
          ['shipping', request.shipping],
        ];
        for (const [kind, address] of blocks) {
          if (address === undefined) continue;
          const current = await customerRows.address(customerId, kind);
          await customerRows.saveAddress(customerId, kind, mergeAddress(current, block(address)));
        }
        const plans = (await new SubscriptionRepository(tx).listByCustomer(customerId))
          .filter(renews)
          .map((plan) => plan.subscription.id)
          // One lock order for every caller that locks several plans.
          .sort((a, b) => a - b);
        if (request.shipping !== undefined) {
          for (const id of plans) await this.moveShipping(tx, id, customerId, request.shipping, now);
        }
        return plans;
      });
    } catch (error) {
      if (error instanceof Refusal) return error.answer;
      throw error;
    }
    const customer = await this.customerService.get(customerId);
    if (customer === undefined) return NOT_FOUND;
    const body: AccountAddressesResponse = { customer, plans: [] };
    const subscriptions = new SubscriptionRepository(this.db);
    for (const id of planIds) {
      const fresh = await subscriptions.byId(id);
      body.plans.push({
        subscription_id: id,
        renewal: fresh === undefined ? null : await this.quoter.quotePlan(fresh, now),
      });
    }
    return { status: 200, body };
  }

  /**
   * One plan's shipping address and its shipping and taxes, re-priced under the row lock, inside
   * the caller's transaction; a plan that cannot be priced for the address throws a 422 Refusal.
   */
  private async moveShipping(
    tx: Db,
    id: number,
    customerId: number,
    address: AccountAddress,
    now: Date,
  ): Promise<void> {
    const repository = new SubscriptionRepository(tx);
    const locked = await repository.lock(id);
    const current = await repository.byId(id);
    if (locked === undefined || current === undefined || locked.customerId !== customerId) return;
    const priced = await priceSubscription(
      this.pricerFor(tx),
      current.lines,
      address.postcode,
      address.city,
      now,
    );
    if (!priced.ok)
      throw new Refusal(
        errorAnswer(
          422,
          ACCOUNT_ERROR_CODES.planNotPriced,
          `${ACCOUNT_MESSAGES.planNotPriced} ${priced.message}`,
        ),
      );
    const shipping = {
      ...locked.shipping,
      first_name: address.first_name,
      last_name: address.last_name,
      address_1: address.address_1,
      address_2: address.address_2,
      city: address.city,
      state: priced.province,
      postcode: priced.postcode,
      country: 'CA',
      phone: address.phone,
    };
    await repository.replace(
      id,
      { shipping, updatedAt: now, ...subscriptionColumns(priced) },
      subscriptionParts(priced),
    );
    const was = locked.shipping;
    if (was['postcode'] === priced.postcode && was['city'] === address.city) return;
    const on = shopDay(now);
    const entry: AddressChangedEntry = {
      on,
      by: 'customer',
      kind: 'address-changed',
      city: address.city,
      province: priced.province,
      postcode: priced.postcode,
    };
    await new SubscriptionEventRepository(tx).append({
      subscriptionId: id,
      actor: 'customer',
      actorCustomerId: customerId,
      kind: entry.kind,
      day: on,
      entry: { ...entry },
      before: { city: was['city'] ?? '', province: was['state'] ?? '', postcode: was['postcode'] ?? '' },
      after: { city: address.city, province: priced.province, postcode: priced.postcode },
      createdAt: now,
    });
  }
}
