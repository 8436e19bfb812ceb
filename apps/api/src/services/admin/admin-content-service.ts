import {
  ADMIN_CONTENT_MESSAGES,
  ADMIN_ERROR_CODES,
  EDITABLE_PAGE_SLUGS,
  type AdminContentPage,
  type AdminContentSave,
  type AdminContentSummary,
  type AdminContentVersion,
  type EditablePageSlug,
  type Language,
} from '@maplepack/api-contract';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { type Db } from '../../db/client';
import { contentPages, contentPageVersions } from '../../db/schema/content';
import { staff } from '../../db/schema/staff';
import { errorAnswer, type HttpAnswer } from '../http-answer';
import { type StaffSession } from './admin-auth-service';
import { recordAudit } from './audit-log';

type PageRow = typeof contentPages.$inferSelect;

export interface AdminContentDeps {
  /** Called once a save is committed: clears the page service's cache and the server render's pages. */
  contentChanged: () => void;
}

const toPage = (row: PageRow): AdminContentPage => ({
  slug: row.slug as EditablePageSlug,
  title: row.title,
  acf: row.acf,
  title_fr: row.titleFr,
  acf_fr: row.acfFr,
  updated_at: row.updatedAt.toISOString(),
});

/** One language of a page: what a version keeps and what the audit entry shows before and after. */
function languageOf(
  row: PageRow,
  language: Language,
): { title: string; acf: Record<string, unknown> } | null {
  if (language === 'en') return { title: row.title, acf: row.acf };
  return row.titleFr === null || row.acfFr === null ? null : { title: row.titleFr, acf: row.acfFr };
}

const columnsFor = (language: Language, title: string, acf: Record<string, unknown>) =>
  language === 'en' ? { title, acf } : { titleFr: title, acfFr: acf };

/**
 * Content pages for the catalogue role and the owner (issue 18): both languages, every save kept as
 * a version, restores being new versions, each change audited in its own transaction.
 */
export class AdminContentService {
  constructor(
    private readonly db: Db,
    private readonly deps: AdminContentDeps,
  ) {}

  async list(): Promise<AdminContentSummary[]> {
    const rows = await this.db
      .select()
      .from(contentPages)
      .where(inArray(contentPages.slug, [...EDITABLE_PAGE_SLUGS]))
      .orderBy(asc(contentPages.slug));
    return rows.map((row) => ({
      slug: row.slug as EditablePageSlug,
      title: row.title,
      title_fr: row.titleFr,
      updated_at: row.updatedAt.toISOString(),
    }));
  }

  async get(slug: EditablePageSlug): Promise<AdminContentPage | undefined> {
    const [row] = await this.db.select().from(contentPages).where(eq(contentPages.slug, slug));
    return row === undefined ? undefined : toPage(row);
  }

  async history(slug: EditablePageSlug): Promise<AdminContentVersion[] | undefined> {
    const [page] = await this.db
      .select({ id: contentPages.id })
      .from(contentPages)
      .where(eq(contentPages.slug, slug));
    if (page === undefined) return undefined;
    const rows = await this.db
      .select({ version: contentPageVersions, email: staff.email })
      .from(contentPageVersions)
      .leftJoin(staff, eq(staff.id, contentPageVersions.staffId))
      .where(eq(contentPageVersions.pageId, page.id))
      .orderBy(desc(contentPageVersions.savedAt), desc(contentPageVersions.id));
    return rows.map(({ version, email }) => ({
      id: version.id,
      language: version.language,
      title: version.title,
      acf: version.content,
      staff_email: email,
      saved_at: version.savedAt.toISOString(),
    }));
  }

  /** Saves one language of a page (already checked by its acf schema) as a new version. */
  save(
    slug: EditablePageSlug,
    language: Language,
    body: AdminContentSave,
    by: StaffSession,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    return this.write(slug, language, body, by, ip, now, 'content.updated', null);
  }

  /** Puts a saved version back, as a new version of its language ("Restore this version"). */
  async restore(
    slug: EditablePageSlug,
    versionId: number,
    by: StaffSession,
    ip: string,
    now: Date,
  ): Promise<HttpAnswer> {
    const [found] = await this.db
      .select({ version: contentPageVersions })
      .from(contentPageVersions)
      .innerJoin(contentPages, eq(contentPages.id, contentPageVersions.pageId))
      .where(and(eq(contentPageVersions.id, versionId), eq(contentPages.slug, slug)));
    if (found === undefined)
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_CONTENT_MESSAGES.versionNotFound);
    const { version } = found;
    return this.write(
      slug,
      version.language,
      { title: version.title, acf: version.content },
      by,
      ip,
      now,
      'content.restored',
      versionId,
    );
  }

  private async write(
    slug: EditablePageSlug,
    language: Language,
    body: AdminContentSave,
    by: StaffSession,
    ip: string,
    now: Date,
    action: 'content.updated' | 'content.restored',
    restoredFrom: number | null,
  ): Promise<HttpAnswer> {
    const saved = await this.db.transaction(async (tx) => {
      const [before] = await tx.select().from(contentPages).where(eq(contentPages.slug, slug)).for('update');
      if (before === undefined) return undefined;
      const previous = languageOf(before, language);
      // The seeded text becomes the first version the first time a language is saved, so the
      // history always holds what the page said before the back office changed it.
      const [kept] = await tx
        .select({ id: contentPageVersions.id })
        .from(contentPageVersions)
        .where(and(eq(contentPageVersions.pageId, before.id), eq(contentPageVersions.language, language)))
        .limit(1);
      if (kept === undefined && previous !== null)
        await tx.insert(contentPageVersions).values({
          pageId: before.id,
          language,
          title: previous.title,
          content: previous.acf,
          staffId: null,
          savedAt: before.updatedAt < now ? before.updatedAt : new Date(now.getTime() - 1),
        });
      const [after] = await tx
        .update(contentPages)
        .set({ ...columnsFor(language, body.title, body.acf), updatedAt: now })
        .where(eq(contentPages.id, before.id))
        .returning();
      if (after === undefined) throw new Error(`page ${slug} vanished in its own transaction`);
      const [version] = await tx
        .insert(contentPageVersions)
        .values({
          pageId: before.id,
          language,
          title: body.title,
          content: body.acf,
          staffId: by.staffId,
          savedAt: now,
        })
        .returning({ id: contentPageVersions.id });
      await recordAudit(tx, {
        at: now,
        staffId: by.staffId,
        action,
        targetType: 'content_page',
        targetId: slug,
        before: { language, ...previous },
        after: {
          language,
          title: body.title,
          acf: body.acf,
          version: version?.id,
          restored_from: restoredFrom,
        },
        ip,
      });
      return toPage(after);
    });
    if (saved === undefined)
      return errorAnswer(404, ADMIN_ERROR_CODES.notFound, ADMIN_CONTENT_MESSAGES.pageNotFound);
    this.deps.contentChanged();
    return { status: 200, body: saved };
  }
}
