import type { LRUCache } from 'lru-cache';
import type { DbExecutor } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';
import type { CompanyLookup } from '../../ports/company-lookup.ts';
import { type CompanyRow, findCompanyByDomain, findCompanyById } from './service.ts';

/**
 * How long a node answers a company from memory. Every call resolves its company (by host or
 * id), and a site's settings change rarely, so a few seconds' delay before another node sees a
 * change costs less than one query per call.
 */
export const COMPANY_CACHE_MS = 5000;
/** Far above the number of sites of one deployment; past it the least recently asked is dropped. */
const MAX_ENTRIES = 10_000;

/** The company lookup port (ports/company-lookup.ts), this node's copy. */
export type CompanyCache = CompanyLookup;

/**
 * Companies by id and by domain, one node's copy; an unknown id or domain is asked again each time.
 * While a row is being read, every call asking for it waits for that one read (lru-cache's fetch,
 * single flight), so an expiry under load costs one query, not one per waiting call.
 */
export function createCompanyCache(db: DbExecutor, clock: Clock, ttlMs = COMPANY_CACHE_MS): CompanyCache {
  const now = () => clock.now().getTime();
  // A row read one way is kept the other way too.
  const ids: LRUCache<number, CompanyRow> = createExpiringCache(now, {
    max: MAX_ENTRIES,
    ttl: ttlMs,
    fetchMethod: async (id) => {
      const row = await findCompanyById(db, id);
      if (row) domains.set(row.domain, row);
      return row ?? undefined;
    },
  });
  const domains: LRUCache<string, CompanyRow> = createExpiringCache(now, {
    max: MAX_ENTRIES,
    ttl: ttlMs,
    fetchMethod: async (domain) => {
      const row = await findCompanyByDomain(db, domain);
      if (row) ids.set(row.id, row);
      return row ?? undefined;
    },
  });
  return {
    byId: async (id) => (await ids.fetch(id, { forceRefresh: isExpired(ids, id) })) ?? null,
    byDomain: async (domain) =>
      (await domains.fetch(domain, { forceRefresh: isExpired(domains, domain) })) ?? null,
    forget: (row) => {
      ids.delete(row.id);
      domains.delete(row.domain);
    },
  };
}
