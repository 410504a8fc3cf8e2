import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import {
  blankSeatMap,
  cellsInArea,
  changeCells,
  labelSeats,
  relabelSeat,
} from '@screener/contracts/seat-map';
import { SEAT_CATEGORIES } from '@screener/contracts/seats';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call } from '../payments/purchase-test-helpers.ts';
import { auditLog } from '../staff/schema.ts';
import { callStaff, createStaff, emptyRoleTokens, signInRoles } from '../staff/staff-test-helpers.ts';
import { screenerVenues } from './schema.ts';
import { buyTicket } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const tokens = emptyRoleTokens();

/** A 3x4 map: column 2 is an aisle, 3-4 is a wheelchair place, 1-1 is held back. */
const smallMap = () => {
  const aisle = changeCells(blankSeatMap(3, 4), cellsInArea({ row: 1, column: 2 }, { row: 3, column: 2 }), {
    kind: 'blank',
  });
  const wheelchair = changeCells(aisle, ['3-4'], { kind: 'category', category: SEAT_CATEGORIES.disabled });
  return labelSeats(changeCells(wheelchair, ['1-1'], { kind: 'not_for_sale', value: true }));
};
const details = { name: 'Studio 2', address: 'Quay 4', navigation_link: '', notes: null };

const as = (who: keyof typeof tokens, path: string, payload: object, host = given.shop.company.domain) =>
  callStaff(t, `admin/venues/${path}`, payload, { host, token: tokens[who] });

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t, 3);
  const other = await createVenueShop(t, 3);
  const soldEvent = await shop.venueEvent();
  const [link] = await t.db.select().from(screenerVenues).where(eq(screenerVenues.screenerId, soldEvent));
  /** Company A's hall (from the shop) with an event whose seat 2-1 is sold. */
  const hallId = link?.venueId ?? 0;
  const buyer = await shop.viewer();
  await buyTicket(t, shop.company.domain, soldEvent, buyer.session, ['2-1']);
  const otherEvent = await other.venueEvent();
  const [otherLink] = await t.db
    .select()
    .from(screenerVenues)
    .where(eq(screenerVenues.screenerId, otherEvent));
  const otherVenueId = otherLink?.venueId ?? 0;
  await signInRoles(t, tokens, shop.company.id, other.company.id);
  return { shop, other, soldEvent, hallId, otherEvent, otherVenueId };
});

const pricing = (venueId: number) => ({
  venue_id: venueId,
  currency: 'EUR',
  seat_category_prices: { 10: '12.50', 20: '8', 30: null, 40: '5.00' },
  ticket_type_discounts: { 10: 50, 20: null, 30: 25 },
  max_seats_per_purchase: 3,
});

describe('venues in the back-office', () => {
  it('lets a manager create a venue, read it back, and records it in the audit log', async () => {
    const created = await as('manager', 'create', { ...details, seat_map: smallMap() });
    expect(refusalCode(created)).toBeNull();
    const { venue } = created.json().data;
    expect(venue).toMatchObject({ name: 'Studio 2', address: 'Quay 4', navigation_link: null });
    expect(venue.seat_map.seats['1-2']).toEqual({ label: '', category: 10, is_accessible: false });
    expect(venue.seat_map.seats['3-4']).toEqual({ label: 'C3', category: 40, is_accessible: true });
    expect(venue.seat_map.not_for_sale).toEqual(['1-1']);

    const read = await as('owner', 'get', { venue_id: venue.id });
    expect(read.json().data).toMatchObject({ venue: { id: venue.id }, events: [], protected_seats: [] });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'venue.create'));
    expect(entry).toMatchObject({ companyId: given.shop.company.id, targetId: venue.id, before: null });
  });

  it('answers bad input 400 with field messages', async () => {
    const empty = changeCells(smallMap(), cellsInArea({ row: 1, column: 1 }, { row: 3, column: 4 }), {
      kind: 'blank',
    });
    const bad = await as('manager', 'create', { ...details, name: ' ', seat_map: empty });
    expect(refusalCode(bad)).toBe(400);
    expect(bad.json().error.details.fields).toMatchObject({
      name: ['Field is required'],
      'seat_map.seats': ['The map needs at least one seat'],
    });
    const map = smallMap();
    const duplicate = {
      ...map,
      seats: { ...map.seats, '1-3': { label: 'A1', category: 10, is_accessible: true } },
    };
    const twice = await as('manager', 'create', { ...details, seat_map: duplicate });
    expect(twice.json().error.details.fields['seat_map.seats']).toEqual(['Two seats have the same label']);
    const wrongGrid = await as('manager', 'create', {
      ...details,
      seat_map: { ...map, rows: 0, columns: 'x' },
    });
    expect(Object.keys(wrongGrid.json().error.details.fields)).toEqual(
      expect.arrayContaining(['seat_map.rows', 'seat_map.columns']),
    );
  });

  it('protects the seats sold for an event to come: not removed, re-categorised or held back', async () => {
    const read = await as('manager', 'get', { venue_id: given.hallId });
    const { venue, protected_seats, events } = read.json().data;
    expect(protected_seats).toEqual(['2-1']);
    expect(events.map((event: { id: number }) => event.id)).toEqual([given.soldEvent]);

    for (const change of [
      { kind: 'blank' },
      { kind: 'category', category: SEAT_CATEGORIES.premium },
      { kind: 'not_for_sale', value: true },
    ] as const) {
      const refused = await as('manager', 'update', {
        venue_id: given.hallId,
        ...details,
        seat_map: changeCells(venue.seat_map, ['2-1', '2-2'], change),
      });
      expect(refusalCode(refused)).toBe(4130);
      expect(refused.json().error).toMatchObject({
        code: ERROR_CATALOGUE.VENUE_SEATS_SOLD.code,
        details: { seats: ['2-1'] },
      });
    }
    const shrunk = await as('manager', 'update', {
      venue_id: given.hallId,
      ...details,
      seat_map: {
        ...venue.seat_map,
        rows: 1,
        seats: Object.fromEntries(
          Object.entries(venue.seat_map.seats).filter(([key]) => key.startsWith('1-')),
        ),
        not_for_sale: [],
      },
    });
    expect(shrunk.json().error.details.seats).toEqual(['2-1']);

    // The rest of the map, and the sold seat's label, may change.
    const recategorised = changeCells(venue.seat_map, ['2-2'], {
      kind: 'category',
      category: SEAT_CATEGORIES.premium,
    });
    const relabelled = relabelSeat(recategorised, '2-1', 'B1*');
    const saved = await as('manager', 'update', { venue_id: given.hallId, ...details, seat_map: relabelled });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.venue.seat_map.seats['2-2'].category).toBe(SEAT_CATEGORIES.premium);
  });

  it('sets an event’s seat prices, discounts and maximum, which the viewer’s overview then shows', async () => {
    const venue = (await as('manager', 'create', { ...details, seat_map: smallMap() })).json().data.venue;
    const eventId = await given.shop.event({ eventType: EVENT_TYPES.physical, title: 'New night' });
    const listed = await as('manager', 'events/list', {});
    expect(listed.json().data.events).toContainEqual(
      expect.objectContaining({ id: eventId, venue_id: null, venue_name: null }),
    );
    expect(
      (await as('manager', 'events/pricing/get', { screener_id: eventId })).json().data.pricing,
    ).toBeNull();

    const saved = await as('manager', 'events/pricing/update', {
      screener_id: eventId,
      ...pricing(venue.id),
    });
    expect(refusalCode(saved)).toBeNull();
    expect(saved.json().data.pricing).toEqual({
      ...pricing(venue.id),
      seat_category_prices: { 10: '12.50', 20: '8.00', 30: null, 40: '5.00' },
    });
    const overview = await call<{ screener: Record<string, unknown> }>(
      t,
      given.shop.company.domain,
      `guest/company/${given.shop.company.id}/screenings/get`,
      { id: eventId },
    );
    expect(overview.data.screener).toMatchObject({
      physical_venue: { name: 'Studio 2', rows: 3, columns: 4, not_for_sale: ['1-1'] },
      physical_venue_seats_pricing: { 10: '12.50', 20: '8.00', 40: '5.00' },
      physical_venue_ticket_types_discount: { 10: 50, 30: 25 },
      physical_venue_max_seats_purchase_count: 3,
    });
    const [entry] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'venue.event_pricing'));
    expect(entry).toMatchObject({ targetType: 'screener', targetId: eventId });
  });

  it('keeps the venue of an event with seats sold, and refuses prices for an event without a venue part', async () => {
    const sold = await given.shop.venueEvent();
    const buyer = await given.shop.viewer();
    await buyTicket(t, given.shop.company.domain, sold, buyer.session, ['3-1']);
    const venue = (await as('manager', 'create', { ...details, seat_map: smallMap() })).json().data.venue;
    const moved = await as('manager', 'events/pricing/update', { screener_id: sold, ...pricing(venue.id) });
    expect(refusalCode(moved)).toBe(4131);
    expect(moved.json().error).toMatchObject({
      code: ERROR_CATALOGUE.EVENT_SEATS_SOLD.code,
      details: { seats: ['3-1'] },
    });
    expect(
      refusalCode(
        await as('manager', 'events/pricing/update', { screener_id: sold, ...pricing(given.hallId) }),
      ),
    ).toBeNull();

    const virtual = await given.shop.event({ eventType: EVENT_TYPES.virtual });
    const refused = await as('manager', 'events/pricing/get', { screener_id: virtual });
    expect(refused.json().error.code).toBe(ERROR_CATALOGUE.EVENT_WITHOUT_VENUE_PART.code);

    const badPrices = await as('manager', 'events/pricing/update', {
      screener_id: sold,
      ...pricing(given.hallId),
      seat_category_prices: { 10: '-1', 20: null, 30: null, 40: null },
      ticket_type_discounts: { 10: 101, 20: null, 30: null },
      max_seats_per_purchase: 0,
    });
    expect(refusalCode(badPrices)).toBe(400);
    expect(badPrices.json().error.details.fields).toMatchObject({
      'seat_category_prices.10': ['Write a price such as 12 or 12.50'],
      'ticket_type_discounts.10': ['Write a whole percent from 0 to 100'],
      max_seats_per_purchase: ['Write a whole number from 1 to 100'],
    });
  });

  it('lists the company’s venues a page at a time, sorted and searched, with their seats and events', async () => {
    const all = await as('manager', 'list', {
      page: 0,
      page_size: 25,
      sort_field: 'name',
      sort_direction: 'desc',
    });
    expect(refusalCode(all)).toBeNull();
    const { rows, total } = all.json().data;
    expect(total).toBe(rows.length);
    expect(rows.map((row: { name: string }) => row.name)).toEqual(
      [...rows.map((row: { name: string }) => row.name)].sort().reverse(),
    );
    expect(rows.find((row: { id: number }) => row.id === given.hallId)).toMatchObject({
      name: 'Studio 2',
      rows: 3,
      columns: 5,
      seat_count: 12,
      event_count: 2,
    });
    const searched = await as('manager', 'list', { search: 'quay', page_size: 25 });
    expect(searched.json().data.total).toBe(total);
    expect((await as('manager', 'list', { search: '%' })).json().data).toEqual({
      rows: [],
      total: 0,
      total_exact: true,
    });
    const paged = await as('manager', 'list', { page: 1, page_size: 25 });
    expect(paged.json().data.rows).toEqual([]);
    expect(refusalCode(await as('manager', 'list', { page_size: 7 }))).toBe(400);
  });

  it('refuses the box office, a viewer, and another company’s ids', async () => {
    const bodies: [string, object][] = [
      ['list', {}],
      ['get', { venue_id: given.hallId }],
      ['create', { ...details, seat_map: smallMap() }],
      ['update', { venue_id: given.hallId, ...details, seat_map: smallMap() }],
      ['events/list', {}],
      ['events/pricing/get', { screener_id: given.soldEvent }],
      ['events/pricing/update', { screener_id: given.soldEvent, ...pricing(given.hallId) }],
    ];
    const viewer = await given.shop.viewer();
    for (const [path, body] of bodies) {
      expect(refusalCode(await as('box_office', path, body)), path).toBe(403);
      const asViewer = await callStaff(t, `admin/venues/${path}`, body, {
        host: given.shop.company.domain,
        viewer: viewer.session,
      });
      expect(refusalCode(asViewer), path).toBe(401);
    }

    // Company B's owner, on B's site, naming A's rows: nothing is found, nothing changes.
    const onOther = given.other.company.domain;
    expect(refusalCode(await as('stranger', 'get', { venue_id: given.hallId }, onOther))).toBe(404);
    expect(
      refusalCode(
        await as('stranger', 'update', { venue_id: given.hallId, ...details, seat_map: smallMap() }, onOther),
      ),
    ).toBe(404);
    expect(
      refusalCode(await as('stranger', 'events/pricing/get', { screener_id: given.soldEvent }, onOther)),
    ).toBe(404);
    expect(
      refusalCode(
        await as(
          'stranger',
          'events/pricing/update',
          { screener_id: given.otherEvent, ...pricing(given.hallId) },
          onOther,
        ),
      ),
    ).toBe(404);
    const theirs = (await as('stranger', 'list', {}, onOther)).json().data.rows;
    expect(theirs.map((row: { id: number }) => row.id)).toEqual([given.otherVenueId]);
    const listed = (await as('stranger', 'events/list', {}, onOther)).json().data.events;
    expect(listed.map((event: { id: number }) => event.id)).toEqual([given.otherEvent]);
    // A's owner cannot point A's event at B's venue either.
    expect(
      refusalCode(
        await as('owner', 'events/pricing/update', {
          screener_id: given.soldEvent,
          ...pricing(given.otherVenueId),
        }),
      ),
    ).toBe(404);
    // B's session on A's site opens nothing there.
    expect(refusalCode(await as('stranger', 'get', { venue_id: given.hallId }))).toBe(403);
  });

  it('frees the protection once the event has ended', async () => {
    const read = await as('manager', 'get', { venue_id: given.hallId });
    const map = read.json().data.venue.seat_map;
    t.clock.advance(3 * 24 * 3_600_000);
    // The sessions made before ended with the days that passed.
    tokens.manager = (await createStaff(t, given.shop.company.id, 'manager')).token;
    const removed = await as('manager', 'update', {
      venue_id: given.hallId,
      ...details,
      seat_map: changeCells(map, ['2-1'], { kind: 'blank' }),
    });
    expect(refusalCode(removed)).toBeNull();
    expect((await as('manager', 'get', { venue_id: given.hallId })).json().data.protected_seats).toEqual([]);
  });
});
