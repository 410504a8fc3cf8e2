import type { PageTranslations } from '@screener/contracts/company-settings';
import type { LanguageCode } from '@screener/contracts/language';
import type { Page } from '@screener/contracts/page';
import { translatedTexts } from '@screener/contracts/translations';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { pages } from './schema.ts';

type PageRow = typeof pages.$inferSelect;

/** A page as the site shows it, its title and text in `language` where written. */
function toPageView(row: PageRow, language: LanguageCode): Page {
  const texts = translatedTexts({ title: row.title, html: row.description }, row.translations, language);
  return {
    slug: row.slug,
    title: texts.title,
    description: texts.html,
    is_external: row.isExternal,
    external_url: row.externalUrl,
  };
}

export async function findPage(
  db: DbExecutor,
  companyId: number,
  slug: string,
  language: LanguageCode,
): Promise<Page | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(ofCompany(pages, companyId), eq(pages.slug, slug)))
    .limit(1);
  return row ? toPageView(row, language) : null;
}

export async function listPages(db: DbExecutor, companyId: number, language: LanguageCode): Promise<Page[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(ofCompany(pages, companyId))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  return rows.map((row) => toPageView(row, language));
}

/** A page as the back-office edits it. */
export type EditablePage = { slug: string; title: string; html: string; translations: PageTranslations };

const editable = (row: PageRow): EditablePage => ({
  slug: row.slug,
  title: row.title,
  html: row.description,
  translations: row.translations,
});

export async function listEditablePages(db: DbExecutor, companyId: number): Promise<EditablePage[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(ofCompany(pages, companyId), eq(pages.isExternal, false)))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  return rows.map(editable);
}

/** A page to write: its translations left out keep the saved ones. */
export type PageWrite = Omit<EditablePage, 'translations'> & { translations: PageTranslations | undefined };

/**
 * Writes a page by slug, new or replaced; `html` and the translations must already be sanitised.
 * Answers the page before and after.
 */
export async function savePage(
  db: DbExecutor,
  companyId: number,
  page: PageWrite,
  now: Date,
): Promise<{ before: EditablePage | null; after: EditablePage }> {
  const where = and(ofCompany(pages, companyId), eq(pages.slug, page.slug));
  const [before] = await db.select().from(pages).where(where).for('update');
  const [after] = await db
    .insert(pages)
    .values({
      companyId,
      slug: page.slug,
      title: page.title,
      description: page.html,
      translations: page.translations ?? {},
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [pages.companyId, pages.slug],
      set: {
        title: page.title,
        description: page.html,
        ...(page.translations && { translations: page.translations }),
        isExternal: false,
        externalUrl: null,
        updatedAt: now,
      },
    })
    .returning();
  if (!after) throw new Error('page not saved');
  return { before: before ? editable(before) : null, after: editable(after) };
}

/** Removes a page; answers what it was, or null when there was none. */
export async function deletePage(
  db: DbExecutor,
  companyId: number,
  slug: string,
): Promise<EditablePage | null> {
  const [row] = await db
    .delete(pages)
    .where(and(ofCompany(pages, companyId), eq(pages.slug, slug)))
    .returning();
  return row ? editable(row) : null;
}
