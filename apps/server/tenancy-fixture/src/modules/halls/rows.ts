import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { halls } from './schema.ts';

// Found: companyId compared by hand.
export const byHand = (db: DbExecutor, companyId: number) =>
  db.select().from(halls).where(eq(halls.companyId, companyId));

// Found: a select with no tenant condition.
export const anyCompany = (db: DbExecutor, id: number) => db.select().from(halls).where(eq(halls.id, id));

// Found: an update and a delete with no tenant condition.
export const rename = (db: DbExecutor, id: number, name: string) =>
  db.update(halls).set({ name }).where(eq(halls.id, id));
export const remove = (db: DbExecutor, id: number) => db.delete(halls).where(eq(halls.id, id));

// Passes: the condition in the query.
export const scoped = (db: DbExecutor, companyId: number, id: number) =>
  db
    .select()
    .from(halls)
    .where(and(ofCompany(halls, companyId), eq(halls.id, id)));

// Passes: the condition built once in the file and named by the query.
const hallOf = (companyId: number, id: number) => and(ofCompany(halls, companyId), eq(halls.id, id));
export const named = (db: DbExecutor, companyId: number, id: number) =>
  db.select().from(halls).where(hallOf(companyId, id));

// Passes: said why.
export const everyCompany = (db: DbExecutor) =>
  // tenancy: the nightly count runs over every company
  db.select().from(halls);
