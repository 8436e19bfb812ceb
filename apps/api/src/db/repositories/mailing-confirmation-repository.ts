import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { mailingConfirmations, type PendingConsent } from '../schema/newsletter';

export type ConfirmationRow = typeof mailingConfirmations.$inferSelect;

export interface NewConfirmation {
  tokenHash: string;
  email: string;
  name: string | null;
  mergeFields: Record<string, string>;
  tags: string[];
  consent: PendingConsent;
  requestedAt: Date;
  expiresAt: Date;
}

/** A pending confirmation: not yet confirmed and not expired at `now`. */
const pendingAt = (now: Date) =>
  and(isNull(mailingConfirmations.confirmedAt), gt(mailingConfirmations.expiresAt, now));

/** Double opt-in requests (mailing_confirmations): only the hash of each link's token is stored. */
export class MailingConfirmationRepository {
  constructor(private readonly db: Db) {}

  async insert(values: NewConfirmation): Promise<number> {
    const [row] = await this.db
      .insert(mailingConfirmations)
      .values(values)
      .returning({ id: mailingConfirmations.id });
    if (row === undefined) throw new Error('insert returned no row');
    return row.id;
  }

  async byTokenHash(tokenHash: string): Promise<ConfirmationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mailingConfirmations)
      .where(eq(mailingConfirmations.tokenHash, tokenHash));
    return row;
  }

  async byId(id: number): Promise<ConfirmationRow | undefined> {
    const [row] = await this.db.select().from(mailingConfirmations).where(eq(mailingConfirmations.id, id));
    return row;
  }

  /**
   * Marks a pending confirmation confirmed, atomically: of two clicks racing, one gets the row and
   * the other undefined, so a link confirms once.
   */
  async claim(id: number, now: Date): Promise<ConfirmationRow | undefined> {
    const [row] = await this.db
      .update(mailingConfirmations)
      .set({ confirmedAt: now })
      .where(and(eq(mailingConfirmations.id, id), pendingAt(now)))
      .returning();
    return row;
  }

  /** Gives a claimed confirmation back when the provider failed, so the link can be followed again. */
  async release(id: number): Promise<void> {
    await this.db
      .update(mailingConfirmations)
      .set({ confirmedAt: null })
      .where(eq(mailingConfirmations.id, id));
  }

  /** Replaces the tags and fields of a still-pending confirmation; false when it is no longer pending. */
  async updatePending(
    id: number,
    changes: { tags: string[]; mergeFields: Record<string, string> },
    now: Date,
  ): Promise<boolean> {
    const rows = await this.db
      .update(mailingConfirmations)
      .set(changes)
      .where(and(eq(mailingConfirmations.id, id), pendingAt(now)))
      .returning({ id: mailingConfirmations.id });
    return rows.length > 0;
  }

  /** Ends every pending confirmation of the address with this subscriber hash (an unsubscribe). */
  async expirePendingOf(subscriberHash: string, now: Date): Promise<void> {
    await this.db
      .update(mailingConfirmations)
      .set({ expiresAt: now })
      .where(and(sql`md5(${mailingConfirmations.email}) = ${subscriberHash}`, pendingAt(now)));
  }
}
