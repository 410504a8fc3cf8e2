import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
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

/** How many shapes of one statement a database handle keeps built. */
const SHAPES_KEPT = 64;

/**
 * A statement whose text depends on its shape (which filters a call sets, its sort), prepared once
 * per shape and database handle, its values sent as placeholders: a busy list builds no SQL per
 * call and PostgreSQL parses each shape once per connection. The statement's name is made from
 * the shape, so the same name always carries the same text on a connection.
 */
export function preparedPerShape<Shape extends object, Prepared extends object>(
  name: string,
  prepare: (db: DbExecutor, shape: Shape, statementName: string) => Prepared,
): (db: DbExecutor, shape: Shape) => Prepared {
  const byDb = new WeakMap<DbExecutor, LRUCache<string, Prepared>>();
  return (db, shape) => {
    let shapes = byDb.get(db);
    if (!shapes) {
      shapes = new LRUCache({ max: SHAPES_KEPT });
      byDb.set(db, shapes);
    }
    const key = JSON.stringify(shape);
    let prepared = shapes.get(key);
    if (!prepared) {
      const digest = createHash('sha256').update(key).digest('hex').slice(0, 16);
      prepared = prepare(db, shape, `${name}_${digest}`);
      shapes.set(key, prepared);
    }
    return prepared;
  };
}
