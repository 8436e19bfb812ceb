import { and, eq, isNull } from 'drizzle-orm';
import { SEED_PAGES } from '../../../seed/pages/all-pages';
import { type Db } from '../client';
import { contentPages } from '../schema/content';

/**
 * The content of every page slug in English and French; pages already present (perhaps edited) are
 * left as they are, but for a French version not written yet, which is added.
 */
export async function seedPages(db: Db): Promise<number> {
  const inserted = await db
    .insert(contentPages)
    .values(
      SEED_PAGES.map((page) => ({
        slug: page.slug,
        title: page.title,
        acf: page.acf,
        titleFr: page.fr?.title ?? null,
        acfFr: page.fr?.acf ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: contentPages.id });
  return inserted.length + (await seedMissingPageFrench(db));
}

/** The French of the pages whose French is still missing; a French version written since is kept. */
export async function seedMissingPageFrench(db: Db): Promise<number> {
  let filled = 0;
  for (const page of SEED_PAGES) {
    if (page.fr === undefined) continue;
    const updated = await db
      .update(contentPages)
      .set({ titleFr: page.fr.title, acfFr: page.fr.acf })
      .where(and(eq(contentPages.slug, page.slug), isNull(contentPages.titleFr)))
      .returning({ id: contentPages.id });
    filled += updated.length;
  }
  return filled;
}
