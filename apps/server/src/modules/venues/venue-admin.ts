import type { AdminListQuery, AdminListTotal } from '@screener/contracts/admin-list';
import { toApiDateTime } from '@screener/contracts/dates';
import { hasPhysicalPart } from '@screener/contracts/event';
import type { LanguageCode } from '@screener/contracts/language';
import { decimalToMinor, formatAmount } from '@screener/contracts/money';
import type { SeatCategoryPrices, TicketTypeDiscounts } from '@screener/contracts/seat-booking';
import { changedProtectedSeats, type SeatMap } from '@screener/contracts/seat-map';
import { SEAT_STATUSES } from '@screener/contracts/seats';
import type {
  AdminVenue,
  EventSeatPricing,
  EventSeatPricingResponse,
  GetVenueResponse,
  VenueEventListItem,
  VenueListRow,
  VenueSortField,
  VenueTexts,
  ZCreateVenueRequest,
} from '@screener/contracts/venue-admin';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { boundedTotal, listOrder, pageWindow, searchCondition } from '../../lib/admin-list.ts';
import { AppError } from '../../lib/app-error.ts';
import { acceptedTranslations } from '../../lib/translations.ts';
import { findScreenerRows, listPhysicalScreenersToCome, type ScreenerRow } from '../screenings/index.ts';
import { type AuditActor, writeAudit } from '../staff/index.ts';
import { screenerVenues, seats, type VenueLayout, venues } from './schema.ts';

type VenueRow = typeof venues.$inferSelect;
type VenueInput = z.output<typeof ZCreateVenueRequest>;
type Change = { companyId: number; actor: AuditActor; now: Date };
/** A save of the venue's texts: the languages the company offers besides its default. */
type TextChange = Change & { translationLanguages: readonly LanguageCode[] };

export function adminVenueView(row: VenueRow): AdminVenue {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    navigation_link: row.navigationLink,
    notes: row.notes,
    translations: row.translations,
    seat_map: {
      rows: row.rowCount,
      columns: row.columnCount,
      seats: row.layout,
      not_for_sale: row.notForSale,
    },
    updated_at: toApiDateTime(row.updatedAt),
  };
}

const seatMapOf = (row: VenueRow): SeatMap => adminVenueView(row).seat_map as SeatMap;

const eventSummary = (row: ScreenerRow) => ({
  id: row.id,
  title: row.title,
  starts_at: toApiDateTime(row.screeningStartsAt),
  ends_at: toApiDateTime(row.screeningEndsAt),
});

async function findVenue(db: DbExecutor, companyId: number, venueId: number, lock = false) {
  const query = db
    .select()
    .from(venues)
    .where(and(eq(venues.id, venueId), ofCompany(venues, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** The company's events at the venue that have not ended, soonest first. */
async function eventsToCome(db: DbExecutor, companyId: number, venueId: number, now: Date) {
  const links = await db
    .select({ screenerId: screenerVenues.screenerId })
    .from(screenerVenues)
    .where(and(eq(screenerVenues.venueId, venueId), ofCompany(screenerVenues, companyId)));
  const rows = await findScreenerRows(
    db,
    companyId,
    links.map((link) => link.screenerId),
  );
  return rows
    .filter((row) => row.screeningEndsAt > now && row.status !== 'cancelled')
    .sort((a, b) => a.screeningStartsAt.getTime() - b.screeningStartsAt.getTime());
}

/** Seats of these events that are booked, or held by a hold that has not ended (a payment's has no end). */
async function takenSeats(db: DbExecutor, screenerIds: number[], now: Date): Promise<string[]> {
  if (screenerIds.length === 0) return [];
  const rows = await db
    .select({ seatIndex: seats.seatIndex })
    .from(seats)
    .where(
      and(
        inArray(seats.screenerId, screenerIds),
        or(
          eq(seats.status, SEAT_STATUSES.booked),
          and(
            eq(seats.status, SEAT_STATUSES.locked),
            or(isNull(seats.lockExpiresAt), gt(seats.lockExpiresAt, now)),
          ),
        ),
      ),
    );
  return [...new Set(rows.map((row) => row.seatIndex))].sort();
}

/** The cells of the layout that are seats. */
const seatCount = sql<number>`(select count(*) from jsonb_each(${venues.layout}) as cell(key, value) where (cell.value->>'is_accessible')::boolean)::int`;
const eventCount = sql<number>`(select count(*) from ${screenerVenues} where ${screenerVenues.venueId} = ${venues.id})::int`;

/** One page of the company's venues for the shared grid, with each one's seats and events. */
export async function listVenues(
  db: DbExecutor,
  companyId: number,
  query: AdminListQuery<VenueSortField>,
): Promise<{ rows: VenueListRow[] } & AdminListTotal> {
  const where = and(
    ofCompany(venues, companyId),
    searchCondition(query.search, [venues.name, venues.address]),
  );
  const { limit, offset } = pageWindow(query);
  const order = listOrder(
    query,
    { name: venues.name, address: venues.address, seat_count: seatCount, updated_at: venues.updatedAt },
    [asc(venues.name), asc(venues.id)],
    venues.id,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: venues.id,
        name: venues.name,
        address: venues.address,
        rows: venues.rowCount,
        columns: venues.columnCount,
        seatCount,
        eventCount,
        updatedAt: venues.updatedAt,
      })
      .from(venues)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    boundedTotal(db, venues, where, { offset }),
  ]);
  return {
    ...total,
    rows: rows.map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      rows: row.rows,
      columns: row.columns,
      seat_count: Number(row.seatCount),
      event_count: Number(row.eventCount),
      updated_at: toApiDateTime(row.updatedAt),
    })),
  };
}

export async function getVenue(
  db: DbExecutor,
  companyId: number,
  venueId: number,
  now: Date,
): Promise<GetVenueResponse> {
  const row = await findVenue(db, companyId, venueId);
  const events = await eventsToCome(db, companyId, venueId, now);
  return {
    venue: adminVenueView(row),
    events: events.map(eventSummary),
    protected_seats: await takenSeats(
      db,
      events.map((event) => event.id),
      now,
    ),
  };
}

/** The venue's columns from the editor; translations, plain text like the notes, left out stay as saved. */
const venueValues = (input: VenueInput, languages: readonly LanguageCode[]) => ({
  ...(input.translations && {
    translations: acceptedTranslations<VenueTexts>(
      input.translations,
      languages,
      'translations',
      (texts) => texts,
    ),
  }),
  name: input.name,
  address: input.address,
  navigationLink: input.navigation_link,
  notes: input.notes,
  rowCount: input.seat_map.rows,
  columnCount: input.seat_map.columns,
  layout: input.seat_map.seats as VenueLayout,
  notForSale: input.seat_map.not_for_sale,
});

export async function createVenue(db: Db, change: TextChange, input: VenueInput): Promise<GetVenueResponse> {
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(venues)
      .values({
        companyId: change.companyId,
        ...venueValues(input, change.translationLanguages),
        createdAt: change.now,
        updatedAt: change.now,
      })
      .returning();
    if (!created) throw new Error('venue not inserted');
    await writeAudit(tx, {
      ...change,
      action: 'venue.create',
      targetType: 'venue',
      targetId: created.id,
      before: null,
      after: adminVenueView(created),
    });
    return created;
  });
  return { venue: adminVenueView(row), events: [], protected_seats: [] };
}

/**
 * A venue's details and seat map. The venue row is locked while the seats sold or held for its
 * events to come are read, so two saves do not cross; a map that removes, re-categorises or holds
 * back any of them is refused with those seats named, and nothing changes.
 */
export async function updateVenue(
  db: Db,
  change: TextChange,
  input: VenueInput & { venue_id: number },
): Promise<GetVenueResponse> {
  await db.transaction(async (tx) => {
    const before = await findVenue(tx, change.companyId, input.venue_id, true);
    const events = await eventsToCome(tx, change.companyId, before.id, change.now);
    const taken = await takenSeats(
      tx,
      events.map((event) => event.id),
      change.now,
    );
    const refused = changedProtectedSeats(seatMapOf(before), input.seat_map as SeatMap, taken);
    if (refused.length > 0) throw new AppError('VENUE_SEATS_SOLD', { details: { seats: refused } });
    const [after] = await tx
      .update(venues)
      .set({ ...venueValues(input, change.translationLanguages), updatedAt: change.now })
      .where(eq(venues.id, before.id))
      .returning();
    if (!after) throw new AppError('NOT_FOUND');
    await writeAudit(tx, {
      ...change,
      action: 'venue.update',
      targetType: 'venue',
      targetId: after.id,
      before: adminVenueView(before),
      after: adminVenueView(after),
    });
  });
  return getVenue(db, change.companyId, input.venue_id, change.now);
}

export async function listVenueEvents(
  db: DbExecutor,
  companyId: number,
  now: Date,
): Promise<VenueEventListItem[]> {
  const events = await listPhysicalScreenersToCome(db, companyId, now);
  if (events.length === 0) return [];
  const links = await db
    .select({ screenerId: screenerVenues.screenerId, venueId: venues.id, venueName: venues.name })
    .from(screenerVenues)
    .innerJoin(venues, eq(venues.id, screenerVenues.venueId))
    .where(
      and(
        ofCompany(screenerVenues, companyId),
        inArray(
          screenerVenues.screenerId,
          events.map((event) => event.id),
        ),
      ),
    );
  const linkOf = new Map(links.map((link) => [link.screenerId, link]));
  return events.map((event) => ({
    ...eventSummary(event),
    venue_id: linkOf.get(event.id)?.venueId ?? null,
    venue_name: linkOf.get(event.id)?.venueName ?? null,
  }));
}

/** The company's event with a venue part, any status; else 404, or 409 for an event of another kind. */
async function findVenueEvent(db: DbExecutor, companyId: number, screenerId: number): Promise<ScreenerRow> {
  const [event] = await findScreenerRows(db, companyId, [screenerId]);
  if (!event) throw new AppError('NOT_FOUND');
  if (!hasPhysicalPart(event.eventType)) throw new AppError('EVENT_WITHOUT_VENUE_PART');
  return event;
}

type PartsRow = typeof screenerVenues.$inferSelect;

function pricingView(row: PartsRow): EventSeatPricing {
  const price = (key: keyof SeatCategoryPrices) => {
    const minor = row.seatCategoryPrices[key];
    return minor === undefined ? null : formatAmount(minor);
  };
  const percent = (key: keyof TicketTypeDiscounts) => row.ticketTypeDiscounts[key] ?? null;
  return {
    venue_id: row.venueId,
    currency: row.currency as EventSeatPricing['currency'],
    seat_category_prices: {
      10: price('10') ?? '0.00',
      20: price('20'),
      30: price('30'),
      40: price('40'),
    },
    ticket_type_discounts: { 10: percent('10'), 20: percent('20'), 30: percent('30') },
    max_seats_per_purchase: row.maxSeatsPerPurchase,
  };
}

async function findParts(db: DbExecutor, screenerId: number, lock = false) {
  const query = db.select().from(screenerVenues).where(eq(screenerVenues.screenerId, screenerId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function getEventSeatPricing(
  db: DbExecutor,
  companyId: number,
  screenerId: number,
): Promise<EventSeatPricingResponse> {
  const event = await findVenueEvent(db, companyId, screenerId);
  const parts = await findParts(db, event.id);
  return { event: eventSummary(event), pricing: parts ? pricingView(parts) : null };
}

/** Only the prices and percents given are stored; a category without one sells at the regular price. */
function storedPricing(input: EventSeatPricing) {
  const prices: SeatCategoryPrices = {};
  for (const [category, value] of Object.entries(input.seat_category_prices)) {
    if (value !== null) prices[category as keyof SeatCategoryPrices] = decimalToMinor(value);
  }
  const discounts: TicketTypeDiscounts = {};
  for (const [ticketType, value] of Object.entries(input.ticket_type_discounts)) {
    if (value !== null) discounts[ticketType as keyof TicketTypeDiscounts] = value;
  }
  return {
    venueId: input.venue_id,
    currency: input.currency,
    seatCategoryPrices: prices,
    ticketTypeDiscounts: discounts,
    maxSeatsPerPurchase: input.max_seats_per_purchase,
  };
}

/**
 * An event's venue and seat sale, made or changed. The venue must be the company's; an event with
 * seats sold or held keeps its venue (their seat keys mean nothing in another hall). New prices
 * apply to holds made from now on; orders already held keep the prices they were held at.
 */
export async function saveEventSeatPricing(
  db: Db,
  change: Change,
  input: EventSeatPricing & { screener_id: number },
): Promise<EventSeatPricingResponse> {
  await db.transaction(async (tx) => {
    const event = await findVenueEvent(tx, change.companyId, input.screener_id);
    await findVenue(tx, change.companyId, input.venue_id);
    const before = await findParts(tx, event.id, true);
    if (before && before.venueId !== input.venue_id) {
      const taken = await takenSeats(tx, [event.id], change.now);
      if (taken.length > 0) throw new AppError('EVENT_SEATS_SOLD', { details: { seats: taken } });
    }
    const values = storedPricing(input);
    const [after] = before
      ? await tx
          .update(screenerVenues)
          .set({ ...values, updatedAt: change.now })
          .where(eq(screenerVenues.screenerId, event.id))
          .returning()
      : await tx
          .insert(screenerVenues)
          .values({
            screenerId: event.id,
            companyId: change.companyId,
            ...values,
            createdAt: change.now,
            updatedAt: change.now,
          })
          .returning();
    if (!after) throw new Error('seat pricing not saved');
    await writeAudit(tx, {
      ...change,
      action: 'venue.event_pricing',
      targetType: 'screener',
      targetId: event.id,
      before: before ? pricingView(before) : null,
      after: pricingView(after),
    });
  });
  return getEventSeatPricing(db, change.companyId, input.screener_id);
}
