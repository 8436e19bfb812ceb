import {
  META_DATA_LIMITS,
  checkNewPassword,
  type AddressInput,
  type CustomerCreateRequest,
  type CustomerResponse,
  type CustomerUpdateRequest,
  type Language,
} from '@maplepack/api-contract';
import {
  isUniqueViolation,
  type AddressFields,
  type AddressKind,
  type AddressRow,
  type CustomerRepository,
  type CustomerRow,
} from '../../db/repositories/customer-repository';
import { type MetaData } from '../../db/schema/customers';
import { isCommonPassword } from '../../security/common-passwords';
import { hashPassword } from '../../security/password-hash';
import { toCustomerResponse } from './customer-response';
import { type EmailChangeService } from './email-change-service';
import { RATE_RULES, type RateLimiter } from './rate-limiter';
import { generateUsername } from './username';

export type CustomerResult =
  | {
      ok: true;
      customer: CustomerResponse;
      /** Set when the e-mail changed: every session ended, so the caller's needs a new token. */
      renewSession?: CustomerRow;
    }
  | { ok: false; code: 'customer.email-taken' }
  | { ok: false; code: 'customer.not-found' }
  | { ok: false; code: 'customer.meta-data-full' }
  | { ok: false; code: 'customer.weak-password'; message: string }
  | { ok: false; code: 'customer.password-required' | 'customer.wrong-password' }
  | { ok: false; code: 'auth.rate-limited'; retryAfterSeconds: number };

/** A fresh username on a (rare) collision; after this many, something else is wrong. */
const USERNAME_ATTEMPTS = 5;

/** WooCommerce's meta_data update: entries replace those with the same key, new keys are added. */
export function mergeMetaData(current: MetaData, changes: MetaData): MetaData {
  const merged = new Map(current.map((entry) => [entry.key, entry] as const));
  for (const entry of changes) merged.set(entry.key, { key: entry.key, value: entry.value });
  return [...merged.values()];
}

/** An address input over the stored one: fields left out keep their stored value. */
export function mergeAddress(current: AddressRow | undefined, input: AddressInput): AddressFields {
  return {
    firstName: input.first_name ?? current?.firstName ?? '',
    lastName: input.last_name ?? current?.lastName ?? '',
    address1: input.address_1 ?? current?.address1 ?? '',
    address2: input.address_2 ?? current?.address2 ?? '',
    city: input.city ?? current?.city ?? '',
    state: input.state ?? current?.state ?? '',
    postcode: input.postcode ?? current?.postcode ?? '',
    country: 'CA',
    email: input.email ?? current?.email ?? '',
    phone: input.phone ?? current?.phone ?? '',
  };
}

/** Sign-up, profile and addresses. Access (owner only) is the route's check, not this service's. */
export class CustomerService {
  constructor(
    private readonly customers: CustomerRepository,
    private readonly limiter: RateLimiter,
    private readonly randomBytes: (size: number) => Buffer,
    private readonly emailChange: EmailChangeService,
  ) {}

  async get(id: number): Promise<CustomerResponse | undefined> {
    const row = await this.customers.byId(id);
    return row === undefined ? undefined : toCustomerResponse(row, await this.customers.addresses(id));
  }

  /** Creates the account; the username is always generated here, whatever the client sent. */
  /** `requestLanguage`: the request's Accept-Language, for a body that names no `language`. */
  async create(
    body: CustomerCreateRequest,
    ip: string,
    now: Date,
    requestLanguage: Language = 'en',
  ): Promise<CustomerResult> {
    const limit = await this.limiter.hit(RATE_RULES.signUpPerIp, ip, now);
    if (!limit.ok) return limit;
    const strength = checkNewPassword(body.password, { email: body.email, isCommon: isCommonPassword });
    if (!strength.ok) return { ok: false, code: 'customer.weak-password', message: strength.message };
    if (!(await this.emailChange.isAvailable(body.email, now)))
      return { ok: false, code: 'customer.email-taken' };
    const passwordHash = await hashPassword(body.password);
    for (let attempt = 1; ; attempt += 1) {
      const username = generateUsername(body.first_name, body.last_name, this.randomBytes);
      try {
        const row = await this.customers.create(
          {
            email: body.email,
            firstName: body.first_name,
            lastName: body.last_name,
            username,
            passwordHash,
            metaData: body.meta_data ?? [],
            language: body.language ?? requestLanguage,
          },
          now,
        );
        return { ok: true, customer: toCustomerResponse(row, []) };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        // A sign-up racing this one took the e-mail; otherwise the username collided: draw again.
        if ((await this.customers.byEmail(body.email)) !== undefined)
          return { ok: false, code: 'customer.email-taken' };
        if (attempt >= USERNAME_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Names, meta data and addresses; a new e-mail goes through the e-mail change (password, notice
   * to the old address, other sessions ended) before anything else is written.
   */
  async update(id: number, body: CustomerUpdateRequest, ip: string, now: Date): Promise<CustomerResult> {
    const current = await this.customers.byId(id);
    if (current === undefined) return { ok: false, code: 'customer.not-found' };
    // Entries merge by key, so the count is bounded on what is stored, not only on each request
    // (a record already past it may still change its keys, not add one).
    const metaData =
      body.meta_data === undefined ? undefined : mergeMetaData(current.metaData, body.meta_data);
    if (
      metaData !== undefined &&
      metaData.length > META_DATA_LIMITS.customerEntries &&
      metaData.length > current.metaData.length
    )
      return { ok: false, code: 'customer.meta-data-full' };
    let renewSession: CustomerRow | undefined;
    if (body.email !== undefined && body.email !== current.email) {
      const changed = await this.emailChange.change(current, body.email, body.current_password, ip, now);
      if (!changed.ok) return changed;
      renewSession = changed.customer;
    }
    await this.customers.update(
      id,
      {
        ...(body.first_name === undefined ? {} : { firstName: body.first_name }),
        ...(body.last_name === undefined ? {} : { lastName: body.last_name }),
        ...(metaData === undefined ? {} : { metaData }),
        ...(body.language === undefined ? {} : { language: body.language }),
      },
      now,
    );
    const blocks: [AddressKind, AddressInput | undefined][] = [
      ['billing', body.billing],
      ['shipping', body.shipping],
    ];
    for (const [kind, input] of blocks) {
      if (input !== undefined)
        await this.customers.saveAddress(
          id,
          kind,
          mergeAddress(await this.customers.address(id, kind), input),
        );
    }
    const customer = await this.get(id);
    if (customer === undefined) return { ok: false, code: 'customer.not-found' };
    return renewSession === undefined ? { ok: true, customer } : { ok: true, customer, renewSession };
  }
}
