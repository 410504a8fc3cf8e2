import type { Screener } from '@screener/contracts/screener';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openSession, type SessionRow } from '../modules/auth/sessions.ts';
import { screeners } from '../modules/screenings/schema.ts';
import { createCompany, createConsumer, signedHeader } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { seededForFile } from '../test/seeded-for-file.ts';
import { useTestApp } from '../test/test-app.ts';

const COUNTRY_HEADER = 'x-test-country';
const NOW = new Date('2026-06-01T12:00:00Z');
const TTL = 1000;

let companyId: number;
let session: SessionRow;

const t = useTestApp({
  now: NOW,
  env: { GUEST_ANSWER_CACHE_MS: String(TTL), GEO_COUNTRY_HEADER: COUNTRY_HEADER },
});
const given = seededForFile(async () => {
  companyId = (await createCompany(t.db)).id;
  const [row] = await t.db
    .insert(screeners)
    .values({
      companyId,
      title: 'Original',
      screeningStartsAt: new Date(NOW.getTime() + 86_400_000),
      screeningEndsAt: new Date(NOW.getTime() + 90_000_000),
    })
    .returning({ id: screeners.id });
  const eventId = row?.id ?? 0;
  const viewer = await createConsumer(t.db, companyId);
  ({ session } = await openSession(t.db, { companyId, consumerId: viewer.id, now: NOW }));
  return { eventId };
});

const rename = (title: string) =>
  t.db.update(screeners).set({ title }).where(eq(screeners.id, given.eventId));

async function upcomingTitles(options: { country?: string; signedIn?: boolean } = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${companyId}/screenings/upcoming`,
    payload: {},
    headers: {
      ...(options.country ? { [COUNTRY_HEADER]: options.country } : {}),
      ...(options.signedIn ? { authorization: signedHeader(session, t.clock.now()) } : {}),
    },
  });
  expect(refusalCode(response)).toBeNull();
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return (response.json().data.data as Screener[]).map((screener) => screener.title);
}

describe('the public part of list answers is shared for guestAnswerCacheMs (decision 0005)', () => {
  it('answers guests and signed-in viewers the shared list, other countries their own', async () => {
    expect(await upcomingTitles({ country: 'GB' })).toEqual(['Original']);
    await rename('Renamed');
    expect(await upcomingTitles({ country: 'GB' })).toEqual(['Original']);
    expect(await upcomingTitles({ country: 'FR' })).toEqual(['Renamed']);
    expect(await upcomingTitles({ country: 'GB', signedIn: true })).toEqual(['Original']);
    // Past twice the ttl the list is computed again before answering.
    t.clock.advance(2 * TTL);
    expect(await upcomingTitles({ country: 'GB' })).toEqual(['Renamed']);
  });
});
