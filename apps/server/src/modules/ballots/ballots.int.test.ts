import type {
  AwardCategory,
  BallotResponse,
  CompetitionResponse,
  PublicResultsResponse,
  ResultsResponse,
} from '@screener/contracts/ballots';
import type { Company } from '@screener/contracts/company';
import { toApiDateTime } from '@screener/contracts/dates';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import type { LanguageCode } from '@screener/contracts/language';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createConsumer, guestHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import type { SessionRow } from '../auth/sessions.ts';
import { films, media } from '../films/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { auditLog } from '../staff/schema.ts';
import { callStaff, createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { bookings } from '../venues/schema.ts';
import { analyticsEvents } from '../watch/schema.ts';
import { callApi, createWatchEvent, createWatchSite } from '../watch/test-fixtures.ts';
import { awardCategories, ballotVotes } from './schema.ts';

const HOST = 'ballots.localhost';
const OTHER_HOST = 'elsewhere.localhost';
const START = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;
/** Every film of the tests runs ten minutes: half is 300 seconds. */
const FILM_SECONDS = 600;

const code = (name: keyof typeof ERROR_CATALOGUE) => ERROR_CATALOGUE[name].code;

let feature: AwardCategory;
let shorts: AwardCategory;

const admin = <T>(path: string, body: object, token = given.owner, host = HOST) =>
  staffCall<T>(t, host, `admin/ballots/${path}`, body, token);
const ballot = (session: SessionRow, id = given.screenerId, host = HOST) =>
  callApi<BallotResponse>(t, host, 'ballot/get', { screener_id: id }, session);
const vote = (session: SessionRow, filmId: number, rating: number, host = HOST) =>
  callApi<{ film_id: number; my_rating: number }>(
    t,
    host,
    'ballot/vote',
    { screener_id: given.screenerId, film_id: filmId, rating },
    session,
  );

/** A viewer of the site with a live session. */
async function newViewer() {
  const viewer = await createConsumer(t.db, given.site.company.id);
  return { viewer, session: await given.site.open(viewer.id) };
}

/** The player's film beats of a viewer: `seconds` watched of a film of the event. */
async function watched(consumerId: number, filmId: number, seconds: number) {
  await t.db.insert(analyticsEvents).values({
    companyId: given.site.company.id,
    screenerId: given.screenerId,
    filmId,
    consumerId,
    sessionId: `s-${consumerId}`,
    entityType: 'video',
    watchSeconds: seconds,
    playLength: seconds,
    createdAt: t.clock.now(),
  });
}

async function votesOf(consumerId: number) {
  return t.db
    .select({ filmId: ballotVotes.filmId, rating: ballotVotes.rating })
    .from(ballotVotes)
    .where(eq(ballotVotes.consumerId, consumerId));
}

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const other = await createWatchSite(t, OTHER_HOST);
  const owner = (await createStaff(t, site.company.id, 'owner')).token;
  const boxOffice = (await createStaff(t, site.company.id, 'box_office')).token;
  const event = await createWatchEvent(
    t.db,
    site.company.id,
    { screeningStartsAt: START, screeningEndsAt: new Date(START.getTime() + 3 * HOUR) },
    { films: 3 },
  );
  const screenerId = event.screener.id;
  const filmIds: number[] = event.filmIds;
  await t.db.update(media).set({ durationSeconds: FILM_SECONDS }).where(inArray(media.filmId, filmIds));
  return { site, other, owner, boxOffice, screenerId, filmIds };
});

const film = (index: number) => given.filmIds[index] ?? 0;

describe('award categories', () => {
  it('are created, renamed and listed by name, one name per category', async () => {
    const created = await admin<{ category: AwardCategory }>('categories/save', { name: 'Best shorts' });
    expect(refusalCode(created)).toBeNull();
    shorts = created.data.category;
    feature = (await admin<{ category: AwardCategory }>('categories/save', { name: 'Best feature film' }))
      .data.category;
    const renamed = await admin<{ category: AwardCategory }>('categories/save', {
      id: shorts.id,
      name: 'Best short film',
    });
    expect(renamed.data.category).toEqual({ id: shorts.id, name: 'Best short film' });
    shorts = renamed.data.category;
    const twice = await admin('categories/save', { name: 'Best short film' });
    expect(refusalCode(twice)).toBe(code('VALIDATION_FAILED'));
    const list = await admin<{ categories: AwardCategory[] }>('categories/list', {});
    expect(list.data.categories).toEqual([feature, shorts]);
  });

  it('are the company’s own: another company lists none of them and cannot rename one', async () => {
    const otherOwner = (await createStaff(t, given.other.company.id, 'owner')).token;
    const list = await admin<{ categories: AwardCategory[] }>('categories/list', {}, otherOwner, OTHER_HOST);
    expect(list.data.categories).toEqual([]);
    const rename = await admin('categories/save', { id: feature.id, name: 'Taken' }, otherOwner, OTHER_HOST);
    expect(refusalCode(rename)).toBe(code('NOT_FOUND'));
    const again = await admin<{ categories: AwardCategory[] }>('categories/list', {});
    expect(again.data.categories.map((category) => category.name)).toContain('Best feature film');
  });
});

describe('films in competition and the voting window', () => {
  it('saves which films compete in which category and when each category takes votes', async () => {
    const saved = await admin<CompetitionResponse>('competition/save', {
      screener_id: given.screenerId,
      films: [
        { film_id: film(0), category_ids: [feature.id, shorts.id] },
        { film_id: film(1), category_ids: [feature.id] },
      ],
      windows: [
        {
          category_id: feature.id,
          opens_at: toApiDateTime(new Date(START.getTime() + HOUR)),
          closes_at: toApiDateTime(new Date(START.getTime() + 5 * HOUR)),
        },
        {
          category_id: shorts.id,
          opens_at: toApiDateTime(new Date(START.getTime() + HOUR)),
          closes_at: toApiDateTime(new Date(START.getTime() + 4 * HOUR)),
        },
      ],
    });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.data.films.map((item) => item.category_ids.length)).toEqual([2, 1, 0]);
    const read = await admin<CompetitionResponse>('competition/get', { screener_id: given.screenerId });
    expect(read.data).toEqual(saved.data);
  });

  it('refuses a film of another event, an unknown category and a window closing before it opens', async () => {
    const otherEvent = await createWatchEvent(t.db, given.site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: new Date(START.getTime() + HOUR),
    });
    const base = { screener_id: given.screenerId, windows: [] };
    const foreignFilm = await admin('competition/save', {
      ...base,
      films: [{ film_id: otherEvent.filmIds[0], category_ids: [feature.id] }],
    });
    expect(refusalCode(foreignFilm)).toBe(code('VALIDATION_FAILED'));
    const unknownCategory = await admin('competition/save', {
      ...base,
      films: [{ film_id: film(0), category_ids: [999_999] }],
    });
    expect(refusalCode(unknownCategory)).toBe(code('VALIDATION_FAILED'));
    const backwards = await admin('competition/save', {
      ...base,
      films: [],
      windows: [
        { category_id: feature.id, opens_at: '2026-06-02 10:00:00', closes_at: '2026-06-02 09:00:00' },
      ],
    });
    expect(refusalCode(backwards)).toBe(code('VALIDATION_FAILED'));
    const unchanged = await admin<CompetitionResponse>('competition/get', { screener_id: given.screenerId });
    expect(unchanged.data.films.map((item) => item.category_ids.length)).toEqual([2, 1, 0]);
    expect(unchanged.data.windows).toHaveLength(2);
  });

  it('is another company’s event to no one: NOT_FOUND', async () => {
    const otherOwner = (await createStaff(t, given.other.company.id, 'owner')).token;
    const read = await admin('competition/get', { screener_id: given.screenerId }, otherOwner, OTHER_HOST);
    expect(refusalCode(read)).toBe(code('NOT_FOUND'));
  });
});

describe('ballot/get and ballot/vote', () => {
  it('lists the films in competition, closed before the window opens and not yet eligible', async () => {
    const answer = await ballot(given.site.viewerSession);
    expect(refusalCode(answer)).toBeNull();
    expect(answer.body.data.open).toBe(false);
    expect(
      answer.body.data.films.map((item) => [item.film_id, item.open, item.eligible, item.my_rating]),
    ).toEqual([
      [film(0), false, false, null],
      [film(1), false, false, null],
    ]);
    expect(answer.body.data.films[0]?.categories.map((category) => category.id).sort()).toEqual(
      [feature.id, shorts.id].sort(),
    );
  });

  it('refuses outside the window, for a film not in competition, without eligibility and a bad rating, storing nothing', async () => {
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(0), 400);
    expect(refusalCode(await vote(session, film(0), 4))).toBe(code('VOTING_CLOSED'));
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    expect(refusalCode(await vote(session, film(2), 4))).toBe(code('FILM_NOT_IN_COMPETITION'));
    // Half of the second film is 300 seconds: 299 is not enough.
    await watched(viewer.id, film(1), 299);
    expect(refusalCode(await vote(session, film(1), 4))).toBe(code('NOT_ELIGIBLE_TO_VOTE'));
    for (const rating of [0, 6, 2.5]) expect(refusalCode(await vote(session, film(0), rating))).toBe(400);
    expect(await votesOf(viewer.id)).toEqual([]);
  });

  it('takes a vote from a viewer who watched half the film, and a changed vote in the same row', async () => {
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(0), 200);
    await watched(viewer.id, film(0), 100);
    const before = await ballot(session);
    expect(before.body.data.open).toBe(true);
    expect(before.body.data.films.map((item) => item.eligible)).toEqual([true, false]);
    expect(before.body.data.films[0]?.closes_at).toBe(toApiDateTime(new Date(START.getTime() + 5 * HOUR)));

    const first = await vote(session, film(0), 3);
    expect(refusalCode(first)).toBeNull();
    expect(first.body.data).toEqual({ film_id: film(0), my_rating: 3 });
    expect(refusalCode(await vote(session, film(0), 5))).toBeNull();
    expect(await votesOf(viewer.id)).toEqual([{ filmId: film(0), rating: 5 }]);
    const after = await ballot(session);
    expect(after.body.data.films[0]?.my_rating).toBe(5);
  });

  it('keeps a vote as it was once voting closes', async () => {
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(1), 300);
    expect(refusalCode(await vote(session, film(1), 2))).toBeNull();
    t.clock.set(new Date(START.getTime() + 5 * HOUR));
    expect(refusalCode(await vote(session, film(1), 5))).toBe(code('VOTING_CLOSED'));
    expect(await votesOf(viewer.id)).toEqual([{ filmId: film(1), rating: 2 }]);
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
  });

  it('lets a viewer admitted at the door rate every film in competition without watching online', async () => {
    const { viewer, session } = await newViewer();
    await t.db.insert(bookings).values({
      companyId: given.site.company.id,
      screenerId: given.screenerId,
      consumerId: viewer.id,
      status: BOOKING_STATUSES.booked,
      currency: 'EUR',
      admittedAt: START,
    });
    const answer = await ballot(session);
    expect(answer.body.data.films.map((item) => item.eligible)).toEqual([true, true]);
    expect(refusalCode(await vote(session, film(1), 4))).toBeNull();
  });

  it('makes two votes sent at once one row, holding one of their ratings', async () => {
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(0), FILM_SECONDS);
    const answers = await Promise.all([1, 2, 3, 4, 5].map((rating) => vote(session, film(0), rating)));
    for (const answer of answers) expect(refusalCode(answer)).toBeNull();
    const rows = await votesOf(viewer.id);
    expect(rows).toHaveLength(1);
    expect([1, 2, 3, 4, 5]).toContain(rows[0]?.rating);
    // Clear the race's vote so the results below count known votes only.
    await t.db.delete(ballotVotes).where(eq(ballotVotes.consumerId, viewer.id));
  });

  it('is no ballot of another company’s viewer', async () => {
    const answer = await ballot(given.other.viewerSession, given.screenerId, OTHER_HOST);
    expect(refusalCode(answer)).toBe(code('NOT_FOUND'));
    const cast = await vote(given.other.viewerSession, film(0), 5, OTHER_HOST);
    expect(refusalCode(cast)).toBe(code('NOT_FOUND'));
  });
});

describe('admin/ballots/results', () => {
  it('gives each category its films ranked by average, with count, distribution and ties named', async () => {
    t.clock.set(new Date(START.getTime() + 2 * HOUR));
    await t.db
      .delete(ballotVotes)
      .where(
        and(eq(ballotVotes.companyId, given.site.company.id), eq(ballotVotes.screenerId, given.screenerId)),
      );
    // Film 0: 5, 3 → 4.00. Film 1: 4, 4 → 4.00 (a tie). In the shorts, film 0 alone.
    for (const [filmIndex, rating] of [
      [0, 5],
      [0, 3],
      [1, 4],
      [1, 4],
    ] as const) {
      const { viewer, session } = await newViewer();
      await watched(viewer.id, film(filmIndex), FILM_SECONDS);
      expect(refusalCode(await vote(session, film(filmIndex), rating))).toBeNull();
    }
    const results = await admin<ResultsResponse>('results', {});
    expect(refusalCode(results)).toBeNull();
    const byName = new Map(results.data.categories.map((category) => [category.name, category.films]));
    expect(byName.get('Best feature film')).toEqual([
      {
        screener_id: given.screenerId,
        event_title: 'Watch test',
        film_id: film(0),
        title: 'Film 0',
        average: 4,
        count: 2,
        distribution: [0, 0, 1, 0, 1],
        rank: 1,
        tied_with: ['Film 1'],
      },
      {
        screener_id: given.screenerId,
        event_title: 'Watch test',
        film_id: film(1),
        title: 'Film 1',
        average: 4,
        count: 2,
        distribution: [0, 0, 0, 2, 0],
        rank: 1,
        tied_with: ['Film 0'],
      },
    ]);
    expect(byName.get('Best short film')?.map((item) => [item.title, item.rank, item.count])).toEqual([
      ['Film 0', 1, 2],
    ]);
    // One more vote for film 1 breaks the tie as it arrives.
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(1), FILM_SECONDS);
    await vote(session, film(1), 5);
    const updated = await admin<ResultsResponse>('results', { category_id: feature.id });
    expect(updated.data.categories).toHaveLength(1);
    expect(
      updated.data.categories[0]?.films.map((item) => [item.title, item.rank, item.average, item.tied_with]),
    ).toEqual([
      ['Film 1', 1, 4.33, []],
      ['Film 0', 2, 4, []],
    ]);
  });

  it('exports the same figures as CSV', async () => {
    const response = await callStaff(
      t,
      'admin/ballots/results/export',
      { category_id: feature.id },
      {
        host: HOST,
        token: given.owner,
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'category,rank,film,event,average,votes,stars_1,stars_2,stars_3,stars_4,stars_5,tied_with',
    );
    expect(lines[1]).toBe('Best feature film,1,Film 1,Watch test,4.33,3,0,0,0,2,1,');
  });

  it('is for staff whose role has content: the box office is refused, as it is for watch reports', async () => {
    for (const path of ['results', 'categories/list', 'competition/get'])
      expect(refusalCode(await admin(path, { screener_id: given.screenerId }, given.boxOffice))).toBe(
        code('FORBIDDEN'),
      );
    const manager = await admin<ResultsResponse>('results', {}, given.site.staffToken);
    expect(refusalCode(manager)).toBeNull();
    const csv = await callStaff(
      t,
      'admin/ballots/results/export',
      {},
      { host: HOST, token: given.boxOffice },
    );
    expect(refusalCode(csv)).toBe(code('FORBIDDEN'));
    const viewerOnly = await callApi(t, HOST, 'admin/ballots/results', {}, given.site.viewerSession);
    expect(refusalCode(viewerOnly)).not.toBeNull();
  });

  it('shows another company none of these results', async () => {
    const otherOwner = (await createStaff(t, given.other.company.id, 'owner')).token;
    const results = await admin<ResultsResponse>('results', {}, otherOwner, OTHER_HOST);
    expect(results.data.categories).toEqual([]);
    const named = await admin<ResultsResponse>(
      'results',
      { category_id: feature.id, screener_id: given.screenerId },
      otherOwner,
      OTHER_HOST,
    );
    expect(named.data.categories).toEqual([]);
  });
});

describe('the public results page: ballot/results and admin/ballots/results/publish', () => {
  /** The site's published results as a visitor in `language` reads them, with the answer's text. */
  async function publicResults(language: LanguageCode = 'en', host = HOST) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/ballot/results',
      headers: { host, authorization: guestHeader(t.clock.now(), language) },
      payload: {},
    });
    const body = response.json() as { data: PublicResultsResponse; error: unknown };
    expect(body.error).toBeNull();
    return { text: response.body, data: body.data };
  }
  const publish = (categoryId: number, published: boolean, token = given.owner, host = HOST) =>
    admin<{ category_id: number; published: boolean }>(
      'results/publish',
      { category_id: categoryId, published },
      token,
      host,
    );
  const awardsPublished = async (host = HOST) =>
    (await callApi<{ company: Company }>(t, host, 'guest/company/get', {})).body.data.company
      .awards_published;

  it('shows nothing before the organiser publishes, and the site offers no Awards page', async () => {
    const results = await admin<ResultsResponse>('results', {});
    expect(results.data.categories.map((category) => category.published)).toEqual([false, false]);
    const { data, text } = await publicResults();
    expect(data.categories).toEqual([]);
    expect(text).not.toContain('Film 0');
    expect(await awardsPublished()).toBe(false);
  });

  it('publishes one category: the site shows its voted films ranked, ties named, and nothing of the other', async () => {
    // Film 0: 5, 3, 5 and film 1: 4, 4, 5, both 13/3: a tie.
    const { viewer, session } = await newViewer();
    await watched(viewer.id, film(0), FILM_SECONDS);
    expect(refusalCode(await vote(session, film(0), 5))).toBeNull();
    const published = await publish(feature.id, true);
    expect(published.data).toEqual({ category_id: feature.id, published: true });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ballot_results.publish'), eq(auditLog.targetId, feature.id)));
    expect(entry).toMatchObject({
      companyId: given.site.company.id,
      targetType: 'award_category',
      before: { published: false },
      after: { published: true },
    });
    const { data, text } = await publicResults();
    expect(data.categories).toEqual([
      {
        category_id: feature.id,
        name: 'Best feature film',
        films: [
          {
            screener_id: given.screenerId,
            event_title: 'Watch test',
            film_id: film(0),
            title: 'Film 0',
            average: 4.33,
            count: 3,
            rank: 1,
            tied_with: ['Film 1'],
          },
          {
            screener_id: given.screenerId,
            event_title: 'Watch test',
            film_id: film(1),
            title: 'Film 1',
            average: 4.33,
            count: 3,
            rank: 1,
            tied_with: ['Film 0'],
          },
        ],
      },
    ]);
    // The unpublished category and the back-office's distribution stay in the back-office.
    expect(text).not.toContain('Best short film');
    expect(text).not.toContain('distribution');
    expect(await awardsPublished()).toBe(true);
    const admins = await admin<ResultsResponse>('results', {});
    expect(admins.data.categories.map((category) => [category.name, category.published])).toEqual([
      ['Best feature film', true],
      ['Best short film', false],
    ]);
  });

  it('keeps the first moment of publishing when published again', async () => {
    const read = async () =>
      (
        await t.db
          .select({ at: awardCategories.resultsPublishedAt })
          .from(awardCategories)
          .where(eq(awardCategories.id, feature.id))
      )[0]?.at;
    const first = await read();
    t.clock.set(new Date(t.clock.now().getTime() + HOUR));
    expect(refusalCode(await publish(feature.id, true))).toBeNull();
    expect(await read()).toEqual(first);
  });

  it('gives titles in the visitor’s language where written, else the default’s', async () => {
    await t.db
      .update(films)
      .set({ translations: { es: { title: 'Película cero' } } })
      .where(eq(films.id, film(0)));
    await t.db
      .update(screeners)
      .set({ translations: { es: { title: 'Prueba de visionado' } } })
      .where(eq(screeners.id, given.screenerId));
    const spanish = await publicResults('es');
    expect(
      spanish.data.categories[0]?.films.map((item) => [item.title, item.event_title, item.tied_with]),
    ).toEqual([
      // Tied films come by title, the visitor's title.
      ['Film 1', 'Prueba de visionado', ['Película cero']],
      ['Película cero', 'Prueba de visionado', ['Film 1']],
    ]);
    const english = await publicResults('en');
    expect(english.data.categories[0]?.films.map((item) => item.title)).toEqual(['Film 0', 'Film 1']);
  });

  it('is staff with content only: the box office, a viewer and a guest change nothing', async () => {
    expect(refusalCode(await publish(shorts.id, true, given.boxOffice))).toBe(code('FORBIDDEN'));
    const asViewer = await callApi(
      t,
      HOST,
      'admin/ballots/results/publish',
      { category_id: shorts.id, published: true },
      given.site.viewerSession,
    );
    expect(refusalCode(asViewer)).not.toBeNull();
    const asGuest = await callApi(t, HOST, 'admin/ballots/results/publish', {
      category_id: shorts.id,
      published: true,
    });
    expect(refusalCode(asGuest)).not.toBeNull();
    expect(refusalCode(await publish(shorts.id, true, given.site.staffToken))).toBeNull();
    expect((await publicResults()).data.categories.map((category) => category.name)).toEqual([
      'Best feature film',
      'Best short film',
    ]);
    expect(refusalCode(await publish(shorts.id, false, given.site.staffToken))).toBeNull();
  });

  it('is no other company’s to publish, and another site shows none of these results', async () => {
    const otherOwner = (await createStaff(t, given.other.company.id, 'owner')).token;
    const foreign = await publish(shorts.id, true, otherOwner, OTHER_HOST);
    expect(refusalCode(foreign)).toBe(code('NOT_FOUND'));
    expect((await publicResults()).data.categories.map((category) => category.name)).toEqual([
      'Best feature film',
    ]);
    const elsewhere = await publicResults('en', OTHER_HOST);
    expect(elsewhere.data.categories).toEqual([]);
    expect(elsewhere.text).not.toContain('Film');
    expect(await awardsPublished(OTHER_HOST)).toBe(false);
  });

  it('takes the results off the site when unpublished, with an audit entry', async () => {
    expect((await publish(feature.id, false)).data).toEqual({ category_id: feature.id, published: false });
    expect((await publicResults()).data.categories).toEqual([]);
    expect(await awardsPublished()).toBe(false);
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'ballot_results.unpublish'), eq(auditLog.targetId, feature.id)));
    expect(entry).toMatchObject({ before: { published: true }, after: { published: false } });
  });
});
