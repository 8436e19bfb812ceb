import { type Language, type PageResponse } from '@maplepack/api-contract';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { type PageRepository } from '../../db/repositories/page-repository';

/** Content pages by slug; cached under 'content:'. */
export class PageService {
  constructor(
    private readonly pages: PageRepository,
    private readonly cache: MemoryCache,
  ) {}

  /** The page in `language`; a page whose French is not written yet answers in English. */
  bySlug(slug: string, language: Language = 'en'): Promise<PageResponse | undefined> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.content}${slug}:${language}`, async () => {
      const row = await this.pages.bySlug(slug);
      if (row === undefined) return undefined;
      const french = language === 'fr' && row.titleFr !== null && row.acfFr !== null;
      return {
        id: row.id,
        slug: row.slug,
        title: { rendered: french ? (row.titleFr ?? row.title) : row.title },
        modified: row.updatedAt.toISOString(),
        acf: french ? (row.acfFr ?? row.acf) : row.acf,
      };
    });
  }

  /** Tells the cache a page changed: the next read loads it again in this process. */
  contentChanged(): void {
    this.cache.invalidate(CACHE_NAMESPACES.content);
  }
}
