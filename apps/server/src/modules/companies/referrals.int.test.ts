import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { affiliations } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festivalId = (await createCompany(t.db, { domain: 'festival.localhost' })).id;
  await createCompany(t.db, { domain: 'cinema.localhost' });
  return { festivalId };
});

const updateHits = (affiliation: unknown, host: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guest/company/referral/updateHits',
    payload: { affiliation },
    headers: { host },
  });

describe('guest/company/referral/updateHits', () => {
  it('creates the code on the first hit and counts every further one', async () => {
    const first = await updateHits('spring-news_1', 'festival.localhost');
    expect(refusalCode(first)).toBeNull();
    expect(first.json().data).toEqual({ affiliation: { code: 'spring-news_1', hits: 1 } });
    t.clock.advance(60_000);
    const second = await updateHits('spring-news_1', 'festival.localhost');
    expect(second.json().data.affiliation.hits).toBe(2);
    const [row] = await t.db
      .select()
      .from(affiliations)
      .where(and(eq(affiliations.companyId, given.festivalId), eq(affiliations.code, 'spring-news_1')));
    expect(row?.lastHitAt?.toISOString()).toBe('2026-06-01T12:01:00.000Z');
  });

  it('counts each company’s code on its own', async () => {
    const cinema = await updateHits('spring-news_1', 'cinema.localhost');
    expect(cinema.json().data.affiliation).toEqual({ code: 'spring-news_1', hits: 1 });
  });

  it('refuses codes that are empty, too long or hold other characters', async () => {
    for (const code of ['', 'a'.repeat(65), 'abc def', '<script>', 42]) {
      const response = await updateHits(code, 'festival.localhost');
      expect(refusalCode(response)).toBe(400);
      expect(response.json().error.details.fields.affiliation).toHaveLength(1);
    }
  });
});
