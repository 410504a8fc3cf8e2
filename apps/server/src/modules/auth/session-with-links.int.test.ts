import { type AuthorizationHeader, ZAuthorizationHeader } from '@screener/contracts/auth-header';
import { PRICING_TYPES, PURCHASE_STATUSES } from '@screener/contracts/pricing';
import type { Screener } from '@screener/contracts/screener';
import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { onRowChange } from '../../db/row-changes.ts';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { enrollments } from '../enrollment/schema.ts';
import { listViewerScreenings, viewerLinks } from '../payments/index.ts';
import { purchases } from '../payments/schema.ts';
import { pricingPlanScreenings, pricingPlans } from '../pricing/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { withViewerLink } from '../screenings/screener-view.ts';
import { sessions as sessionsTable } from './schema.ts';
import { endSession, openSession, type SessionRow } from './sessions.ts';
import { createSignedSessions, type SignedSessions } from './signed-sessions.ts';

// The session's statement (decision 0024) reads the session and the viewer's links in one: each
// way a session fails to open must fail as the session-only read does, and the links must be the
// ones the viewer's own statement (enrollment/viewer-state.ts) reads.
const NOW = new Date('2026-06-01T12:00:00Z');

let companyId: number;
let consumerId: number;
const ids = { enrolledFree: 0, boughtSingle: 0, inPass: 0, paying: 0, untouched: 0 };
const allIds = () => Object.values(ids);

const headerOf = (session: SessionRow, now = NOW): AuthorizationHeader =>
  ZAuthorizationHeader.parse(JSON.parse(signedHeader(session, now)));

async function sessionOf(company: number, consumer: number): Promise<SessionRow> {
  return (await openSession(t.db, { companyId: company, consumerId: consumer, now: NOW })).session;
}

const t = useTestApp({ now: NOW });
const given = seededForFile(async () => {
  const sessions: SignedSessions<Awaited<ReturnType<typeof listViewerScreenings>>> = createSignedSessions(
    t.db,
    t.config.sessionLifetime,
    viewerLinks,
    t.clock,
  );
  await onRowChange(t.db, sessions.heard);
  companyId = (await createCompany(t.db)).id;
  const otherCompanyId = (await createCompany(t.db)).id;
  consumerId = (await createConsumer(t.db, companyId)).id;
  const otherConsumerId = (await createConsumer(t.db, companyId)).id;
  for (const name of Object.keys(ids) as (keyof typeof ids)[]) {
    const [row] = await t.db
      .insert(screeners)
      .values({
        companyId,
        title: name,
        screeningStartsAt: new Date('2026-07-01T18:00:00Z'),
        screeningEndsAt: new Date('2026-07-01T20:00:00Z'),
        monetizationEnabled: true,
      })
      .returning();
    ids[name] = row?.id ?? 0;
  }
  const plan = async (type: (typeof PRICING_TYPES)[keyof typeof PRICING_TYPES], covers: number[]) => {
    const [row] = await t.db
      .insert(pricingPlans)
      .values({ companyId, type, name: `plan ${type}`, priceMinor: 1000, currency: 'EUR' })
      .returning();
    const planId = row?.id ?? 0;
    await t.db.insert(pricingPlanScreenings).values(covers.map((screenerId) => ({ planId, screenerId })));
    return planId;
  };
  const purchase = async (
    consumer: number,
    pricingId: number,
    status: (typeof PURCHASE_STATUSES)[keyof typeof PURCHASE_STATUSES],
    screenerId?: number,
  ) => {
    const [row] = await t.db
      .insert(purchases)
      .values({
        companyId,
        consumerId: consumer,
        pricingId,
        screenerId: screenerId ?? null,
        status,
        purchaseType: PRICING_TYPES.single,
        currency: 'EUR',
        amountMinor: 1000,
        gateway: 'sandbox',
        idempotencyKey: `${consumer}-${pricingId}-${status}`,
      })
      .returning();
    return row?.id ?? 0;
  };
  const single = await plan(PRICING_TYPES.single, [ids.boughtSingle]);
  const pass = await plan(PRICING_TYPES.group, [ids.inPass, ids.boughtSingle]);
  const payingPlan = await plan(PRICING_TYPES.single, [ids.paying]);
  const singlePurchase = await purchase(consumerId, single, PURCHASE_STATUSES.completed, ids.boughtSingle);
  await purchase(consumerId, pass, PURCHASE_STATUSES.completed);
  await purchase(consumerId, payingPlan, PURCHASE_STATUSES.processing, ids.paying);
  await purchase(otherConsumerId, payingPlan, PURCHASE_STATUSES.completed, ids.paying);
  await t.db.insert(enrollments).values([
    { companyId, consumerId, screenerId: ids.enrolledFree },
    {
      companyId,
      consumerId,
      screenerId: ids.boughtSingle,
      purchaseId: singlePurchase,
      eventStartsAt: new Date('2026-07-01T18:05:00Z'),
      eventEndsAt: new Date('2026-07-03T18:05:00Z'),
    },
    { companyId, consumerId: otherConsumerId, screenerId: ids.untouched },
  ]);
  return { sessions, otherCompanyId, otherConsumerId };
});

describe('the session read with the viewer’s links in one statement', () => {
  it('gives the links the viewer’s own statement reads, for the events asked about only', async () => {
    const session = await sessionOf(companyId, consumerId);
    for (const asked of [allIds(), [ids.boughtSingle, ids.untouched], [ids.untouched], []]) {
      const opened = await given.sessions.openWithLinks(headerOf(session), companyId, NOW, asked);
      expect(opened.problem).toBeNull();
      expect(opened.session?.id).toBe(session.id);
      const expected = await listViewerScreenings(t.db, companyId, consumerId, asked);
      expect(opened.session && opened.links).toEqual(expected);
    }
    const all = await given.sessions.openWithLinks(headerOf(session), companyId, NOW, allIds());
    expect(all.session && all.links.map((link) => link.screener_id)).toEqual(
      [ids.enrolledFree, ids.boughtSingle, ids.inPass, ids.paying].sort((a, b) => a - b),
    );
  });

  it('keeps another viewer’s links out', async () => {
    const session = await sessionOf(companyId, given.otherConsumerId);
    const opened = await given.sessions.openWithLinks(headerOf(session), companyId, NOW, allIds());
    expect(opened.session && opened.links.map((link) => link.screener_id)).toEqual(
      [ids.paying, ids.untouched].sort((a, b) => a - b),
    );
  });

  it('refuses an expired session as the session-only read does', async () => {
    const session = await sessionOf(companyId, consumerId);
    const later = new Date(NOW.getTime() + t.config.sessionLifetime.idleMs + 60_000);
    const header = headerOf(session, later);
    expect(await given.sessions.openWithLinks(header, companyId, later, allIds())).toEqual({
      session: null,
      problem: 'SESSION_EXPIRED',
    });
    expect((await given.sessions.open(header, companyId, later)).problem).toBe('SESSION_EXPIRED');
  });

  it('refuses a session ended by logout or by a newer login', async () => {
    const loggedOut = await sessionOf(companyId, consumerId);
    await endSession(t.db, loggedOut.id, NOW);
    const replaced = await sessionOf(companyId, consumerId);
    await sessionOf(companyId, consumerId);
    for (const session of [loggedOut, replaced]) {
      expect(await given.sessions.openWithLinks(headerOf(session), companyId, NOW, allIds())).toEqual({
        session: null,
        problem: 'SESSION_EXPIRED',
      });
    }
  });

  it('refuses another company’s session, and reads none of its viewer’s links', async () => {
    const elsewhere = await sessionOf(
      given.otherCompanyId,
      (await createConsumer(t.db, given.otherCompanyId)).id,
    );
    expect(await given.sessions.openWithLinks(headerOf(elsewhere), companyId, NOW, allIds())).toEqual({
      session: null,
      problem: 'TOKEN_MISMATCH',
    });
    // A session of this company asked about at the other one is refused the same way.
    const here = await sessionOf(companyId, consumerId);
    expect(await given.sessions.openWithLinks(headerOf(here), given.otherCompanyId, NOW, allIds())).toEqual({
      session: null,
      problem: 'TOKEN_MISMATCH',
    });
  });

  it('refuses an unknown key and a wrong signature', async () => {
    const session = await sessionOf(companyId, consumerId);
    const unknown = { ...headerOf(session), key: 'f'.repeat(64) };
    expect((await given.sessions.openWithLinks(unknown, companyId, NOW, allIds())).problem).toBe(
      'SESSION_EXPIRED',
    );
    const forged = { ...headerOf(session), hash: 'f'.repeat(64) };
    expect((await given.sessions.openWithLinks(forged, companyId, NOW, allIds())).problem).toBe(
      'TOKEN_MISMATCH',
    );
  });
});

describe('a signed-in list and overview read through the session’s statement', () => {
  async function post<T>(path: string, body: object, session?: SessionRow): Promise<T> {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/guest/company/${companyId}/screenings/${path}`,
      payload: body,
      headers: session ? { authorization: signedHeader(session, t.clock.now()) } : {},
    });
    expect(refusalCode(response)).toBeNull();
    return response.json().data as T;
  }

  it('answers a viewer with purchases and enrollments as the guest answer with its own links set', async () => {
    const session = await sessionOf(companyId, consumerId);
    const guest = await post<{ data: Screener[] }>('upcoming', {});
    const own = await post<{ data: Screener[] }>('upcoming', {}, session);
    const links = new Map(
      (await listViewerScreenings(t.db, companyId, consumerId)).map((link) => [link.screener_id, link]),
    );
    expect(own.data).toEqual(guest.data.map((view) => withViewerLink(view, links.get(view.id))));
    expect(own.data.find((view) => view.id === ids.boughtSingle)).toMatchObject({
      is_enrolled: true,
      is_purchased: true,
      event_starts_at: '2026-07-01 18:05:00',
    });

    for (const id of allIds()) {
      const guestOne = await post<{ screener: Screener }>('get', { id });
      const ownOne = await post<{ screener: Screener }>('get', { id }, session);
      expect(ownOne.screener).toEqual(withViewerLink(guestOne.screener, links.get(id)));
    }
  });
});

describe('the session and links a node keeps between a viewer’s calls (decision 0037)', () => {
  const linkedIds = (opened: Awaited<ReturnType<typeof given.sessions.openWithLinks>>) =>
    opened.session ? opened.links.map((link) => link.screener_id) : opened.problem;

  it('sees a change made in the database on any path at the very next call', async () => {
    const viewer = (await createConsumer(t.db, companyId)).id;
    const session = await sessionOf(companyId, viewer);
    const read = () => given.sessions.openWithLinks(headerOf(session), companyId, NOW, allIds());
    expect(linkedIds(await read())).toEqual([]);

    // Written straight into the tables, past every service: the triggers announce it.
    await t.db.insert(enrollments).values({ companyId, consumerId: viewer, screenerId: ids.untouched });
    expect(linkedIds(await read())).toEqual([ids.untouched]);
    await t.db.delete(enrollments).where(eq(enrollments.consumerId, viewer));
    expect(linkedIds(await read())).toEqual([]);

    const [pass] = await t.db
      .insert(pricingPlans)
      .values({ companyId, type: PRICING_TYPES.group, name: 'kept pass', priceMinor: 1000, currency: 'EUR' })
      .returning();
    const passId = pass?.id ?? 0;
    await t.db.insert(purchases).values({
      companyId,
      consumerId: viewer,
      pricingId: passId,
      status: PURCHASE_STATUSES.completed,
      purchaseType: PRICING_TYPES.group,
      currency: 'EUR',
      amountMinor: 1000,
      gateway: 'sandbox',
      idempotencyKey: `kept-${viewer}`,
    });
    expect(linkedIds(await read())).toEqual([]);
    // Which events a plan covers changes every holder's links at once.
    await t.db.insert(pricingPlanScreenings).values({ planId: passId, screenerId: ids.enrolledFree });
    expect(linkedIds(await read())).toEqual([ids.enrolledFree]);
    await t.db.update(purchases).set({ cancelledAt: NOW }).where(eq(purchases.consumerId, viewer));
    expect(linkedIds(await read())).toEqual([]);

    await t.db.update(sessionsTable).set({ endedAt: NOW }).where(eq(sessionsTable.id, session.id));
    expect(linkedIds(await read())).toBe('SESSION_EXPIRED');
  });

  it('forgets what it kept after a minute even when it heard no change', async () => {
    const deaf = createSignedSessions(t.db, t.config.sessionLifetime, viewerLinks, t.clock);
    const viewer = (await createConsumer(t.db, companyId)).id;
    const session = await sessionOf(companyId, viewer);
    const read = () =>
      deaf.openWithLinks(headerOf(session, t.clock.now()), companyId, t.clock.now(), allIds());
    expect(linkedIds(await read())).toEqual([]);
    await t.db.insert(enrollments).values({ companyId, consumerId: viewer, screenerId: ids.untouched });
    expect(linkedIds(await read())).toEqual([]);
    t.clock.advance(60_000);
    expect(linkedIds(await read())).toEqual([ids.untouched]);
  });

  it.runIf(process.env.DATABASE_URL)('hears a change another node commits', async () => {
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    const otherNode = await openDatabase({ url: pool.options.connectionString, pgliteDir: 'memory://' });
    try {
      const viewer = (await createConsumer(t.db, companyId)).id;
      const session = await sessionOf(companyId, viewer);
      const read = () => given.sessions.openWithLinks(headerOf(session), companyId, NOW, allIds());
      expect(linkedIds(await read())).toEqual([]);
      const heard = new Promise<void>((resolve) => {
        void onRowChange(t.db, (change) => {
          if ('payload' in change && change.payload === `viewer:${viewer}`) resolve();
        });
      });
      await otherNode.db
        .insert(enrollments)
        .values({ companyId, consumerId: viewer, screenerId: ids.untouched });
      await heard;
      expect(linkedIds(await read())).toEqual([ids.untouched]);
    } finally {
      await otherNode.close();
    }
  });
});
