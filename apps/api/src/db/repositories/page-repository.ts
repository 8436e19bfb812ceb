import { eq } from 'drizzle-orm';
import { type Db } from '../client';
import { contentPages } from '../schema/content';

export type PageRow = typeof contentPages.$inferSelect;

export class PageRepository {
  constructor(private readonly db: Db) {}

  async bySlug(slug: string): Promise<PageRow | undefined> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row;
  }
}
