import { eq, sql } from 'drizzle-orm';
import { type Db } from '../client';
import { rateLimits } from '../schema/rate-limits';

export interface WindowCount {
  count: number;
  windowStartedAt: Date;
}

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
}
