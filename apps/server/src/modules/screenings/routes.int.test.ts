import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { Screener } from '@screener/contracts/screener';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession, type SessionRow } from '../auth/sessions.ts';
import { enrollments } from '../enrollment/schema.ts';
import { films, media } from '../films/schema.ts';
import { pricingPlanScreenings, pricingPlans } from '../pricing/schema.ts';
import { screenerFilms, screeners } from './schema.ts';

const COUNTRY_HEADER = 'x-test-country';
const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let festivalId: number;
let session: SessionRow;
const ids: Record<string, number> = {};

type Insert = typeof screeners.$inferInsert;
async function event(
  key: string,
  values: Omit<Insert, 'companyId' | 'title'> & { companyId?: number; title?: string },
) {
  const [row] = await t.db
    .insert(screeners)
    .values({ companyId: festivalId, title: key, ...values })
    .returning({ id: screeners.id });
  ids[key] = row?.id ?? 0;
  return ids[key];
}

const t = useTestApp({ now: NOW, env: { GEO_COUNTRY_HEADER: COUNTRY_HEADER } });
const given = seededForFile(async () => {
  festivalId = (await createCompany(t.db, { timezone: 'Europe/London' })).id;
  const cinemaId = (await createCompany(t.db)).id;

  // 23 upcoming events a day apart, so the upcoming list has two pages of 20.
  for (let n = 1; n <= 23; n++) {
    await event(`Upcoming ${String(n).padStart(2, '0')}`, {
      screeningStartsAt: at(24 * n),
      screeningEndsAt: at(24 * n + 2),
      registrationEndsAt: at(24 * n),
    });
  }
  // London is on summer time: 23:30 UTC is already tomorrow there.
  await event('Later today', { screeningStartsAt: at(6), screeningEndsAt: at(8) });
  await event('After local midnight', { screeningStartsAt: at(11.5), screeningEndsAt: at(13) });
  await event('Running', { screeningStartsAt: at(-1), screeningEndsAt: at(1), registrationEndsAt: at(1) });
  await event('Ended this morning', { screeningStartsAt: at(-3), screeningEndsAt: at(-1) });
  await event('Past Aurora', {
    screeningStartsAt: at(-48),
    screeningEndsAt: at(-46),
    registrationEndsAt: at(-46),
  });
  await event('Past 100% Borealis', {
    screeningStartsAt: at(-72),
    screeningEndsAt: at(-70),
    registrationEndsAt: at(-70),
  });
  await event('Draft past', {
    screeningStartsAt: at(-72),
    screeningEndsAt: at(-70),
    registrationEndsAt: at(-70),
    status: 'draft',
  });
  await event('Draft upcoming', { screeningStartsAt: at(5), screeningEndsAt: at(6), status: 'draft' });
  await event('Vod for Israel', {
    screeningStartsAt: at(-240),
    screeningEndsAt: at(2400),
    isVodEvent: true,
    geoMode: 'allow',
    geoCountries: ['IL'],
  });
  await event('Vod not in the US', {
    screeningStartsAt: at(-200),
    screeningEndsAt: at(2400),
    isVodEvent: true,
    geoMode: 'block',
    geoCountries: ['US'],
  });
  await event('Vod everywhere', { screeningStartsAt: at(-100), screeningEndsAt: at(2400), isVodEvent: true });
  await event('Vod expired', { screeningStartsAt: at(-500), screeningEndsAt: at(-10), isVodEvent: true });
  await event('Cinema upcoming', { companyId: cinemaId, screeningStartsAt: at(30), screeningEndsAt: at(32) });
  await event('Past Aurora at the cinema', {
    companyId: cinemaId,
    screeningStartsAt: at(-48),
    screeningEndsAt: at(-46),
    registrationEndsAt: at(-46),
  });

  // Upcoming 01 has no thumbnail of its own, two films (the first with an HLS trailer), a plan and two viewers.
  const [first, second] = await t.db
    .insert(films)
    .values([
      { companyId: festivalId, title: 'First film', thumburls: ['https://img.test/first.png'] },
      { companyId: festivalId, title: 'Second film', trailerUrl: 'https://www.youtube.com/embed/abc' },
    ])
    .returning({ id: films.id });
  const [trailer] = await t.db
    .insert(media)
    .values({ filmId: first?.id ?? 0, kind: 'trailer', hlsPath: 'trailers/first.m3u8' })
    .returning({ id: media.id });
  /** The first film's HLS trailer, as the trailer route serves it. */
  const trailerUrl = `/trailers/${trailer?.id}/trailers/first.m3u8`;
  await t.db.insert(screenerFilms).values([
    { screenerId: ids['Upcoming 01'] ?? 0, filmId: second?.id ?? 0, position: 1 },
    { screenerId: ids['Upcoming 01'] ?? 0, filmId: first?.id ?? 0, position: 0 },
    { screenerId: ids['Draft upcoming'] ?? 0, filmId: first?.id ?? 0, position: 0 },
  ]);
  const [plan] = await t.db
    .insert(pricingPlans)
    .values({
      companyId: festivalId,
      type: PRICING_TYPES.single,
      name: 'Ticket',
      priceMinor: 1250,
      currency: 'EUR',
    })
    .returning({ id: pricingPlans.id });
  await t.db.insert(pricingPlanScreenings).values([
    { planId: plan?.id ?? 0, screenerId: ids['Upcoming 01'] ?? 0 },
    { planId: plan?.id ?? 0, screenerId: ids['Upcoming 02'] ?? 0 },
  ]);
  const viewer = await createConsumer(t.db, festivalId);
  const other = await createConsumer(t.db, festivalId);
  await t.db.insert(enrollments).values([
    { companyId: festivalId, consumerId: viewer.id, screenerId: ids['Upcoming 01'] ?? 0 },
    { companyId: festivalId, consumerId: other.id, screenerId: ids['Upcoming 01'] ?? 0 },
  ]);
  ({ session } = await openSession(t.db, { companyId: festivalId, consumerId: viewer.id, now: NOW }));
  return { cinemaId, trailerUrl };
});

type Options = { companyId?: number; country?: string; authorization?: string };
async function call(path: string, body: object = {}, options: Options = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${options.companyId ?? festivalId}/screenings/${path}`,
    payload: body,
    headers: {
      ...(options.country ? { [COUNTRY_HEADER]: options.country } : {}),
      ...(options.authorization ? { authorization: options.authorization } : {}),
    },
  });
}
async function list(path: string, body: object = {}, options: Options = {}) {
  const response = await call(path, body, options);
  expect(refusalCode(response)).toBeNull();
  return response.json().data as { data: Screener[]; last_page: number; total: number };
}
const titles = (page: { data: Screener[] }) => page.data.map((screener) => screener.title);

describe('guest/company/{companyId}/screenings lists', () => {
  it('pages the upcoming list by 20, soonest first, without drafts or other companies', async () => {
    const first = await list('upcoming');
    expect(first.total).toBe(25);
    expect(first.last_page).toBe(2);
    expect(first.data).toHaveLength(20);
    expect(titles(first).slice(0, 3)).toEqual(['Later today', 'After local midnight', 'Upcoming 01']);
    const second = await list('upcoming', { page: 2 });
    expect(titles(second)).toEqual([
      'Upcoming 19',
      'Upcoming 20',
      'Upcoming 21',
      'Upcoming 22',
      'Upcoming 23',
    ]);
    const all = [...titles(first), ...titles(second)];
    expect(all).not.toContain('Draft upcoming');
    expect(all).not.toContain('Cinema upcoming');
  });

  it('answers a page past the end with no rows and the true total', async () => {
    const page = await list('upcoming', { page: 9, perPage: 10 });
    expect(page).toMatchObject({ data: [], last_page: 3, total: 25 });
  });

  it('lists today by the company’s calendar day, including what runs now', async () => {
    expect(titles(await list('today'))).toEqual(['Ended this morning', 'Running', 'Later today']);
  });

  it('hides ended events from the ongoing list', async () => {
    expect(titles(await list('ongoing'))).toEqual(['Running']);
  });

  it('lists the archive newest first and searches it by title, % matching itself', async () => {
    expect(titles(await list('archive'))).toEqual(['Past Aurora', 'Past 100% Borealis']);
    expect(titles(await list('archive', { search: 'aurora' }))).toEqual(['Past Aurora']);
    expect(titles(await list('archive', { search: '100%' }))).toEqual(['Past 100% Borealis']);
    expect(titles(await list('archive', { search: '%' }))).toEqual(['Past 100% Borealis']);
  });

  it('keeps another company’s events apart', async () => {
    expect(titles(await list('archive', { search: 'aurora' }, { companyId: given.cinemaId }))).toEqual([
      'Past Aurora at the cinema',
    ]);
    expect(titles(await list('upcoming', {}, { companyId: given.cinemaId }))).toEqual(['Cinema upcoming']);
  });

  it('lists on-demand events still running, newest first, with search', async () => {
    expect(titles(await list('vod'))).toEqual(['Vod everywhere', 'Vod not in the US', 'Vod for Israel']);
    expect(titles(await list('vod', { search: 'israel' }))).toEqual(['Vod for Israel']);
  });

  it('flags geo blocking by the viewer’s country', async () => {
    const blockedIn = async (country: string) =>
      (await list('vod', {}, { country })).data
        .filter((item) => item.is_geo_blocked)
        .map((item) => item.title);
    expect(await blockedIn('US')).toEqual(['Vod not in the US', 'Vod for Israel']);
    expect(await blockedIn('IL')).toEqual([]);
    expect(await blockedIn('GB')).toEqual(['Vod for Israel']);
  });

  it('refuses a bad page with field messages', async () => {
    const response = await call('upcoming', { page: 0, perPage: 'many' });
    expect(refusalCode(response)).toBe(400);
    expect(Object.keys(response.json().error.details.fields).sort()).toEqual(['page', 'perPage']);
  });

  it('answers an unknown company with 404', async () => {
    expect(refusalCode(await call('upcoming', {}, { companyId: 999_999 }))).toBe(404);
  });
});

describe('an event as the lists show it', () => {
  it('falls back to the first film’s thumbnail and carries films, plans and counts', async () => {
    const [event] = (await list('upcoming', { perPage: 1, page: 3 })).data;
    expect(event).toMatchObject({
      title: 'Upcoming 01',
      thumbnail_url: 'https://img.test/first.png',
      num_of_enrollments: 2,
      is_vod_event: 0,
      is_event_started: false,
      is_enrolled: false,
      pivot: null,
    });
    expect(event?.films.map((film) => [film.title, film.trailer])).toEqual([
      ['First film', given.trailerUrl],
      ['Second film', 'https://www.youtube.com/embed/abc'],
    ]);
    expect(event?.monetization[String(PRICING_TYPES.single)]).toEqual([
      expect.objectContaining({
        name: 'Ticket',
        price: '12.50',
        currency: 'EUR',
        screening_ids: [ids['Upcoming 01'], ids['Upcoming 02']].sort((a = 0, b = 0) => a - b),
      }),
    ]);
  });

  it('marks the signed-in viewer’s enrollment', async () => {
    const authorization = signedHeader(session, NOW);
    const [event] = (await list('upcoming', { perPage: 1, page: 3 }, { authorization })).data;
    expect(event).toMatchObject({ is_enrolled: true, is_purchased: false, pivot: { purchase_id: null } });
  });

  it('treats a bad signature on an optional call as a guest', async () => {
    const authorization = signedHeader(session, NOW, { hash: 'f'.repeat(64) });
    const [event] = (await list('upcoming', { perPage: 1, page: 3 }, { authorization })).data;
    expect(event?.is_enrolled).toBe(false);
  });
});

describe('guest/company/{companyId}/screenings/get', () => {
  for (const path of ['get', 'getWithoutEnforce']) {
    it(`${path} reads a published event of the company with the viewer’s geo flag`, async () => {
      const response = await call(path, { id: ids['Vod for Israel'] }, { country: 'FR' });
      expect(refusalCode(response)).toBeNull();
      expect(response.json().data.screener).toMatchObject({
        title: 'Vod for Israel',
        is_geo_blocked: true,
        is_vod_event: 1,
      });
    });

    it(`${path} answers 404 for another company’s, a draft or an unknown event`, async () => {
      for (const id of [ids['Cinema upcoming'], ids['Draft upcoming'], 999_999]) {
        const response = await call(path, { id });
        expect(refusalCode(response)).toBe(404);
      }
    });
  }

  it('refuses a missing id', async () => {
    const response = await call('get', {});
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields.id).toHaveLength(1);
  });
});

describe('guest/company/{companyId}/screenings/get-geo-graphical-catalogue', () => {
  const catalogue = async (body: object, country: string) => {
    const response = await call('get-geo-graphical-catalogue', { screenerType: 'vod', ...body }, { country });
    expect(refusalCode(response)).toBeNull();
    return response.json().data as {
      geo_availability_overview: { total_events: number; geo_allowed: number; geo_blocked: number };
      screeners: { data: Screener[]; last_page: number };
    };
  };

  it('splits running on-demand events by the viewer’s country, with an overview', async () => {
    const available = await catalogue({ geoAvailability: 'available' }, 'US');
    expect(available.geo_availability_overview).toEqual({ total_events: 3, geo_allowed: 1, geo_blocked: 2 });
    expect(titles(available.screeners)).toEqual(['Vod everywhere']);
    const blocked = await catalogue({ geoAvailability: 'blocked' }, 'US');
    expect(titles(blocked.screeners)).toEqual(['Vod not in the US', 'Vod for Israel']);
    expect(blocked.screeners.data.every((item) => item.is_geo_blocked)).toBe(true);
    const inIsrael = await catalogue({ geoAvailability: 'blocked' }, 'IL');
    expect(inIsrael.geo_availability_overview.geo_blocked).toBe(0);
  });

  it('pages by 10 by default and searches', async () => {
    const page = await catalogue({ geoAvailability: 'blocked', search: 'israel', perPage: 1 }, 'GB');
    expect(titles(page.screeners)).toEqual(['Vod for Israel']);
    expect(page.screeners.last_page).toBe(1);
  });

  it('refuses an unknown availability', async () => {
    const response = await call('get-geo-graphical-catalogue', { geoAvailability: 'somewhere' });
    expect(refusalCode(response)).toBe(400);
  });
});

describe('guest/screenings/{companyId}/media', () => {
  it('lists the films of published events with their trailers', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guest/screenings/${festivalId}/media`,
      payload: {},
    });
    expect(refusalCode(response)).toBeNull();
    const mediaList = response.json().data.media as {
      title: string;
      trailer: string | null;
      screener_ids: number[];
    }[];
    expect(mediaList.map((film) => [film.title, film.trailer, film.screener_ids])).toEqual([
      ['Second film', 'https://www.youtube.com/embed/abc', [ids['Upcoming 01']]],
      ['First film', given.trailerUrl, [ids['Upcoming 01']]],
    ]);
    const cinema = await t.app.inject({
      method: 'POST',
      url: `/api/guest/screenings/${given.cinemaId}/media`,
      payload: {},
    });
    expect(cinema.json().data.media).toEqual([]);
  });
});
