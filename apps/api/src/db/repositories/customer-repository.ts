import { type Language } from '@maplepack/api-contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { addresses, customers, type MetaData } from '../schema/customers';

export type CustomerRow = typeof customers.$inferSelect;
export type AddressRow = typeof addresses.$inferSelect;
export type AddressKind = AddressRow['kind'];
export type AddressFields = Omit<AddressRow, 'id' | 'customerId' | 'kind'>;

export interface NewCustomer {
  email: string;
  firstName: string;
  lastName: string;
  username: string;
  passwordHash: string;
  metaData: MetaData;
  /** English when left out (an account opened at checkout). */
  language?: Language;
}

export interface CustomerChanges {
  email?: string;
  firstName?: string;
  lastName?: string;
  metaData?: MetaData;
  language?: Language;
}

/** PostgreSQL's unique_violation, from pg or PGlite (both expose `code`, possibly on `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

export class CustomerRepository {
  constructor(private readonly db: Db) {}

  async byId(id: number): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.id, id));
    return row;
  }

  /** The customer with this e-mail; e-mails are stored lower-case, so pass a normalised one. */
  async byEmail(email: string): Promise<CustomerRow | undefined> {
    const [row] = await this.db.select().from(customers).where(eq(customers.email, email));
    return row;
  }

  /** Inserts the customer; a taken e-mail or username throws a unique violation (isUniqueViolation). */
  async create(customer: NewCustomer, now: Date): Promise<CustomerRow> {
    const [row] = await this.db
      .insert(customers)
      .values({ ...customer, createdAt: now, updatedAt: now })
      .returning();
    if (row === undefined) throw new Error('insert returned no customer');
    return row;
  }

  async update(id: number, changes: CustomerChanges, now: Date): Promise<CustomerRow | undefined> {
    const [row] = await this.db
      .update(customers)
      .set({ ...changes, updatedAt: now })
      .where(eq(customers.id, id))
      .returning();
    return row;
  }

  /** Raises the token version: every token issued before stops working. */
  async revokeTokens(id: number): Promise<void> {
    await this.db
      .update(customers)
      .set({ tokenVersion: sql`${customers.tokenVersion} + 1` })
      .where(eq(customers.id, id));
  }

  async addresses(customerId: number): Promise<AddressRow[]> {
    return this.db.select().from(addresses).where(eq(addresses.customerId, customerId));
  }

  /** Creates or replaces the customer's billing or shipping address. */
  async saveAddress(customerId: number, kind: AddressKind, fields: AddressFields): Promise<void> {
    await this.db
      .insert(addresses)
      .values({ customerId, kind, ...fields })
      .onConflictDoUpdate({ target: [addresses.customerId, addresses.kind], set: fields });
  }

  async address(customerId: number, kind: AddressKind): Promise<AddressRow | undefined> {
    const [row] = await this.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.customerId, customerId), eq(addresses.kind, kind)));
    return row;
  }
}
