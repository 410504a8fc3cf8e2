import type { AwardCategory, SaveCategoryRequest } from '@screener/contracts/ballots';
import { and, asc, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import { awardCategories } from './schema.ts';

const NAME_TAKEN = {
  fields: { name: ['A category of this name exists already'] },
};

export async function listCategories(db: DbExecutor, companyId: number): Promise<AwardCategory[]> {
  return db
    .select({ id: awardCategories.id, name: awardCategories.name })
    .from(awardCategories)
    .where(ofCompany(awardCategories, companyId))
    .orderBy(asc(awardCategories.name), asc(awardCategories.id));
}

/** A new category, or a category renamed; a name is one category's only. */
export async function saveCategory(
  db: DbExecutor,
  companyId: number,
  input: SaveCategoryRequest,
): Promise<AwardCategory> {
  try {
    const [row] =
      input.id === undefined
        ? await db
            .insert(awardCategories)
            .values({ companyId, name: input.name })
            .returning({ id: awardCategories.id, name: awardCategories.name })
        : await db
            .update(awardCategories)
            .set({ name: input.name })
            .where(and(eq(awardCategories.id, input.id), ofCompany(awardCategories, companyId)))
            .returning({ id: awardCategories.id, name: awardCategories.name });
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('VALIDATION_FAILED', { details: NAME_TAKEN });
    throw error;
  }
}
