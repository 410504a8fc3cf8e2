import type { DbExecutor } from './client.ts';

/**
 * A statement prepared once per database handle: Drizzle builds its SQL once, and PostgreSQL
 * plans the named statement once per connection. For the reads every signed call makes.
 */
export function preparedPerDb<Prepared>(prepare: (db: DbExecutor) => Prepared): (db: DbExecutor) => Prepared {
  const byDb = new WeakMap<DbExecutor, Prepared>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = prepare(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
