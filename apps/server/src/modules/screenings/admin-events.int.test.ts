import { type AdminEvent, type AdminEventInput, eventToInput } from '@screener/contracts/admin-events';
import { ADMIN_LIST_COUNT_AHEAD } from '@screener/contracts/admin-list';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { posterImage } from '../../demo/demo-images.ts';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { enrollments } from '../enrollment/schema.ts';
import { films } from '../films/schema.ts';
import {
  callStaff,
  createStaff,
  createStaffedCompanies,
  emptyRoleTokens,
} from '../staff/staff-test-helpers.ts';
import { screenerFilms, screeners } from './schema.ts';

let companyId: number;
const tokens = emptyRoleTokens();

const t = useTestApp();
const given = seededForFile(async () => {
  const { company, other } = await createStaffedCompanies(t, tokens);
  const host = company.domain;
  const otherHost = other.domain;
  companyId = company.id;
  const otherCompanyId = other.id;
  const made = await t.db
    .insert(films)
    .values([
      { companyId, title: 'Night Harbour' },
      { companyId, title: 'Salt and Rope' },
      { companyId, title: '100% Fog_Lights' },
    ])
    .returning({ id: films.id });
  const filmIds: number[] = made.map((film) => film.id);
  const [foreign] = await t.db
    .insert(films)
    .values({ companyId: other.id, title: 'Elsewhere' })
    .returning({ id: films.id });
  const otherFilmId = foreign?.id ?? 0;
  return { host, otherHost, otherCompanyId, filmIds, otherFilmId };
});

const as = (who: keyof typeof tokens, path: string, payload: object, onHost = given.host) =>
  callStaff(t, `admin/events/${path}`, payload, { host: onHost, token: tokens[who] });

const input = (overrides: Partial<AdminEventInput> = {}): AdminEventInput => ({
  title: 'Harbour Nights',
  kind: 'virtual',
  starts_at: '2030-05-01 18:00:00',
  ends_at: '2030-05-01 21:00:00',
  registration_ends_at: '2030-05-01 17:00:00',
  tolerance_minutes: 30,
  capacity: 120,
  description: '<p>Two films by the sea.</p>',
  thumbnail_url: 'https://cdn.example.test/harbour.jpg',
  film_ids: [given.filmIds[0] ?? 0, given.filmIds[1] ?? 0],
  chat_room: true,
  rental_hours: null,
  geo_mode: 'block',
  geo_countries: ['fr', 'DE'],
  ...overrides,
});

async function create(overrides: Partial<AdminEventInput> = {}): Promise<AdminEvent> {
  const response = await as('manager', 'create', { event: input(overrides) });
  expect(refusalCode(response), response.body).toBeNull();
  return response.json().data.event;
}

async function auditActions(): Promise<string[]> {
  const response = await callStaff(
    t,
    'admin/audit/list',
    { page: 0, page_size: 100 },
    { host: given.host, token: tokens.owner },
  );
  return response.json().data.entries.map((entry: { action: string }) => entry.action);
}

describe('back-office events', () => {
  it('lets a manager create a draft event with its playlist in order, and reads it back', async () => {
    const event = await create({ film_ids: [given.filmIds[1] ?? 0, given.filmIds[0] ?? 0] });
    expect(event).toMatchObject({
      status: 'draft',
      title: 'Harbour Nights',
      kind: 'virtual',
      starts_at: '2030-05-01 18:00:00',
      tolerance_minutes: 30,
      capacity: 120,
      chat_room: true,
      geo_mode: 'block',
      geo_countries: ['DE', 'FR'],
      sales: 0,
    });
    expect(event.films.map((film) => film.title)).toEqual(['Salt and Rope', 'Night Harbour']);
    const read = await as('owner', 'get', { screener_id: event.id });
    expect(read.json().data.event).toEqual(event);
    expect(await auditActions()).toContain('event.create');
  });

  it('stores an on-demand event as a virtual one that is on demand', async () => {
    const event = await create({ kind: 'on_demand', rental_hours: 48 });
    const [row] = await t.db.select().from(screeners).where(eq(screeners.id, event.id));
    expect(row).toMatchObject({ eventType: 10, isVodEvent: true, vodAvailability: 48 });
    expect(event.kind).toBe('on_demand');
  });

  it('sells an event through plans when it is paid, and leaves it free to enrol when not', async () => {
    const free = await create();
    expect(free.paid).toBe(false);
    const paid = await create({ paid: true });
    expect(paid.paid).toBe(true);
    const [row] = await t.db.select().from(screeners).where(eq(screeners.id, paid.id));
    expect(row?.monetizationEnabled).toBe(true);

    const update = await as('manager', 'update', { screener_id: paid.id, event: input({ paid: false }) });
    expect(refusalCode(update), update.body).toBeNull();
    expect(update.json().data.event.paid).toBe(false);
  });

  it('keeps no script in the description', async () => {
    const event = await create({
      description:
        '<p>Hi<img src=x onerror=alert(1)></p><script>alert(2)</script>' +
        '<a href="javascript:alert(3)">bad</a><a href="https://example.test" target="_blank">ok</a>' +
        '<svg onload="alert(4)"><circle /></svg>',
    });
    const read = (await as('manager', 'get', { screener_id: event.id })).json().data.event as AdminEvent;
    expect(read.description).not.toMatch(/<img|onerror|<script|alert|javascript:|<svg|onload/i);
    expect(read.description).toContain('<p>Hi</p>');
    expect(read.description).toContain('href="https://example.test"');
    expect(read.description).toContain('rel="noopener noreferrer"');
  });

  it('answers bad input with 400 and the messages of each field', async () => {
    const response = await as('manager', 'create', {
      event: { ...input(), title: '  ', capacity: -1, geo_countries: ['France'] },
    });
    expect(refusalCode(response)).toBe(400);
    const fields = response.json().error.details.fields;
    expect(Object.keys(fields).sort()).toEqual(['event.capacity', 'event.geo_countries.0', 'event.title']);
    expect(fields['event.title']).toEqual(['Field is required']);

    // The rules across fields, once each field is well formed.
    const crossed = await as('manager', 'create', {
      event: { ...input(), ends_at: '2030-05-01 16:00:00', geo_mode: 'allow', geo_countries: [] },
    });
    expect(refusalCode(crossed)).toBe(400);
    expect(Object.keys(crossed.json().error.details.fields).sort()).toEqual([
      'event.ends_at',
      'event.geo_countries',
      'event.registration_ends_at',
    ]);

    const badDate = await as('manager', 'create', {
      event: { ...input(), starts_at: '2030-02-30 10:00:00' },
    });
    expect(refusalCode(badDate)).toBe(400);
    expect(Object.keys(badDate.json().error.details.fields)).toEqual(['event.starts_at']);
  });

  it('saves an event back unchanged when its picture is an inline data address, as the demo’s are', async () => {
    const event = await create();
    const poster = posterImage('לילות הנמל — Harbour Nights', ['#0b3d5c', '#1f7a8c'], true);
    await t.db.update(screeners).set({ thumbnailUrl: poster }).where(eq(screeners.id, event.id));
    const read = (await as('manager', 'get', { screener_id: event.id })).json().data.event as AdminEvent;
    expect(read.thumbnail_url).toBe(poster);

    const saved = await as('manager', 'update', { screener_id: event.id, event: eventToInput(read) });
    expect(refusalCode(saved), saved.body).toBeNull();
    expect(saved.json().data.event.thumbnail_url).toBe(poster);

    // Only pictures: an inline page or a script is still refused.
    for (const address of ['data:text/html,<script>alert(1)</script>', 'javascript:alert(1)']) {
      const refused = await as('manager', 'update', {
        screener_id: event.id,
        event: { ...eventToInput(read), thumbnail_url: address },
      });
      expect(refusalCode(refused)).toBe(400);
      expect(refused.json().error.details.fields['event.thumbnail_url']).toEqual([
        'Contains a character that is not allowed',
      ]);
    }
  });

  it('refuses another company’s film in the playlist', async () => {
    const response = await as('manager', 'create', { event: input({ film_ids: [given.otherFilmId] }) });
    expect(refusalCode(response)).toBe(400);
    expect(response.json().error.details.fields).toHaveProperty(['event.film_ids']);
  });

  it('edits, duplicates, publishes and unpublishes, each in the audit log', async () => {
    const event = await create();
    const edited = await as('manager', 'update', {
      screener_id: event.id,
      event: input({ title: 'Harbour Nights, revised', film_ids: [given.filmIds[2] ?? 0], geo_mode: 'all' }),
    });
    expect(refusalCode(edited), edited.body).toBeNull();
    expect(edited.json().data.event).toMatchObject({
      title: 'Harbour Nights, revised',
      films: [{ id: given.filmIds[2], title: '100% Fog_Lights' }],
      geo_countries: [],
    });

    const published = await as('manager', 'publish', { screener_id: event.id });
    expect(published.json().data.event.status).toBe('published');
    const site = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/guest/company/${companyId}/screenings/get`,
        headers: { host: given.host },
        payload: { id: event.id },
      });
    expect(refusalCode(await site())).toBeNull();

    const copy = await as('manager', 'duplicate', { screener_id: event.id });
    expect(copy.json().data.event).toMatchObject({ status: 'draft', title: 'Harbour Nights, revised' });
    expect(copy.json().data.event.id).not.toBe(event.id);
    expect(copy.json().data.event.films).toEqual(edited.json().data.event.films);

    const unpublished = await as('manager', 'unpublish', { screener_id: event.id });
    expect(unpublished.json().data.event.status).toBe('draft');
    expect(refusalCode(await site())).toBe(404);
    expect(await auditActions()).toEqual(
      expect.arrayContaining(['event.update', 'event.publish', 'event.duplicate', 'event.unpublish']),
    );
  });

  it('asks for confirmation before a sold, published event loses films or dates', async () => {
    const event = await create();
    await as('manager', 'publish', { screener_id: event.id });
    const buyer = await createConsumer(t.db, companyId);
    await t.db.insert(enrollments).values({ companyId, screenerId: event.id, consumerId: buyer.id });

    // A change its buyers do not lose needs no confirmation.
    const retitled = await as('manager', 'update', {
      screener_id: event.id,
      event: input({ title: 'Renamed only' }),
    });
    expect(refusalCode(retitled), retitled.body).toBeNull();
    expect(retitled.json().data.event.sales).toBe(1);

    const moved = input({
      title: 'Renamed only',
      film_ids: [given.filmIds[1] ?? 0],
      starts_at: '2030-05-02 18:00:00',
      ends_at: '2030-05-02 21:00:00',
      registration_ends_at: null,
    });
    const refused = await as('manager', 'update', { screener_id: event.id, event: moved });
    expect(refusalCode(refused)).toBe(4110);
    expect(refused.json()).toMatchObject({
      data: null,
      error: {
        code: 4110,
        details: {
          changes: [
            { field: 'films', removed: [{ id: given.filmIds[0], title: 'Night Harbour' }] },
            { field: 'starts_at', before: '2030-05-01 18:00:00', after: '2030-05-02 18:00:00' },
            { field: 'ends_at', before: '2030-05-01 21:00:00', after: '2030-05-02 21:00:00' },
          ],
        },
      },
    });
    const unchanged = (await as('manager', 'get', { screener_id: event.id })).json().data.event;
    expect(unchanged.starts_at).toBe('2030-05-01 18:00:00');

    const confirmed = await as('manager', 'update', { screener_id: event.id, event: moved, confirmed: true });
    expect(refusalCode(confirmed), confirmed.body).toBeNull();
    expect(confirmed.json().data.event.starts_at).toBe('2030-05-02 18:00:00');
  });

  it('lists with paging, search, sorting and filters', async () => {
    const list = async (payload: object) => {
      const response = await as('manager', 'list', payload);
      expect(refusalCode(response), response.body).toBeNull();
      return response.json().data as {
        rows: { id: number; title: string; kind: string; status: string }[];
        total: number;
      };
    };
    await create({
      title: 'Zebra 50%_sale',
      starts_at: '2020-01-01 10:00:00',
      ends_at: '2020-01-01 12:00:00',
      registration_ends_at: null,
    });
    await create({ title: 'Alpha on demand', kind: 'on_demand' });
    await t.db.insert(screeners).values(
      Array.from({ length: 30 }, (_, index) => ({
        companyId,
        title: `Series night ${index + 1}`,
        screeningStartsAt: new Date(Date.UTC(2031, 0, index + 1, 19)),
        screeningEndsAt: new Date(Date.UTC(2031, 0, index + 1, 21)),
      })),
    );

    const all = await list({ page: 0, page_size: 25 });
    expect(all.total).toBeGreaterThan(30);
    expect(all.rows.length).toBe(25);

    // The search's % and _ are the characters themselves.
    expect((await list({ search: '50%_' })).rows.map((row) => row.title)).toEqual(['Zebra 50%_sale']);
    expect((await list({ search: '%' })).rows.map((row) => row.title)).toEqual(['Zebra 50%_sale']);
    expect((await list({ when: 'past' })).rows.map((row) => row.title)).toEqual(['Zebra 50%_sale']);
    expect((await list({ kind: 'on_demand' })).rows.every((row) => row.kind === 'on_demand')).toBe(true);
    expect((await list({ published: 'published' })).rows.every((row) => row.status === 'published')).toBe(
      true,
    );
    const sorted = await list({ sort_field: 'title', sort_direction: 'desc', page_size: 100 });
    expect(sorted.rows[0]?.title).toBe('Zebra 50%_sale');
    const paged = await list({ sort_field: 'title', page: 1, page_size: 25 });
    expect(paged.rows.length).toBe(Math.min(25, all.total - 25));
    const first = await list({ sort_field: 'title', page: 0, page_size: 25 });
    const seen = new Set(first.rows.map((row) => row.id));
    expect(paged.rows.some((row) => seen.has(row.id))).toBe(false);

    const bad = await as('manager', 'list', { page_size: 7, sort_field: 'secret' });
    expect(refusalCode(bad)).toBe(400);
    expect(Object.keys(bad.json().error.details.fields).sort()).toEqual(['page_size', 'sort_field']);
  });

  it('counts no further than its bound past the page, and gives each row its films and sales', async () => {
    const big = await createCompany(t.db, { title: 'Big Cinema' });
    const manager = await createStaff(t, big.id, 'manager');
    const list = async (payload: object) => {
      const response = await callStaff(t, 'admin/events/list', payload, {
        host: big.domain,
        token: manager.token,
      });
      expect(refusalCode(response), response.body).toBeNull();
      return response.json().data as {
        rows: { id: number; film_count: number; sales: number }[];
        total: number;
        total_exact: boolean;
      };
    };
    const events = ADMIN_LIST_COUNT_AHEAD + 30;
    const made = await t.db
      .insert(screeners)
      .values(
        Array.from({ length: events }, (_, index) => ({
          companyId: big.id,
          title: `Night ${index}`,
          screeningStartsAt: new Date(Date.UTC(2031, 0, 1, 0, index)),
          screeningEndsAt: new Date(Date.UTC(2031, 0, 1, 2, index)),
        })),
      )
      .returning({ id: screeners.id });
    const firstId = made[0]?.id ?? 0;
    const [filmA, filmB] = await t.db
      .insert(films)
      .values([
        { companyId: big.id, title: 'Big one' },
        { companyId: big.id, title: 'Big two' },
      ])
      .returning({ id: films.id });
    await t.db.insert(screenerFilms).values([
      { screenerId: firstId, filmId: filmA?.id ?? 0, position: 0 },
      { screenerId: firstId, filmId: filmB?.id ?? 0, position: 1 },
    ]);
    const viewer = await createConsumer(t.db, big.id);
    await t.db.insert(enrollments).values({ companyId: big.id, screenerId: firstId, consumerId: viewer.id });

    const first = await list({});
    expect(first).toMatchObject({ total: ADMIN_LIST_COUNT_AHEAD + 1, total_exact: false });
    expect(first.rows[0]).toMatchObject({ id: firstId, film_count: 2, sales: 1 });
    expect(first.rows.slice(1).every((row) => row.film_count === 0 && row.sales === 0)).toBe(true);
    // From the 41st page on, the bound reaches past the last event: the total is exact.
    const late = await list({ page: 40, page_size: 25 });
    expect(late).toMatchObject({ total: events, total_exact: true });
    expect(late.rows.map((row) => row.id)).toEqual(made.slice(1000, 1025).map((row) => row.id));
    // A page past the last event walks nothing; its total is counted on its own.
    const pastTheEnd = await list({ page: 50, page_size: 25 });
    expect(pastTheEnd).toMatchObject({ rows: [], total: events, total_exact: true });
    const searched = await list({ search: 'Night 99' });
    expect(searched).toMatchObject({ total: 11, total_exact: true });
    // A search counts all its matches, past the bound too, and pages them in the asked order.
    const broad = await list({ search: 'night', sort_field: 'title', sort_direction: 'desc', page: 2 });
    expect(broad).toMatchObject({ total: events, total_exact: true });
    const titles = made.map((_, index) => `Night ${index}`).sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(broad.rows.map((row) => row.id)).toEqual(
      titles.slice(50, 75).map((title) => made[Number(title.slice(6))]?.id),
    );
    expect(await list({ search: 'Night 99', page: 1 })).toMatchObject({
      rows: [],
      total: 11,
      total_exact: true,
    });
  });

  it('offers only the company’s own films to the playlist picker', async () => {
    const response = await as('manager', 'films/search', { search: 'harbour' });
    expect(response.json().data.films).toEqual([{ id: given.filmIds[0], title: 'Night Harbour' }]);
    const everything = await as('manager', 'films/search', {});
    expect(everything.json().data.films.map((film: { id: number }) => film.id)).not.toContain(
      given.otherFilmId,
    );
  });

  describe('who may call', () => {
    const calls = (id: number): [string, object][] => [
      ['list', {}],
      ['get', { screener_id: id }],
      ['create', { event: input() }],
      ['update', { screener_id: id, event: input() }],
      ['duplicate', { screener_id: id }],
      ['publish', { screener_id: id }],
      ['unpublish', { screener_id: id }],
      ['films/search', {}],
    ];

    it('refuses the box office (403), no session (401) and a viewer’s session (401)', async () => {
      const event = await create();
      const viewer = await createConsumer(t.db, companyId, { role: 'company_admin' });
      const { session } = await openSession(t.db, { companyId, consumerId: viewer.id, now: t.clock.now() });
      for (const [path, payload] of calls(event.id)) {
        const boxOffice = await as('box_office', path, payload);
        expect(refusalCode(boxOffice), path).toBe(403);
        expect(boxOffice.json().error.code, path).toBe(403);
        const nobody = await callStaff(t, `admin/events/${path}`, payload, { host: given.host });
        expect(refusalCode(nobody), path).toBe(401);
        const asViewer = await callStaff(t, `admin/events/${path}`, payload, {
          host: given.host,
          viewer: session,
        });
        expect(refusalCode(asViewer), path).toBe(401);
      }
    });

    it('lets another company’s staff neither read nor change an event, by its id or on its site', async () => {
      const event = await create({ title: 'Harbour private' });
      const [before] = await t.db.select().from(screeners).where(eq(screeners.id, event.id));
      for (const [path, payload] of calls(event.id)) {
        const onOwnSite = await as('stranger', path, payload, given.otherHost);
        expect(onOwnSite.body, path).not.toContain('Harbour private');
        if ('screener_id' in payload) expect(refusalCode(onOwnSite), path).toBe(404);
        const onTheirs = await as('stranger', path, payload);
        expect(refusalCode(onTheirs), path).toBe(403);
      }
      const [after] = await t.db.select().from(screeners).where(eq(screeners.id, event.id));
      expect(after).toEqual(before);
      const strangerList = (await as('stranger', 'list', {}, given.otherHost)).json().data;
      expect(strangerList.rows.every((row: { id: number }) => row.id !== event.id)).toBe(true);
      expect(given.otherCompanyId).not.toBe(companyId);
    });
  });
});
