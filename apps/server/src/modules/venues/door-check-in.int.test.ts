import { createPublicKey } from 'node:crypto';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { BOOKING_STATUSES } from '@screener/contracts/seats';
import {
  type CheckInTicketResponse,
  formatTicketShortCode,
  ticketShortCodeOf,
} from '@screener/contracts/ticket-check-in';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { signTicketCode, verifyTicketCode } from '../../lib/ticket-code.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call } from '../payments/purchase-test-helpers.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { DOOR_CODE_TRIES } from './door-check-in.ts';
import { bookings } from './schema.ts';
import { ticketKeysOf } from './ticket-keys.ts';
import { buyTicket } from './ticket-test-helpers.ts';
import { createVenueShop } from './venue-test-helpers.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createVenueShop(t);
  const host = shop.company.domain;
  const boxOffice = await createStaff(t, shop.company.id, 'box_office');
  /** The box office's staff cookie: its role includes door check-in. */
  const door = boxOffice.token;
  const doorStaffId = boxOffice.member.id;
  const doorStaffName = boxOffice.member.name;
  return { shop, host, door, doorStaffId, doorStaffName };
});

const checkIn = (code: string, scanId: string, token: string = given.door, onHost = given.host) =>
  staffCall<CheckInTicketResponse>(t, onHost, 'admin/checkInTicket', { code, scan_id: scanId }, token);

describe('door check-in', () => {
  it('announces an admission once, however often its scan is sent', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer({ name: 'Noa Once' });
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['4-1']);
    const publish = vi.spyOn(t.webhooks, 'publish');
    try {
      for (const scanId of ['scan-once', 'scan-once', 'scan-other']) {
        expect(refusalCode(await checkIn(code, scanId))).toBeNull();
      }
      const admissions = publish.mock.calls.filter(([, event]) => event === 'booking.checked_in');
      expect(admissions).toHaveLength(1);
      expect(admissions[0]?.[2]).toMatchObject({ booking_id: bookingId, screener_id: eventId });
    } finally {
      publish.mockRestore();
    }
  });

  it('admits a ticket once, repeats that admission for the same scan and names the holder to any other', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer({ name: 'Dana Holder' });
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['2-1', '2-2']);
    const firstAt = t.clock.now();

    const first = await checkIn(code, 'scan-1');
    expect(refusalCode(first)).toBeNull();
    const [admission] = await t.db
      .select({ by: bookings.admittedBy })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    expect(admission?.by).toBe(given.doorStaffId);
    expect(first.data).toEqual({
      result: 'admitted',
      ticket: {
        booking_id: bookingId,
        screener_id: eventId,
        screener_title: 'At the hall',
        screener_start_date: expect.any(String),
        holder_name: 'Dana Holder',
        seat_labels: ['B1', 'B2'],
        admitted_at: expect.any(String),
        admitted_by: given.doorStaffName,
      },
    });

    t.clock.advance(60_000);
    try {
      const retry = await checkIn(code, 'scan-1');
      expect(retry.data).toEqual(first.data);
      const second = await checkIn(` ${code} `, 'scan-2');
      expect(refusalCode(second)).toBeNull();
      expect(second.data).toEqual({ ...first.data, result: 'already_admitted' });
    } finally {
      t.clock.set(firstAt);
    }
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row).toMatchObject({ admittedScanId: 'scan-1', admittedAt: firstAt });
  });

  it('admits by the door code printed beside the QR code, typed in any case and grouping', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer({ name: 'Noa Typed' });
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['2-4']);
    const listed = await call<{ bookings: { id: number; short_code: string | null }[] }>(
      t,
      given.host,
      'listPhysicalEventBookings',
      {},
      session,
    );
    const shortCode = listed.data.bookings.find((booking) => booking.id === bookingId)?.short_code;
    expect(shortCode).toBe(ticketShortCodeOf(code));
    expect(shortCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{12}$/);
    const typed = formatTicketShortCode(shortCode ?? '')
      .toLowerCase()
      .replace(/-/g, ' ');

    const first = await checkIn(typed, 'typed-1');
    expect(first.data).toMatchObject({
      result: 'admitted',
      ticket: { booking_id: bookingId, holder_name: 'Noa Typed', admitted_by: given.doorStaffName },
    });
    // The same ticket scanned later by its QR code, by another member of the box office.
    const colleague = await createStaff(t, given.shop.company.id, 'box_office');
    const again = await checkIn(code, 'scanned-2', colleague.token);
    expect(again.data).toMatchObject({
      result: 'already_admitted',
      ticket: {
        booking_id: bookingId,
        admitted_by: given.doorStaffName,
        admitted_at: first.data.ticket.admitted_at,
      },
    });

    // A door code one character off, or of another company's ticket, names no ticket.
    const wrong = `${shortCode?.slice(0, -1)}${shortCode?.endsWith('0') ? '1' : '0'}`;
    expect((await checkIn(wrong, 'typed-wrong')).error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);
    const other = await createVenueShop(t);
    const theirs = await buyTicket(
      t,
      other.company.domain,
      await other.venueEvent(),
      (await other.viewer()).session,
      ['2-1'],
    );
    expect((await checkIn(ticketShortCodeOf(theirs.code), 'typed-other')).error?.code).toBe(
      ERROR_CATALOGUE.TICKET_INVALID.code,
    );
  });

  it('lets a staff member type only so many door codes, so none can be guessed', async () => {
    const typist = await createStaff(t, given.shop.company.id, 'box_office');
    const tries = Array.from({ length: DOOR_CODE_TRIES.max }, (_, index) =>
      checkIn(`ZZZZ-ZZZZ-${String(index).padStart(4, '0')}`, `guess-${index}`, typist.token),
    );
    for (const answer of await Promise.all(tries)) {
      expect(answer.error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);
    }
    const over = await checkIn('ZZZZ-ZZZZ-ZZZZ', 'guess-over', typist.token);
    expect(over.error?.code).toBe(ERROR_CATALOGUE.RATE_LIMITED.code);
    // Another member of the box office is counted apart, and a scanned QR code is never limited.
    expect((await checkIn('ZZZZ-ZZZZ-ZZZZ', 'guess-colleague')).error?.code).toBe(
      ERROR_CATALOGUE.TICKET_INVALID.code,
    );
    const eventId = await given.shop.venueEvent();
    const { code } = await buyTicket(t, given.host, eventId, (await given.shop.viewer()).session, ['2-5']);
    expect((await checkIn(code, 'scanned-after', typist.token)).data.result).toBe('admitted');
  });

  it('admits exactly one of several devices scanning the same ticket at the same moment', async () => {
    const eventId = await given.shop.venueEvent();
    for (const seat of ['3-1', '3-2', '3-4']) {
      const { code } = await buyTicket(t, given.host, eventId, (await given.shop.viewer()).session, [seat]);
      const answers = await Promise.all(['a', 'b', 'c', 'd'].map((door) => checkIn(code, `${seat}-${door}`)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(answers.filter((answer) => answer.data.result === 'admitted')).toHaveLength(1);
      expect(new Set(answers.map((answer) => answer.data.ticket.admitted_at)).size).toBe(1);
    }
  });

  it('refuses a forged or altered code', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['4-1']);
    const bytes = Buffer.from(code, 'base64url');
    // The booking id is bytes 1..4: point the signed ticket at the next booking.
    bytes[4] = (bytes[4] ?? 0) + 1;
    for (const bad of [bytes.toString('base64url'), code.slice(0, -2), 'not a ticket']) {
      const answer = await checkIn(bad, `bad-${bad.length}`);
      expect(refusalCode(answer)).toBe(4040);
      expect(answer.error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);
    }
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(row?.admittedAt).toBeNull();
  });

  it('refuses a ticket of another company, even one signed with its own key', async () => {
    const other = await createVenueShop(t);
    const otherEvent = await other.venueEvent();
    const { session } = await other.viewer();
    const { code, bookingId } = await buyTicket(t, other.company.domain, otherEvent, session, ['2-1']);
    const answer = await checkIn(code, 'scan-other');
    expect(answer.error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);

    // This company's key on another company's booking id names no booking of this company.
    const keys = await ticketKeysOf(t.db, given.shop.company.id);
    const resigned = signTicketCode({ bookingId, screenerId: otherEvent }, keys.privateKey);
    expect((await checkIn(resigned, 'scan-resigned')).error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);

    // Nor may the other company's door staff check this company's tickets.
    const otherDoor = (await createStaff(t, other.company.id, 'box_office')).token;
    const ownEvent = await given.shop.venueEvent();
    const own = await buyTicket(t, given.host, ownEvent, (await given.shop.viewer()).session, ['2-1']);
    const crossed = await checkIn(own.code, 'scan-crossed', otherDoor, other.company.domain);
    expect(crossed.error?.code).toBe(ERROR_CATALOGUE.TICKET_INVALID.code);
  });

  it('refuses a cancelled booking', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['5-1']);
    await t.db.update(bookings).set({ status: BOOKING_STATUSES.cancelled }).where(eq(bookings.id, bookingId));
    const answer = await checkIn(code, 'scan-cancelled');
    expect(refusalCode(answer)).toBe(4041);
    expect(answer.error?.code).toBe(ERROR_CATALOGUE.TICKET_NOT_BOOKED.code);
  });

  it('is for the company’s staff only, and answers bad input field by field', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { code } = await buyTicket(t, given.host, eventId, session, ['6-1']);
    // A viewer's session is no staff session.
    expect(
      refusalCode(
        await call(t, given.host, 'admin/checkInTicket', { code, scan_id: 'scan-viewer' }, session),
      ),
    ).toBe(401);
    const bad = await staffCall(t, given.host, 'admin/checkInTicket', { code: '', scan_id: 'x' }, given.door);
    expect(refusalCode(bad)).toBe(400);
    expect(bad.error?.details).toMatchObject({ fields: { code: [expect.any(String)] } });
  });

  it('gives administrators the public key, with which a code is checked without the server', async () => {
    const eventId = await given.shop.venueEvent();
    const { session } = await given.shop.viewer();
    const { bookingId, code } = await buyTicket(t, given.host, eventId, session, ['6-2']);
    const answer = await staffCall<{ public_key: string }>(
      t,
      given.host,
      'admin/getTicketPublicKey',
      {},
      given.door,
    );
    expect(answer.data.public_key).toMatch(/^-----BEGIN PUBLIC KEY-----/);
    expect(answer.data.public_key).not.toMatch(/PRIVATE/);
    expect(verifyTicketCode(code, createPublicKey(answer.data.public_key))).toMatchObject({
      bookingId,
      screenerId: eventId,
    });
    expect(refusalCode(await call(t, given.host, 'admin/getTicketPublicKey', {}, session))).toBe(401);
  });
});
