import {
  adminContentHistoryResponseSchema,
  adminContentLanguageParamsSchema,
  adminContentListResponseSchema,
  adminContentPageSchema,
  adminContentParamsSchema,
  adminContentSaveBodySchema,
  adminContentVersionParamsSchema,
  type AdminContentHistoryResponse,
  type AdminContentListResponse,
  type AdminContentPage,
  type AdminContentSave,
  type EditablePageSlug,
  type Language,
} from '@maplepack/api-contract';
import { type CallOptions, type Http } from '../http';

const pagePath = (slug: EditablePageSlug) => `admin/content/${encodeURIComponent(slug)}`;

/** The back office's content pages (/api/v1/admin/content: the catalogue role and the owner). */
export function adminContentCalls(http: Http) {
  return {
    /** GET /admin/content: the pages staff edit. */
    async contentPages(options?: CallOptions): Promise<AdminContentListResponse> {
      const received = await http(
        { method: 'GET', path: 'admin/content', response: adminContentListResponseSchema },
        options,
      );
      return received.data;
    },

    /** GET /admin/content/{slug}: both languages of a page. */
    async contentPage(slug: EditablePageSlug, options?: CallOptions): Promise<AdminContentPage> {
      const received = await http(
        {
          method: 'GET',
          path: pagePath(slug),
          response: adminContentPageSchema,
          params: { schema: adminContentParamsSchema, value: { slug } },
        },
        options,
      );
      return received.data;
    },

    /** PUT /admin/content/{slug}/{lang}: ApiError 400 with the page schema's words on a bad field. */
    async saveContentPage(
      slug: EditablePageSlug,
      lang: Language,
      body: AdminContentSave,
      options?: CallOptions,
    ): Promise<AdminContentPage> {
      const received = await http(
        {
          method: 'PUT',
          path: `${pagePath(slug)}/${lang}`,
          response: adminContentPageSchema,
          params: { schema: adminContentLanguageParamsSchema, value: { slug, lang } },
          body: { schema: adminContentSaveBodySchema, value: body },
        },
        options,
      );
      return received.data;
    },

    /** GET /admin/content/{slug}/versions: every saved version, newest first. */
    async contentHistory(
      slug: EditablePageSlug,
      options?: CallOptions,
    ): Promise<AdminContentHistoryResponse> {
      const received = await http(
        {
          method: 'GET',
          path: `${pagePath(slug)}/versions`,
          response: adminContentHistoryResponseSchema,
          params: { schema: adminContentParamsSchema, value: { slug } },
        },
        options,
      );
      return received.data;
    },

    /** POST /admin/content/{slug}/versions/{id}/restore: the version becomes the page again (a new version). */
    async restoreContentVersion(
      slug: EditablePageSlug,
      id: number,
      options?: CallOptions,
    ): Promise<AdminContentPage> {
      const received = await http(
        {
          method: 'POST',
          path: `${pagePath(slug)}/versions/${encodeURIComponent(String(id))}/restore`,
          response: adminContentPageSchema,
          params: { schema: adminContentVersionParamsSchema, value: { slug, id } },
        },
        options,
      );
      return received.data;
    },
  };
}
