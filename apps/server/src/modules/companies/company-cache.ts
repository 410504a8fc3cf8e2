import type { DbExecutor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { type CompanyRow, findCompanyByDomain, findCompanyById } from './service.ts';

/**
 * How long a node answers a company from memory. Every call resolves its company (by host or
 * id), and a site's settings change rarely, so a few seconds' delay before another node sees a
 * change costs less than one query per call.
 */
export const COMPANY_CACHE_MS = 5000;
/** Far above the number of sites of one deployment; past it the cache starts over. */
const MAX_ENTRIES = 10_000;

export type CompanyCache = {
  byId(id: number): Promise<CompanyRow | null>;
  byDomain(domain: string): Promise<CompanyRow | null>;
};

type Entry = { row: CompanyRow; storedAt: number };

/**
 * Companies by id and by domain, one node's copy; an unknown id or domain is asked again each time.
 * While a row is being read, every call asking for it waits for that one read (single flight), so
 * an expiry under load costs one query, not one per waiting call.
 */
export function createCompanyCache(db: DbExecutor, clock: Clock, ttlMs = COMPANY_CACHE_MS): CompanyCache {
  const byId = new Map<number, Entry>();
  const byDomain = new Map<string, Entry>();
  const reading = new Map<string, Promise<CompanyRow | null>>();
  const readOnce = (key: string, read: () => Promise<CompanyRow | null>, now: number) => {
    let pending = reading.get(key);
    if (!pending) {
      pending = read()
        .then((row) => remember(row, now))
        .finally(() => reading.delete(key));
      reading.set(key, pending);
    }
    return pending;
  };
  const fresh = (entry: Entry | undefined, now: number) =>
    entry && now >= entry.storedAt && now - entry.storedAt < ttlMs ? entry.row : null;
  const remember = (row: CompanyRow | null, now: number) => {
    if (!row) return null;
    if (byId.size >= MAX_ENTRIES) {
      byId.clear();
      byDomain.clear();
    }
    const entry = { row, storedAt: now };
    byId.set(row.id, entry);
    byDomain.set(row.domain, entry);
    return row;
  };
  return {
    async byId(id) {
      const now = clock.now().getTime();
      return fresh(byId.get(id), now) ?? readOnce(`id:${id}`, () => findCompanyById(db, id), now);
    },
    async byDomain(domain) {
      const now = clock.now().getTime();
      return (
        fresh(byDomain.get(domain), now) ??
        readOnce(`domain:${domain}`, () => findCompanyByDomain(db, domain), now)
      );
    },
  };
}
