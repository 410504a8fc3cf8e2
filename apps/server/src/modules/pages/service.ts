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
