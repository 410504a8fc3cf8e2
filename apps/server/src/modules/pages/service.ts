import type { Page } from '@screener/contracts/page';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { pages } from './schema.ts';

type PageRow = typeof pages.$inferSelect;

function toPageView(row: PageRow): Page {
  return {
    slug: row.slug,
    title: row.title,
    description: row.description,
    is_external: row.isExternal,
    external_url: row.externalUrl,
  };
}

export async function findPage(db: DbExecutor, companyId: number, slug: string): Promise<Page | null> {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.slug, slug)))
    .limit(1);
  return row ? toPageView(row) : null;
}

export async function listPages(db: DbExecutor, companyId: number): Promise<Page[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(eq(pages.companyId, companyId))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  return rows.map(toPageView);
}

/** A page as the back-office edits it. */
export type EditablePage = { slug: string; title: string; html: string };

export async function listEditablePages(db: DbExecutor, companyId: number): Promise<EditablePage[]> {
  const rows = await db
    .select()
    .from(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.isExternal, false)))
    .orderBy(asc(pages.sortOrder), asc(pages.id));
  return rows.map((row) => ({ slug: row.slug, title: row.title, html: row.description }));
}

/** Writes a page by slug, new or replaced; `html` must already be sanitised. Answers the one before. */
export async function savePage(
  db: DbExecutor,
  companyId: number,
  page: EditablePage,
  now: Date,
): Promise<EditablePage | null> {
  const where = and(eq(pages.companyId, companyId), eq(pages.slug, page.slug));
  const [before] = await db.select().from(pages).where(where).for('update');
  await db
    .insert(pages)
    .values({
      companyId,
      slug: page.slug,
      title: page.title,
      description: page.html,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [pages.companyId, pages.slug],
      set: {
        title: page.title,
        description: page.html,
        isExternal: false,
        externalUrl: null,
        updatedAt: now,
      },
    });
  return before ? { slug: before.slug, title: before.title, html: before.description } : null;
}

/** Removes a page; answers what it was, or null when there was none. */
export async function deletePage(
  db: DbExecutor,
  companyId: number,
  slug: string,
): Promise<EditablePage | null> {
  const [row] = await db
    .delete(pages)
    .where(and(eq(pages.companyId, companyId), eq(pages.slug, slug)))
    .returning();
  return row ? { slug: row.slug, title: row.title, html: row.description } : null;
}
