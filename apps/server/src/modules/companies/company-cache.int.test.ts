import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle, DbExecutor } from '../../db/client.ts';
import { createFixedClock } from '../../lib/clock.ts';
import { createCompany } from '../../test/factories.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { COMPANY_CACHE_MS, createCompanyCache } from './company-cache.ts';
import { companies } from './schema.ts';

const START = new Date('2026-06-01T12:00:00Z');

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** Renames the company behind the cache's back, as another node would. */
const rename = (id: number, title: string) =>
  database.db.update(companies).set({ title }).where(eq(companies.id, id));

describe('createCompanyCache', () => {
  it('answers a company by id from memory until the ttl has passed', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock);
    const company = await createCompany(database.db, { title: 'Before' });
    expect((await cache.byId(company.id))?.title).toBe('Before');
    await rename(company.id, 'After');
    clock.advance(COMPANY_CACHE_MS - 1);
    expect((await cache.byId(company.id))?.title).toBe('Before');
    clock.advance(1);
    expect((await cache.byId(company.id))?.title).toBe('After');
  });

  it('answers a company by domain, and by id from the same read', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock);
    const company = await createCompany(database.db, { title: 'Host', domain: 'cache-host.localhost' });
    expect((await cache.byDomain('cache-host.localhost'))?.id).toBe(company.id);
    await rename(company.id, 'Renamed');
    expect((await cache.byDomain('cache-host.localhost'))?.title).toBe('Host');
    expect((await cache.byId(company.id))?.title).toBe('Host');
    clock.advance(COMPANY_CACHE_MS);
    expect((await cache.byDomain('cache-host.localhost'))?.title).toBe('Renamed');
  });

  it('reads again at once after forget, by id and by domain', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock);
    const company = await createCompany(database.db, { title: 'Old', domain: 'forget-host.localhost' });
    expect((await cache.byDomain('forget-host.localhost'))?.title).toBe('Old');
    await rename(company.id, 'New');
    cache.forget(company);
    expect((await cache.byDomain('forget-host.localhost'))?.title).toBe('New');
    expect((await cache.byId(company.id))?.title).toBe('New');
  });

  it('reads again when the clock moves back', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock);
    const company = await createCompany(database.db, { title: 'Early' });
    await cache.byId(company.id);
    await rename(company.id, 'Later');
    clock.advance(-1);
    expect((await cache.byId(company.id))?.title).toBe('Later');
  });

  it('asks again for an unknown id or domain instead of remembering that it was unknown', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock);
    expect(await cache.byDomain('new-site.localhost')).toBeNull();
    const company = await createCompany(database.db, { domain: 'new-site.localhost' });
    expect((await cache.byDomain('new-site.localhost'))?.id).toBe(company.id);
    expect(await cache.byId(company.id + 1000)).toBeNull();
  });

  it('keeps nothing when the ttl is 0', async () => {
    const clock = createFixedClock(START);
    const cache = createCompanyCache(database.db, clock, 0);
    const company = await createCompany(database.db, { title: 'Zero' });
    await cache.byId(company.id);
    await rename(company.id, 'At once');
    expect((await cache.byId(company.id))?.title).toBe('At once');
  });

  it('reads a company once for all the calls that ask while it is being read', async () => {
    const clock = createFixedClock(START);
    let selects = 0;
    const db = database.db;
    const counting: DbExecutor = Object.assign(Object.create(db) as DbExecutor, {
      select: ((...args: Parameters<DbExecutor['select']>) => {
        selects += 1;
        return db.select(...args);
      }) as DbExecutor['select'],
    });
    const cache = createCompanyCache(counting, clock);
    const company = await createCompany(db, { domain: 'burst.localhost' });
    const rows = await Promise.all(Array.from({ length: 20 }, () => cache.byDomain('burst.localhost')));
    expect(rows.every((row) => row?.id === company.id)).toBe(true);
    expect(selects).toBe(1);
    clock.advance(COMPANY_CACHE_MS);
    await Promise.all([cache.byId(company.id), cache.byId(company.id)]);
    expect(selects).toBe(2);
  });
});
