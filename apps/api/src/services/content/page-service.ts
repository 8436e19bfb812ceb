import { type PageResponse } from '@maplepack/api-contract';
import { CACHE_NAMESPACES, type MemoryCache } from '../../cache/memory-cache';
import { type PageRepository } from '../../db/repositories/page-repository';

/** Content pages by slug; cached under 'content:'. */
export class PageService {
  constructor(
    private readonly pages: PageRepository,
    private readonly cache: MemoryCache,
  ) {}

  bySlug(slug: string): Promise<PageResponse | undefined> {
    return this.cache.getOrLoad(`${CACHE_NAMESPACES.content}${slug}`, async () => {
      const row = await this.pages.bySlug(slug);
      if (row === undefined) return undefined;
      return {
        id: row.id,
        slug: row.slug,
        title: { rendered: row.title },
        modified: row.updatedAt.toISOString(),
        acf: row.acf,
      };
    });
  }
}
