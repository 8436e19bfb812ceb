import { asc, eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import {
  newsletterConsents,
  newsletterFields,
  newsletterSubscribers,
  newsletterTags,
} from '../schema/newsletter';

export type SubscriberStatus = (typeof newsletterSubscribers.$inferSelect)['status'];

export interface SubscriberRecord {
  rowId: number;
  email: string;
  status: SubscriberStatus;
  fields: Record<string, string>;
  tags: { name: string; status: 'active' | 'inactive' }[];
}

export interface ConsentRecord {
  kind: 'express' | 'withdrawn';
  givenAt: Date;
  method: string;
  consentText: string;
  source: string;
  ip: string | null;
}

/** The local mailing list: subscribers, their merge fields and tags, and the consent ledger. */
export class NewsletterRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` on a repository bound to one transaction: all of its writes happen, or none. */
  async inTransaction<T>(work: (repository: NewsletterRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(new NewsletterRepository(tx)));
  }

  async byEmail(email: string): Promise<SubscriberRecord | undefined> {
    return this.load(eq(newsletterSubscribers.email, email));
  }

  /** By Mailchimp's subscriber hash: the MD5 of the lower-cased address (stored lower-cased). */
  async byHash(hash: string): Promise<SubscriberRecord | undefined> {
    return this.load(sql`md5(${newsletterSubscribers.email}) = ${hash}`);
  }

  /** Deletes the subscriber of this hash with its fields, tags and consents (they cascade). */
  async removeByHash(hash: string): Promise<boolean> {
    const gone = await this.db
      .delete(newsletterSubscribers)
      .where(sql`md5(${newsletterSubscribers.email}) = ${hash}`)
      .returning({ id: newsletterSubscribers.id });
    return gone.length > 0;
  }

  private async load(where: ReturnType<typeof eq>): Promise<SubscriberRecord | undefined> {
    const [row] = await this.db.select().from(newsletterSubscribers).where(where);
    if (row === undefined) return undefined;
    const fields = await this.db
      .select()
      .from(newsletterFields)
      .where(eq(newsletterFields.subscriberId, row.id));
    const tags = await this.db
      .select()
      .from(newsletterTags)
      .where(eq(newsletterTags.subscriberId, row.id))
      .orderBy(asc(newsletterTags.name));
    return {
      rowId: row.id,
      email: row.email,
      status: row.status,
      fields: Object.fromEntries(fields.map((field) => [field.name, field.value])),
      tags: tags.map((tag) => ({ name: tag.name, status: tag.status })),
    };
  }

  /** Inserts the subscriber or sets the status of the existing one; returns the row id. */
  async upsert(email: string, status: SubscriberStatus, now: Date): Promise<number> {
    const [row] = await this.db
      .insert(newsletterSubscribers)
      .values({ email, status, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({ target: newsletterSubscribers.email, set: { status, updatedAt: now } })
      .returning({ id: newsletterSubscribers.id });
    if (row === undefined) throw new Error('upsert returned no row');
    return row.id;
  }

  async setStatus(rowId: number, status: SubscriberStatus, now: Date): Promise<void> {
    await this.db
      .update(newsletterSubscribers)
      .set({ status, updatedAt: now })
      .where(eq(newsletterSubscribers.id, rowId));
  }

  async setFields(rowId: number, fields: Record<string, string>): Promise<void> {
    for (const [name, value] of Object.entries(fields)) {
      await this.db
        .insert(newsletterFields)
        .values({ subscriberId: rowId, name, value })
        .onConflictDoUpdate({
          target: [newsletterFields.subscriberId, newsletterFields.name],
          set: { value },
        });
    }
  }

  async setTags(
    rowId: number,
    tags: readonly { name: string; status: 'active' | 'inactive' }[],
    now: Date,
  ): Promise<void> {
    for (const tag of tags) {
      await this.db
        .insert(newsletterTags)
        .values({ subscriberId: rowId, name: tag.name, status: tag.status, updatedAt: now })
        .onConflictDoUpdate({
          target: [newsletterTags.subscriberId, newsletterTags.name],
          set: { status: tag.status, updatedAt: now },
        });
    }
  }

  /** Appends to the consent ledger; rows are never edited (CASL evidence). */
  async addConsent(rowId: number, consent: ConsentRecord): Promise<void> {
    await this.db.insert(newsletterConsents).values({ subscriberId: rowId, ...consent });
  }

  async consentsOf(rowId: number): Promise<ConsentRecord[]> {
    const rows = await this.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.subscriberId, rowId))
      .orderBy(asc(newsletterConsents.id));
    return rows.map(({ kind, givenAt, method, consentText, source, ip }) => ({
      kind: kind === 'withdrawn' ? 'withdrawn' : 'express',
      givenAt,
      method,
      consentText,
      source,
      ip,
    }));
  }
}
