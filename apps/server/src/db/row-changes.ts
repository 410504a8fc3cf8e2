import { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/**
 * The channel on which tables whose readers keep rows in memory announce their changes (their
 * triggers, in the migrations); the payload is the readers' own.
 */
const ROW_CHANGES_CHANNEL = 'row_changes';

/** A change as its trigger announced it, or `lost` when changes may have gone unheard. */
export type RowChange = { payload: string } | { lost: true };

type RowChangeListener = (change: RowChange) => void;

const poolListeners = new WeakMap<pg.Pool, Set<RowChangeListener>>();

/**
 * Makes every connection of the pool listen for row changes before it is used: a connection that
 * commits a change hears its own announcement before the commit answers (PostgreSQL sends it
 * ahead of ReadyForQuery), so its node forgets a kept row before the writer's call returns; the
 * idle connections hear other nodes' changes. A connection lost may have missed some.
 */
export function listenForRowChanges(pool: pg.Pool): (client: pg.ClientBase) => Promise<void> {
  const listeners = new Set<RowChangeListener>();
  poolListeners.set(pool, listeners);
  const tell = (change: RowChange) => {
    for (const listener of listeners) listener(change);
  };
  pool.on('error', () => tell({ lost: true }));
  return async (client) => {
    // The pool listens for errors only on idle connections: a connection the database ends while a
    // call holds it (a restart in a transaction) would otherwise end the process with its error.
    // The call's own query fails and the pool drops the connection on release.
    client.on('error', () => tell({ lost: true }));
    client.on('notification', (message) => {
      if (message.channel === ROW_CHANGES_CHANNEL) tell({ payload: message.payload ?? '' });
    });
    await client.query(`listen ${ROW_CHANGES_CHANNEL}`);
  };
}

/**
 * Calls `listener` with each row change committed in the database `openDatabase` opened (its
 * `db`), this node's before its commit answers. Resolves once listening; the answer stops it.
 */
export async function onRowChange(db: object, listener: RowChangeListener): Promise<() => Promise<void>> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (client instanceof PGlite) {
    // One embedded database, one process: PGlite calls listeners as a statement completes.
    const unlisten = await client.listen(ROW_CHANGES_CHANNEL, (payload) => listener({ payload }));
    return () => unlisten();
  }
  const listeners = poolListeners.get(client);
  if (!listeners) throw new Error('the pool was not opened by openDatabase');
  listeners.add(listener);
  return async () => void listeners.delete(listener);
}
