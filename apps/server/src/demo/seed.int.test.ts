import { existsSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { verifyPassword } from '../modules/auth/passwords.ts';
import { accessLinks, consumers } from '../modules/auth/schema.ts';
import { chatRooms } from '../modules/chat/schema.ts';
import { companies } from '../modules/companies/schema.ts';
import { media, subtitles } from '../modules/films/schema.ts';
import { pages } from '../modules/pages/schema.ts';
import { coupons, pricingPlans } from '../modules/pricing/schema.ts';
import { screeners } from '../modules/screenings/schema.ts';
import { subscriptionPlans } from '../modules/subscriptions/schema.ts';
import { screenerVenues, venues } from '../modules/venues/schema.ts';
import { streams } from '../modules/watch/schema.ts';
import { openTestDatabase } from '../test/test-database.ts';
import { DEMO_PORT_PLACEHOLDER, DEMO_VIEWER_PASSWORD, demoSiteUrl, seedDemoData } from './seed.ts';

const now = new Date('2026-06-01T12:34:56Z');
const demoMediaDir = path.resolve(import.meta.dirname, '../../demo-media');

describe('seedDemoData', () => {
  let database: DatabaseHandle;

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it('creates the festival and the cinema with their viewers', async () => {
    const summary = await seedDemoData(database.db, now);

    expect(summary.inserted).toBe(true);
    expect(summary.viewerPassword).toBe(DEMO_VIEWER_PASSWORD);
    expect(summary.sites).toEqual([
      {
        title: 'Northern Lights Film Festival',
        domain: 'festival.localhost',
        url: `http://festival.localhost:${DEMO_PORT_PLACEHOLDER}`,
        viewerEmail: 'viewer@festival.localhost',
        chatInvitationPath: '/screeners/chatroom/autoregister/demo-northern-lights-chat',
      },
      {
        title: 'קולנוע הים',
        domain: 'cinema.localhost',
        url: `http://cinema.localhost:${DEMO_PORT_PLACEHOLDER}`,
        viewerEmail: 'viewer@cinema.localhost',
        chatInvitationPath: '/screeners/chatroom/autoregister/demo-cinema-hayam-chat',
      },
    ]);
    expect(demoSiteUrl(summary.sites[0] ?? { url: '' }, 3000)).toBe('http://festival.localhost:3000');

    const people = await database.db
      .select({ email: consumers.email, role: consumers.role, passwordHash: consumers.passwordHash })
      .from(consumers)
      .orderBy(consumers.id);
    const argon2id = expect.stringMatching(/^\$argon2id\$/);
    expect(people).toEqual([
      { email: 'viewer@festival.localhost', role: 'consumer', passwordHash: argon2id },
      { email: 'viewer@cinema.localhost', role: 'consumer', passwordHash: argon2id },
    ]);
    const [viewer] = people;
    expect(await verifyPassword(viewer?.passwordHash ?? null, DEMO_VIEWER_PASSWORD)).toBe(true);

    const [cinema] = await database.db
      .select()
      .from(companies)
      .where(eq(companies.domain, 'cinema.localhost'));
    expect(cinema?.currency).toBe('ILS');
    expect(cinema?.customProperties).toMatchObject({ language: 'he', rtl: true, logo_as_header: false });
    expect(cinema?.customProperties.theme.darkMode).toBe(true);
    expect(cinema?.paymentSetting.enabled_payment_gateways).toEqual(['sandbox', 'meshulam', 'admin_pay']);
  });

  it('gives each company events of every type around now', async () => {
    const rows = await database.db
      .select({
        domain: companies.domain,
        eventType: screeners.eventType,
        vod: sql<number>`count(*) filter (where ${screeners.isVodEvent})`.mapWith(Number),
        total: count(),
      })
      .from(screeners)
      .innerJoin(companies, eq(companies.id, screeners.companyId))
      .groupBy(companies.domain, screeners.eventType)
      .orderBy(companies.domain, screeners.eventType);
    const expected = (domain: string) => [
      { domain, eventType: 10, vod: 1, total: 5 },
      { domain, eventType: 20, vod: 0, total: 1 },
      { domain, eventType: 50, vod: 0, total: 1 },
      { domain, eventType: 60, vod: 1, total: 1 },
    ];
    expect(rows).toEqual([...expected('cinema.localhost'), ...expected('festival.localhost')]);

    const timing = await database.db
      .select({
        companyId: screeners.companyId,
        past: sql<number>`count(*) filter (where ${screeners.screeningEndsAt} < ${now})`.mapWith(Number),
        ongoing:
          sql<number>`count(*) filter (where ${screeners.screeningStartsAt} <= ${now} and ${screeners.screeningEndsAt} > ${now})`.mapWith(
            Number,
          ),
        upcoming: sql<number>`count(*) filter (where ${screeners.screeningStartsAt} > ${now})`.mapWith(
          Number,
        ),
        free: sql<number>`count(*) filter (where not ${screeners.monetizationEnabled})`.mapWith(Number),
        geoBlocked:
          sql<number>`count(*) filter (where ${screeners.geoMode} = 'block' and 'US' = any(${screeners.geoCountries}))`.mapWith(
            Number,
          ),
      })
      .from(screeners)
      .groupBy(screeners.companyId);
    expect(timing).toHaveLength(2);
    for (const company of timing) {
      expect(company).toMatchObject({ past: 1, ongoing: 3, upcoming: 4, free: 3, geoBlocked: 1 });
    }
  });

  it('sells plans of every type, subscriptions, coupons, and seats at a venue', async () => {
    const planTypes = await database.db
      .selectDistinct({ companyId: pricingPlans.companyId, type: pricingPlans.type })
      .from(pricingPlans)
      .orderBy(pricingPlans.companyId, pricingPlans.type);
    expect(planTypes.map((row) => row.type)).toEqual([10, 20, 30, 40, 50, 10, 20, 30, 40, 50]);

    const intervals = await database.db
      .select({ interval: subscriptionPlans.interval })
      .from(subscriptionPlans);
    expect(intervals.map((row) => row.interval).sort()).toEqual(['month', 'month', 'year', 'year']);

    const codes = await database.db
      .select({ code: coupons.code, percentOff: coupons.percentOff })
      .from(coupons);
    expect(codes).toHaveLength(4);
    expect(codes).toContainEqual({ code: 'FREE01', percentOff: 100 });
    expect(codes).toContainEqual({ code: 'SAVE20', percentOff: 20 });

    const [venue] = await database.db.select().from(venues).limit(1);
    expect(venue).toMatchObject({ rowCount: 14, columnCount: 24 });
    const seatsInLayout = Object.values(venue?.layout ?? {}).filter((seat) => seat.is_accessible);
    expect(seatsInLayout).toHaveLength(308);
    expect(seatsInLayout.filter((seat) => seat.category === 40)).toHaveLength(4);
    const [venueEvents] = await database.db.select({ n: count() }).from(screenerVenues);
    expect(venueEvents?.n).toBe(4);
  });

  it('adds pages, streams, a chat room, an access link and the demo film', async () => {
    const external = await database.db.select({ n: count() }).from(pages).where(eq(pages.isExternal, true));
    const [allPages] = await database.db.select({ n: count() }).from(pages);
    expect(allPages?.n).toBe(6);
    expect(external[0]?.n).toBe(2);

    const [liveChats] = await database.db
      .select({ n: count() })
      .from(streams)
      .where(and(eq(streams.type, 'live_chat'), eq(streams.active, true)));
    expect(liveChats?.n).toBe(2);
    const [movieStreams] = await database.db
      .select({ n: count() })
      .from(streams)
      .where(eq(streams.type, 'movie_stream'));
    expect(movieStreams?.n).toBe(14);

    expect(await database.db.select({ n: count() }).from(chatRooms)).toEqual([{ n: 2 }]);
    expect(await database.db.select({ n: count() }).from(accessLinks)).toEqual([{ n: 2 }]);

    const paths = await database.db.selectDistinct({ path: media.hlsPath }).from(media);
    expect(paths).toEqual([{ path: 'test-pattern/master.m3u8' }]);
    const subtitlePaths = await database.db.selectDistinct({ path: subtitles.srcPath }).from(subtitles);
    for (const { path: file } of [...paths, ...subtitlePaths]) {
      expect(existsSync(path.join(demoMediaDir, file)), file).toBe(true);
    }
  });

  it('inserts nothing the second time', async () => {
    const tables = [companies, consumers, screeners, pricingPlans, coupons, pages, media] as const;
    const before = await Promise.all(tables.map((table) => database.db.select({ n: count() }).from(table)));

    const again = await seedDemoData(database.db, new Date(now.getTime() + 86_400_000));

    expect(again.inserted).toBe(false);
    expect(again.sites.map((site) => site.domain)).toEqual(['festival.localhost', 'cinema.localhost']);
    const after = await Promise.all(tables.map((table) => database.db.select({ n: count() }).from(table)));
    expect(after).toEqual(before);
  });
});
