import { SEED_PAGES } from '../../../seed/pages/all-pages';
import { type Db } from '../client';
import { contentPages } from '../schema/content';

/** The content of every page slug; pages already present (perhaps edited) are left as they are. */
export async function seedPages(db: Db): Promise<number> {
  const inserted = await db
    .insert(contentPages)
    .values(SEED_PAGES.map((page) => ({ slug: page.slug, title: page.title, acf: page.acf })))
    .onConflictDoNothing()
    .returning({ id: contentPages.id });
  return inserted.length;
}
