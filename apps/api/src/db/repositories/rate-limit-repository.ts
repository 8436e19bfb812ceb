import { eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { rateLimits } from '../schema/rate-limits';

export interface WindowCount {
  count: number;
  windowStartedAt: Date;
}

/** The result of `attempt`: admitted as the `count`-th of its window, or refused until `blockedUntil`. */
export type Attempt = { admitted: true; count: number } | { admitted: false; blockedUntil: Date };

export class RateLimitRepository {
  constructor(private readonly db: Db) {}

  /**
   * Counts one hit in `key`'s window, starting a new window when the stored one began at or before
   * `windowStartCutoff`. One atomic upsert, so concurrent instances never lose a hit.
   */
  async hit(key: string, now: Date, windowStartCutoff: Date): Promise<WindowCount> {
    const nowText = now.toISOString();
    const stale = sql`${rateLimits.windowStartedAt} <= ${windowStartCutoff.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${stale} then 1 else ${rateLimits.count} + 1 end`,
          windowStartedAt: sql`case when ${stale} then ${nowText}::timestamptz else ${rateLimits.windowStartedAt} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt });
    if (row === undefined) throw new Error('rate-limit upsert returned no row');
    return row;
  }

  async get(key: string): Promise<WindowCount | undefined> {
    const [row] = await this.db
      .select({ count: rateLimits.count, windowStartedAt: rateLimits.windowStartedAt })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    return row;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /**
   * Growing delays (failed logins): refuses while `key` is blocked; otherwise counts the attempt
   * (a new window when the stored one began at or before `windowStartCutoff`) and blocks the key for
   * `delaySeconds(count)` from `now`. The row is locked for the decision, so of concurrent attempts
   * only those the count allows get through.
   */
  async attempt(
    key: string,
    now: Date,
    windowStartCutoff: Date,
    delaySeconds: (count: number) => number,
  ): Promise<Attempt> {
    return this.db.transaction(async (tx) => {
      await tx
        .insert(rateLimits)
        .values({ key, count: 0, windowStartedAt: now })
        .onConflictDoNothing({ target: rateLimits.key });
      const [row] = await tx.select().from(rateLimits).where(eq(rateLimits.key, key)).for('update');
      if (row === undefined) throw new Error('rate-limit row vanished inside its transaction');
      const stale = row.windowStartedAt.getTime() <= windowStartCutoff.getTime();
      if (!stale && row.blockedUntil !== null && row.blockedUntil.getTime() > now.getTime()) {
        return { admitted: false, blockedUntil: row.blockedUntil };
      }
      const count = stale ? 1 : row.count + 1;
      const delay = delaySeconds(count);
      await tx
        .update(rateLimits)
        .set({
          count,
          windowStartedAt: stale ? now : row.windowStartedAt,
          blockedUntil: delay > 0 ? new Date(now.getTime() + delay * 1000) : null,
        })
        .where(eq(rateLimits.key, key));
      return { admitted: true, count };
    });
  }

  /** Until when `key` refuses attempts, if its window began after `windowStartCutoff` and it is blocked. */
  async blockedUntil(key: string, windowStartCutoff: Date): Promise<Date | null> {
    const [row] = await this.db
      .select({ windowStartedAt: rateLimits.windowStartedAt, blockedUntil: rateLimits.blockedUntil })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    if (row === undefined || row.windowStartedAt.getTime() <= windowStartCutoff.getTime()) return null;
    return row.blockedUntil;
  }

  /**
   * Takes back one attempt `attempt` counted (it turned out to be a success): one fewer in the
   * count, and no block once the count is back within `freeCount`.
   */
  async release(key: string, freeCount: number): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({
        count: sql`greatest(${rateLimits.count} - 1, 0)`,
        blockedUntil: sql`case when ${rateLimits.count} - 1 <= ${freeCount}::int then null else ${rateLimits.blockedUntil} end`,
      })
      .where(eq(rateLimits.key, key));
  }

  /** Records that `key` happened at `now` (a sign-in from an address): its window starts again. */
  async touch(key: string, now: Date): Promise<void> {
    await this.db
      .insert(rateLimits)
      .values({ key, count: 1, windowStartedAt: now })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: { count: sql`${rateLimits.count} + 1`, windowStartedAt: now },
      });
  }

  /** Forgets every key that starts with `prefix` (not a LIKE pattern: e-mails may hold `_` and `%`). */
  async clearPrefix(prefix: string): Promise<void> {
    await this.db.delete(rateLimits).where(sql`left(${rateLimits.key}, ${prefix.length}::int) = ${prefix}`);
  }
}
