import type { EventType } from '@screener/contracts/event';
import type { PricingType } from '@screener/contracts/pricing';
import type { SeatCategory } from '@screener/contracts/seats';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbExecutor } from '../db/client.ts';
import { hashPassword } from '../modules/auth/index.ts';
import { accessLinks, autoRegisterLinks, consumers } from '../modules/auth/schema.ts';
import { chatRooms, liveChatMessages } from '../modules/chat/schema.ts';
import { companies } from '../modules/companies/schema.ts';
import { enrollments } from '../modules/enrollment/schema.ts';
import { films, media, subtitles } from '../modules/films/schema.ts';
import { pages } from '../modules/pages/schema.ts';
import { coupons, pricingPlanScreenings, pricingPlans } from '../modules/pricing/schema.ts';
import {
  DEFAULT_EVENT_CONFIGURATION,
  type EventConfiguration,
  type QaInfo,
  screenerFilms,
  screeners,
} from '../modules/screenings/schema.ts';
import { seedDemoOperator, seedDemoStaff } from '../modules/staff/index.ts';
import { subscriptionPlans } from '../modules/subscriptions/schema.ts';
import { screenerVenues, type VenueLayout, venues } from '../modules/venues/schema.ts';
import { streams } from '../modules/watch/schema.ts';
import { DEMO_COMPANIES, type DemoCompanyContent, type DemoEventKey } from './demo-content.ts';
import { faviconImage, logoImage, posterImage } from './demo-images.ts';

/** The demo viewers' password, stored hashed like any other. */
export const DEMO_VIEWER_PASSWORD = 'screener-demo';

/** Stands for the port in `DemoSite.url`; `demoSiteUrl` fills it in. */
export const DEMO_PORT_PLACEHOLDER = '{port}';

/** The demo film, relative to the demo media folder (`apps/server/demo-media`). */
export const DEMO_FILM_HLS_PATH = 'test-pattern/master.m3u8';
export const DEMO_FILM_DURATION_SECONDS = 12;
export const DEMO_SUBTITLE_PATHS = {
  en: 'test-pattern/subtitles/en.vtt',
  he: 'test-pattern/subtitles/he.vtt',
};

export type DemoSite = {
  title: string;
  domain: string;
  /** `http://<domain>:{port}`. */
  url: string;
  viewerEmail: string;
  /** The live event's chat-room invitation (usable once): signs a guest in and joins the room. */
  chatInvitationPath: string;
};

export type DemoSummary = {
  /** False when the database already had a company, so nothing was written. */
  inserted: boolean;
  /** The demo sites present in the database (none when other companies were there first). */
  sites: DemoSite[];
  viewerPassword: string;
};

export function demoSiteUrl(site: Pick<DemoSite, 'url'>, port: number): string {
  return site.url.replace(DEMO_PORT_PLACEHOLDER, String(port));
}

const HOUR = 3_600_000;
const DAY_HOURS = 24;
/** Keeps two server processes starting on one empty database from seeding twice. */
const SEED_LOCK_KEY = 748_311_902;

/**
 * Fills an empty database with two demo sites, a festival (English) and a cinema (Hebrew), each
 * with events of every type around `now`, plans of every kind, a venue with a seat map, a demo
 * viewer and the demo film, and a platform operator. Does nothing when any company exists. One
 * transaction.
 */
export async function seedDemoData(db: Db, now: Date): Promise<DemoSummary> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const existing = await tx.select({ id: companies.id }).from(companies).limit(1);
    if (existing.length > 0) {
      const present = await tx
        .select({ domain: companies.domain })
        .from(companies)
        .where(
          inArray(
            companies.domain,
            DEMO_COMPANIES.map((content) => content.company.domain),
          ),
        );
      const domains = new Set(present.map((row) => row.domain));
      return {
        inserted: false,
        sites: DEMO_COMPANIES.filter((content) => domains.has(content.company.domain)).map(siteOf),
        viewerPassword: DEMO_VIEWER_PASSWORD,
      };
    }
    for (const content of DEMO_COMPANIES) await seedCompany(tx, content, now);
    await seedDemoOperator(tx, now);
    return { inserted: true, sites: DEMO_COMPANIES.map(siteOf), viewerPassword: DEMO_VIEWER_PASSWORD };
  });
}

function siteOf(content: DemoCompanyContent): DemoSite {
  return {
    title: content.company.title,
    domain: content.company.domain,
    url: `http://${content.company.domain}:${DEMO_PORT_PLACEHOLDER}`,
    viewerEmail: content.viewer.email,
    chatInvitationPath: `/screeners/chatroom/autoregister/${chatInvitationToken(content)}`,
  };
}

const chatInvitationToken = (content: DemoCompanyContent) => `demo-${content.company.slug}-chat`;

/**
 * The programme every demo company runs. Hours are counted from the start of `now`'s hour, so an
 * event at -1 has been running for one to two hours.
 */
type ProgrammeEntry = {
  key: DemoEventKey;
  eventType: EventType;
  isVod: boolean;
  startHours: number;
  durationHours: number;
  /** Hours after the start at which registration closes. */
  registrationCloseAfterHours: number;
  films: number[];
  /** Sold through plans (else free to enrol). */
  paid: boolean;
  ownPoster: boolean;
};

// biome-ignore format: one event per line reads as a programme
const PROGRAMME: readonly ProgrammeEntry[] = [
  // Running now, free: live chat, chat room, donations, an access link, the viewer enrolled.
  { key: 'liveNow', eventType: 10, isVod: false, startHours: -1, durationHours: 4, registrationCloseAfterHours: 4, films: [0, 1], paid: false, ownPoster: true },
  // In two days, paid (single ticket or the pass), blocked in the US, with a Q&A.
  { key: 'premiere', eventType: 10, isVod: false, startHours: 2 * DAY_HOURS + 2, durationHours: 2, registrationCloseAfterHours: 0, films: [2], paid: true, ownPoster: true },
  // Tomorrow, free.
  { key: 'talk', eventType: 10, isVod: false, startHours: DAY_HOURS + 2, durationHours: 1.5, registrationCloseAfterHours: 0.5, films: [3], paid: false, ownPoster: true },
  // Five days ago, free: the archive.
  { key: 'archive', eventType: 10, isVod: false, startHours: -5 * DAY_HOURS, durationHours: 2, registrationCloseAfterHours: 2, films: [1], paid: false, ownPoster: false },
  // In five days, at the venue only.
  { key: 'gala', eventType: 20, isVod: false, startHours: 5 * DAY_HOURS + 3, durationHours: 3, registrationCloseAfterHours: 0, films: [0], paid: true, ownPoster: true },
  // In a week, online (single ticket or pass) or at the venue (seats).
  { key: 'hybrid', eventType: 50, isVod: false, startHours: 7 * DAY_HOURS + 3, durationHours: 2, registrationCloseAfterHours: 0, films: [1], paid: true, ownPoster: true },
  // On demand for two months, rented for 48 hours.
  { key: 'onDemand', eventType: 10, isVod: true, startHours: -10 * DAY_HOURS, durationHours: 70 * DAY_HOURS, registrationCloseAfterHours: 70 * DAY_HOURS, films: [3], paid: true, ownPoster: true },
  // The subscription catalogue: every film, on demand, for subscribers.
  { key: 'members', eventType: 60, isVod: true, startHours: -3 * DAY_HOURS, durationHours: 93 * DAY_HOURS, registrationCloseAfterHours: 93 * DAY_HOURS, films: [0, 1, 2, 3], paid: true, ownPoster: false },
];

/**
 * A hall of 14 rows of 22 seats in a 24-column grid: columns 6 and 19 are the aisles, the front
 * row is discounted, rows F to H are the premium block, the back row has wheelchair spaces at
 * both ends and the technicians' desk in its middle.
 */
const VENUE_ROWS = 14;
const VENUE_COLUMNS = 24;
const AISLE_COLUMNS = [6, 19];
const PREMIUM_ROWS = [6, 7, 8];
const WHEELCHAIR_COLUMNS = [1, 2, 23, 24];
/** The technicians' desk in the back row. */
const NOT_FOR_SALE = ['14-11', '14-12', '14-13', '14-14'];

function venueLayout(): VenueLayout {
  const layout: VenueLayout = {};
  for (let row = 1; row <= VENUE_ROWS; row++) {
    const rowLetter = String.fromCharCode(64 + row);
    let seatNumber = 0;
    for (let column = 1; column <= VENUE_COLUMNS; column++) {
      const key = `${row}-${column}`;
      if (AISLE_COLUMNS.includes(column)) {
        layout[key] = { label: '', category: 10, is_accessible: false };
        continue;
      }
      seatNumber += 1;
      let category: SeatCategory = 10;
      if (row === 1) category = 20;
      else if (PREMIUM_ROWS.includes(row)) category = 30;
      else if (row === VENUE_ROWS && WHEELCHAIR_COLUMNS.includes(column)) category = 40;
      layout[key] = { label: `${rowLetter}${seatNumber}`, category, is_accessible: true };
    }
  }
  return layout;
}

function sellableSeatCount(layout: VenueLayout): number {
  return Object.entries(layout).filter(([key, seat]) => seat.is_accessible && !NOT_FOR_SALE.includes(key))
    .length;
}

function firstRow<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

async function seedCompany(db: DbExecutor, content: DemoCompanyContent, now: Date): Promise<void> {
  const rtl = content.company.customProperties.rtl;
  const currency = content.company.currency ?? 'EUR';
  const hourStart = Math.floor(now.getTime() / HOUR) * HOUR;
  const at = (hours: number) => new Date(hourStart + hours * HOUR);

  const company = firstRow(
    await db
      .insert(companies)
      .values({
        ...content.company,
        logoUrl: logoImage(content.company.title, content.brand.accent, content.brand.text, rtl),
        faviconUrl: faviconImage(content.brand.initials, content.brand.text, content.brand.accent),
      })
      .returning({ id: companies.id }),
  );
  const companyId = company.id;

  await db.insert(pages).values(
    content.pages.map((page, index) => ({
      companyId,
      slug: page.slug,
      title: page.title,
      description: page.description,
      isExternal: page.externalUrl !== null,
      externalUrl: page.externalUrl,
      sortOrder: index,
    })),
  );

  // People: the demo viewer and, where given, an administrator.
  const viewer = firstRow(
    await db
      .insert(consumers)
      .values({
        companyId,
        email: content.viewer.email,
        name: content.viewer.name,
        language: content.viewer.language,
        countryCode: content.viewer.countryCode,
        passwordHash: await hashPassword(DEMO_VIEWER_PASSWORD),
        emailVerifiedAt: now,
      })
      .returning({ id: consumers.id, uuid: consumers.uuid }),
  );

  // Films, each playing the demo film, with English and Hebrew subtitles.
  const filmIds: number[] = [];
  for (const [index, film] of content.films.entries()) {
    const colors = content.posterColors[index % content.posterColors.length] ?? ['#222222', '#555555'];
    const row = firstRow(
      await db
        .insert(films)
        .values({ companyId, ...film, thumburls: [posterImage(film.title, colors, rtl)] })
        .returning({ id: films.id }),
    );
    filmIds.push(row.id);
    await db.insert(media).values([
      {
        filmId: row.id,
        kind: 'movie',
        hlsPath: DEMO_FILM_HLS_PATH,
        durationSeconds: DEMO_FILM_DURATION_SECONDS,
      },
      // The first film has an HLS trailer; the third opens with a pre-roll. The trailer is the demo
      // film itself, so the trailer route (/trailers) serves that test pattern to anyone.
      ...(index === 0
        ? [{ filmId: row.id, kind: 'trailer' as const, hlsPath: DEMO_FILM_HLS_PATH, durationSeconds: 12 }]
        : []),
      ...(index === 2
        ? [{ filmId: row.id, kind: 'pre_roll' as const, hlsPath: DEMO_FILM_HLS_PATH, durationSeconds: 12 }]
        : []),
    ]);
    await db.insert(subtitles).values([
      { filmId: row.id, lang: 'en', srcPath: DEMO_SUBTITLE_PATHS.en },
      { filmId: row.id, lang: 'he', srcPath: DEMO_SUBTITLE_PATHS.he },
    ]);
  }

  const layout = venueLayout();
  const capacity = sellableSeatCount(layout);
  const venue = firstRow(
    await db
      .insert(venues)
      .values({
        companyId,
        ...content.venue,
        rowCount: VENUE_ROWS,
        columnCount: VENUE_COLUMNS,
        layout,
        notForSale: NOT_FOR_SALE,
      })
      .returning({ id: venues.id }),
  );

  // The events.
  const eventIds = {} as Record<DemoEventKey, number>;
  for (const entry of PROGRAMME) {
    const text = content.events[entry.key];
    const startsAt = at(entry.startHours);
    const hasVenue = entry.eventType === 20 || entry.eventType === 50;
    const configuration: EventConfiguration = {
      ...DEFAULT_EVENT_CONFIGURATION,
      movie_switching_enabled: entry.films.length > 1,
    };
    const qaInfo: QaInfo | null = entry.key === 'premiere' ? content.qaInfo : null;
    const posterColors = content.posterColors[entry.films[0] ?? 0] ?? ['#222222', '#555555'];
    const screener = firstRow(
      await db
        .insert(screeners)
        .values({
          companyId,
          title: text.title,
          description: text.description,
          thumbnailUrl: entry.ownPoster
            ? posterImage(text.title, [posterColors[1], posterColors[0]], rtl)
            : null,
          venue: hasVenue ? `${content.venue.name}, ${content.venue.address}` : null,
          screeningStartsAt: startsAt,
          screeningEndsAt: at(entry.startHours + entry.durationHours),
          registrationEndsAt: at(entry.startHours + entry.registrationCloseAfterHours),
          screeningTolerance: entry.key === 'liveNow' ? 240 : null,
          limitation: hasVenue ? capacity : null,
          eventType: entry.eventType,
          isVodEvent: entry.isVod,
          vodAvailability: entry.isVod ? 48 : null,
          allowChatRoom: entry.key === 'liveNow',
          donationEnabled: entry.key === 'liveNow',
          donationPurpose: entry.key === 'liveNow' ? content.donationPurpose : null,
          donationEmail: entry.key === 'liveNow' ? `donations@${content.company.domain}` : null,
          qaInfo,
          eventConfiguration: configuration,
          monetizationEnabled: entry.paid,
          geoMode: entry.key === 'premiere' ? 'block' : 'all',
          geoCountries: entry.key === 'premiere' ? ['US'] : [],
          customLinkUrl: entry.key === 'archive' ? content.customLink.url : null,
          customLinkLabel: entry.key === 'archive' ? content.customLink.label : null,
        })
        .returning({ id: screeners.id }),
    );
    eventIds[entry.key] = screener.id;

    await db.insert(screenerFilms).values(
      entry.films.map((filmIndex, position) => ({
        screenerId: screener.id,
        filmId: filmIds[filmIndex] ?? 0,
        position,
      })),
    );

    if (entry.eventType !== 20) {
      await db.insert(streams).values({
        screenerId: screener.id,
        type: 'movie_stream',
        active: true,
        meta: { no_skip: false, no_pause: false, selected_media_id: null },
      });
    }
    if (entry.key === 'liveNow') {
      await db.insert(streams).values({
        screenerId: screener.id,
        type: 'live_chat',
        active: true,
        meta: { content: content.liveChat.content },
      });
    }
    if (hasVenue) {
      await db.insert(screenerVenues).values({
        screenerId: screener.id,
        companyId,
        venueId: venue.id,
        seatCategoryPrices: content.seatCategoryPrices,
        currency,
        ticketTypeDiscounts: content.ticketTypeDiscounts,
        maxSeatsPerPurchase: 6,
      });
    }
  }

  // Plans of every type, and the events each covers.
  const plan = async (
    type: PricingType,
    text: DemoCompanyContent['plans']['single'],
    covers: DemoEventKey[],
    extra: Partial<typeof pricingPlans.$inferInsert> = {},
  ) => {
    const row = firstRow(
      await db
        .insert(pricingPlans)
        .values({ companyId, type, currency, ...text, ...extra })
        .returning({ id: pricingPlans.id }),
    );
    await db
      .insert(pricingPlanScreenings)
      .values(covers.map((key) => ({ planId: row.id, screenerId: eventIds[key] })));
  };
  const premiereStart = at(PROGRAMME.find((entry) => entry.key === 'premiere')?.startHours ?? 0);
  await plan(10, content.plans.single, ['premiere', 'hybrid']);
  await plan(20, content.plans.group, ['premiere', 'hybrid', 'onDemand'], {
    purchasingEndDate: premiereStart,
    festivalStartDate: premiereStart,
    purchaseMessage: content.groupPurchaseMessage,
  });
  await plan(30, content.plans.vod, ['onDemand']);
  await plan(40, content.plans.physical, ['gala', 'hybrid']);
  await plan(50, content.plans.subscription, ['members']);

  await db.insert(subscriptionPlans).values([
    {
      companyId,
      interval: 'month',
      amountMinor: content.subscriptionPlans.month.amountMinor,
      currency,
      planName: content.subscriptionPlans.month.name,
    },
    {
      companyId,
      interval: 'year',
      amountMinor: content.subscriptionPlans.year.amountMinor,
      currency,
      planName: content.subscriptionPlans.year.name,
    },
  ]);

  await db.insert(coupons).values([
    {
      companyId,
      code: 'FREE01',
      percentOff: 100,
      maxUses: 100,
      validFrom: at(-30 * DAY_HOURS),
      validUntil: at(365 * DAY_HOURS),
    },
    {
      companyId,
      code: 'SAVE20',
      percentOff: 20,
      validFrom: at(-30 * DAY_HOURS),
      validUntil: at(365 * DAY_HOURS),
    },
  ]);

  // Around the live event: its chat room, links, the viewer's enrollment and a few chat lines.
  const liveId = eventIds.liveNow;
  const liveStart = at(PROGRAMME[0]?.startHours ?? 0);
  await db
    .insert(chatRooms)
    .values({ companyId, screenerId: liveId, title: content.chatRoomTitle, premiereAt: liveStart });
  await db.insert(accessLinks).values({
    companyId,
    screenerId: liveId,
    linkId: `demo-${content.company.slug}-guest`,
    mode: 'anonymous',
  });
  await db.insert(autoRegisterLinks).values({
    token: chatInvitationToken(content),
    companyId,
    email: `guest@${content.company.domain}`,
    name: content.viewer.name,
    screenerId: liveId,
  });
  await db
    .insert(enrollments)
    .values({ companyId, screenerId: liveId, consumerId: viewer.id, eventType: 10 });
  await db.insert(liveChatMessages).values(
    content.liveChat.messages.map((message, index) => ({
      screenerId: liveId,
      consumerId: index === 0 ? null : viewer.id,
      email: index === 0 ? `host@${content.company.domain}` : content.viewer.email,
      authorUuid: index === 0 ? null : viewer.uuid,
      authorName: index === 0 ? content.company.title : content.viewer.name,
      content: message,
      createdAt: new Date(now.getTime() - (content.liveChat.messages.length - index) * 60_000),
    })),
  );
  await seedDemoStaff(db, { id: company.id, domain: content.company.domain }, now);
}
