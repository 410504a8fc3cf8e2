import { APP_VERSION, BUILD_MODE } from '@screener/contracts/api';
import { headerTimestamp, signRequest } from '@screener/contracts/auth-header';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { and, asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEMO_VIEWER_PASSWORD, type DemoSite, seedDemoData } from '../demo/seed.ts';
import { lastCode } from '../modules/auth/auth-test-helpers.ts';
import { pngDataUrl } from '../modules/chat/chat-test-helpers.ts';
import { companies } from '../modules/companies/schema.ts';
import { purchases } from '../modules/payments/schema.ts';
import { pricingPlans } from '../modules/pricing/schema.ts';
import { screeners } from '../modules/screenings/schema.ts';
import { subscriptionPlans, subscriptions } from '../modules/subscriptions/schema.ts';
import { startPaypalStandIn } from '../test/payment-stand-ins/paypal-stand-in.ts';
import { startStripeStandIn } from '../test/payment-stand-ins/stripe-stand-in.ts';
import { refusalCode } from '../test/refusal.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/*
 * The specification's calls as its text writes them (issue 36): each request carries exactly the
 * fields the text names for it, and each answer is read for the fields the text says its client
 * reads, with their types. A call whose payload the text does not show sends what our site sends;
 * a refusal is read from the envelope only. Decision record 0048 lists what this changed.
 */

const HOST = 'festival.localhost';
const VALIDATION = ERROR_CATALOGUE.VALIDATION_FAILED.code;

type Session = { key: string; secret: string };

let standIn: Awaited<ReturnType<typeof startStripeStandIn>>;
let paypal: Awaited<ReturnType<typeof startPaypalStandIn>>;
let t: TestApp;
let site: DemoSite;
let companyId: number;
let companySlug: string;
/** The festival's events by the demo programme's names. */
const events: Record<string, number> = {};
/** The festival's plans by type (10 single, 20 group, 30 VOD, 40 venue ticket, 50 subscription). */
const plans: Record<number, number> = {};
let monthlyPlan: number;
let viewer: Session;
let viewerUuid: string;

/**
 * The text's Authorization header (part 1 §7): key, timestamp, hash, version, build_mode, language
 * and screener_id; a guest's key and hash are empty.
 */
function textHeader(session: Session | null, screenerId: number | null): string {
  const timestamp = headerTimestamp(t.clock.now().getTime());
  return JSON.stringify({
    key: session?.key ?? '',
    timestamp,
    hash: session ? signRequest(session.key, session.secret, timestamp) : '',
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: 'en',
    screener_id: screenerId,
  });
}

/** A request as the text's client sends it: a POST with a JSON body and its Authorization header. */
function send(
  path: string,
  body: Record<string, unknown>,
  session: Session | null = viewer,
  screenerId: number | null = null,
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload: body,
    remoteAddress: '127.0.0.1',
    headers: { host: HOST, authorization: textHeader(session, screenerId) },
  });
}

/** The envelope's data of an answered call; a refusal fails the test with the answer. */
async function answer(
  path: string,
  body: Record<string, unknown>,
  session: Session | null = viewer,
  screenerId: number | null = null,
): Promise<Record<string, unknown>> {
  const res = await send(path, body, session, screenerId);
  expect(refusalCode(res), `${path}: ${res.body.slice(0, 600)}`).toBeNull();
  expect(res.json()).toHaveProperty('version');
  return res.json().data as Record<string, unknown>;
}

/** The answer holds the text's fields with the text's types; anything else it holds is ours. */
function expectFields(data: unknown, shape: z.ZodRawShape, label = ''): void {
  const parsed = z.looseObject(shape).safeParse(data);
  const problems = (parsed.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  expect(problems, `${label} ${JSON.stringify(data).slice(0, 400)}`).toEqual([]);
}

/** A refusal of what the call decided, never of the text's body itself. */
function expectBodyAccepted(res: LightMyRequestResponse): void {
  expect(refusalCode(res), res.body.slice(0, 600)).not.toBe(VALIDATION);
}

const id = z.number().int();
const text = z.string();
const bool = z.boolean();
const list = z.array(z.unknown());
const anyRecord = z.record(z.string(), z.unknown());
const obj = (shape: z.ZodRawShape) => z.looseObject(shape);

/** Part 1 §3 "Consumer profile". */
const consumerShape = obj({
  id,
  name: text.nullable(),
  email: text,
  uuid: text,
  phone: text.nullable(),
  city: text.nullable(),
  is_password_skipped: bool,
});
/** Part 1 §7 "Login-type responses contain key, secret, session_mode, consumer, screenings, group_purchases, access_link". */
const loginShape = {
  key: text,
  secret: text,
  session_mode: z.literal('consumer'),
  consumer: consumerShape,
  screenings: list,
  group_purchases: list,
  access_link: obj({ type: id }).nullable(),
};
/** Part 1 §3 "Screening / event" with the consumer link data. */
const screenerShape = obj({
  id,
  company_id: id,
  title: text,
  description: text,
  thumbnail_url: text.nullable(),
  logo_url: text.nullable(),
  films: z.array(
    obj({
      id,
      title: text,
      subtitle: text.nullable(),
      description: text,
      thumburls: z.array(text),
      trailer: text.nullable(),
      producer_name: text.nullable(),
      director_name: text.nullable(),
    }),
  ),
  venue: text.nullable(),
  screening_starts_at: text,
  screening_ends_at: text,
  registration_ends_at: text.nullable(),
  num_of_enrollments: id,
  limitation: id.nullable(),
  event_type: id,
  is_vod_event: id,
  is_event_started: bool,
  vod_availability: id.nullable(),
  is_geo_blocked: bool,
  is_payment_in_process: bool,
  allow_chat_room: bool,
  chat_room: obj({ id, chat_room_id: id }).nullable(),
  donation_enabled: bool,
  donation: obj({ purpose: text.nullable(), email: text.nullable() }).nullable(),
  qa_info: obj({ title: text.nullable(), zoom_link: text.nullable() }).nullable(),
  event_configuration: obj({ is_full_screen_mode: bool, no_skip: bool, movie_switching_enabled: bool }),
  monetization: z.record(z.string(), list),
  monetization_enabled: bool,
  is_enrolled: bool,
  is_purchased: bool,
  event_starts_at: text.nullable(),
  event_ends_at: text.nullable(),
});
/** Part 2 §3 "Pricing plan". */
const pricingPlanShape = obj({
  id,
  type: id,
  name: text,
  price: text,
  currency: text,
  purchasing_end_date: text.nullable(),
  festival_start_date: text.nullable(),
  screening_ids: z.array(id),
  pricingPlanScreenings: z.array(
    obj({ id, title: text, screening_starts_at: text, screening_ends_at: text, is_geo_blocked: bool }),
  ),
  description: text,
  screenings: list,
});
/** Part 2 §3 "Purchase". */
const purchaseShape = obj({
  id,
  status: id,
  currency: text,
  total_amount: text,
  purchase_type: id,
  pricing: obj({ id, name: text }).nullable(),
  booking_id: id.nullable(),
  payment_details: anyRecord,
});
/** Part 2 §3 "Booking". */
const bookingShape = obj({
  id,
  screener_id: id,
  screener_title: text,
  screener_start_date: text,
  amount: text,
  currency: text,
  seat_labels: z.array(obj({ label: text, category: id, price: text })),
  seat_indexes: z.array(text),
  ticket_types_discount: anyRecord,
  coupon_discount: id,
  code: text.nullable(),
  status: id,
  venue: obj({
    name: text,
    address: text.nullable(),
    navigation_link: text.nullable(),
    notes: text.nullable(),
  }),
  company_logo_url: text.nullable(),
  company_title: text,
  purchase_receipt_url: text.nullable(),
});
const subscriptionPlanShape = obj({
  id,
  interval: z.enum(['month', 'year']),
  amount: id,
  currency: text,
  metadata: obj({ plan_name: text }),
});

const screenings = 'guest/company/{companyId}/screenings';
const companyPath = (path: string) => path.replace('{companyId}', String(companyId));

beforeAll(async () => {
  standIn = await startStripeStandIn();
  paypal = await startPaypalStandIn();
  t = await createTestApp({
    env: {
      ...standIn.env,
      ...paypal.env,
    },
  });
  const summary = await seedDemoData(t.db, t.clock.now());
  const festival = summary.sites.find((candidate) => candidate.domain === HOST);
  if (!festival) throw new Error('the demo festival is missing');
  site = festival;
  const [company] = await t.db
    .select({ id: companies.id, slug: companies.slug })
    .from(companies)
    .where(eq(companies.domain, HOST));
  if (!company) throw new Error('the demo festival is missing');
  companyId = company.id;
  companySlug = company.slug;
  const rows = await t.db
    .select({ id: screeners.id })
    .from(screeners)
    .where(eq(screeners.companyId, companyId))
    .orderBy(asc(screeners.id));
  // The demo programme's order (demo/seed.ts).
  ['liveNow', 'premiere', 'talk', 'archive', 'gala', 'hybrid', 'onDemand', 'members'].forEach(
    (name, index) => {
      const row = rows[index];
      if (row) events[name] = row.id;
    },
  );
  for (const plan of await t.db
    .select({ id: pricingPlans.id, type: pricingPlans.type })
    .from(pricingPlans)
    .where(eq(pricingPlans.companyId, companyId))) {
    plans[plan.type] = plan.id;
  }
  const [monthly] = await t.db
    .select({ id: subscriptionPlans.id })
    .from(subscriptionPlans)
    .where(and(eq(subscriptionPlans.companyId, companyId), eq(subscriptionPlans.interval, 'month')));
  if (!monthly) throw new Error('the demo monthly plan is missing');
  monthlyPlan = monthly.id;
});
afterAll(async () => {
  await t?.close();
  await standIn?.close();
  await paypal?.close();
});

describe('part 1 §7: session and authentication', () => {
  it('consumer/login: email, password, company_id → a login-type response', async () => {
    const data = await answer(
      'consumer/login',
      { email: site.viewerEmail, password: DEMO_VIEWER_PASSWORD, company_id: companyId },
      null,
    );
    expectFields(data, loginShape);
    viewer = { key: String(data.key), secret: String(data.secret) };
    viewerUuid = String((data.consumer as { uuid: string }).uuid);
  });

  it('consumer/checkEmail: phone, email, company_id, redirectTo → is_email_verified, phone, shouldVerify, otp', async () => {
    const body = {
      phone: '+44 7700 900123',
      email: 'new.viewer@example.test',
      company_id: companyId,
      redirectTo: '/screeners/upcoming',
    };
    const data = await answer('consumer/checkEmail', body, null);
    expectFields(data, {
      is_email_verified: bool,
      phone: text.nullable(),
      shouldVerify: bool,
      otp: obj({ key: text }).nullable(),
    });
    expect(data.phone).toBe('+447700900123');
    // A form without a phone sends it empty or null.
    for (const phone of [null, '']) {
      expectFields(await answer('consumer/checkEmail', { ...body, phone }, null), { phone: z.null() });
    }
  });

  it('consumer/resendVerification: email, key, company_id, redirectTo → otp', async () => {
    const checked = await answer(
      'consumer/checkEmail',
      { phone: null, email: 'resend.viewer@example.test', company_id: companyId, redirectTo: '/' },
      null,
    );
    const key = (checked.otp as { key: string }).key;
    const data = await answer(
      'consumer/resendVerification',
      { email: 'resend.viewer@example.test', key, company_id: companyId, redirectTo: '/' },
      null,
    );
    expectFields(data, { otp: obj({ key: text }) });
  });

  it('consumer/verifyOTP: otp, key, company_id → consumer, has_password', async () => {
    const email = 'otp.viewer@example.test';
    const checked = await answer(
      'consumer/checkEmail',
      { phone: null, email, company_id: companyId, redirectTo: '/' },
      null,
    );
    const data = await answer(
      'consumer/verifyOTP',
      { otp: lastCode(t, email).code, key: (checked.otp as { key: string }).key, company_id: companyId },
      null,
    );
    expectFields(data, { consumer: consumerShape, has_password: bool });
  });

  it('customer/registration, customer/get and consumer/isRegistered answer (payloads not shown)', async () => {
    await answer(
      'customer/registration',
      { email: 'registered.viewer@example.test', name: 'Registered Viewer', company_id: companyId },
      null,
    );
    await answer('customer/get', {});
    await answer('consumer/isRegistered', {});
  });

  it('consumer/loginWithFirebase: provider, accessToken, company_id are taken (a failure is only logged)', async () => {
    expectBodyAccepted(
      await send(
        'consumer/loginWithFirebase',
        { provider: 'google', accessToken: 'not-a-google-token', company_id: companyId },
        null,
      ),
    );
  });

  it('consumer/mewOAuthLogin: company_id, oauth_host (origin plus path), hostname → token', async () => {
    const body = {
      company_id: companyId,
      oauth_host: 'https://app.example.test/oauth/login',
      hostname: 'app.example.test',
    };
    expectFields(await answer('consumer/mewOAuthLogin', body), { token: text.nullable() });
    // Part 2 §7.2 "Approve app domain | consumer action | hostname".
    expectFields(await answer('consumer/approveOAuthDomain', { hostname: 'app.example.test' }), {
      token: text,
    });
    expectFields(await answer('consumer/mewOAuthLogin', body), { token: text });
  });

  it('consumer/loginWithAccessLink: link_id, name, email → a login-type response', async () => {
    const data = await answer(
      'consumer/loginWithAccessLink',
      { link_id: `demo-${companySlug}-guest`, name: 'Link Guest', email: 'link.guest@example.test' },
      null,
    );
    expectFields(data, loginShape);
  });

  it('consumer/loginWithAutoRegisterLink: the link token → a login-type response', async () => {
    const token = site.chatInvitationPath.split('/').at(-1) ?? '';
    expectFields(await answer('consumer/loginWithAutoRegisterLink', { token }, null), loginShape);
  });

  it('alive answers a signed-in viewer', async () => {
    await answer('alive', {});
  });
});

describe('part 1 §7: company data, pages and screening lists', () => {
  const companyShape = obj({
    id,
    title: text,
    slug: text,
    domain: text,
    logo_url: text.nullable(),
    favicon_url: text.nullable(),
    currency: text,
    timezone: text,
    show_company_branding: bool,
    active_vod_movies_count: id,
    active_pricing_plans_count: id,
    awards_published: bool,
    custom_properties: anyRecord,
    payment_setting: obj({ enabled_payment_gateways: z.array(text) }),
  });

  it('guest/company/list, get (by origin) and {companyId}/get', async () => {
    await answer('guest/company/list', {}, null);
    expectFields(await answer('guest/company/get', { origin: `http://${HOST}:3000` }, null), {
      company: companyShape,
    });
    expectFields(await answer(companyPath('guest/company/{companyId}/get'), {}, null), {
      company: companyShape,
    });
  });

  it('listPaymentGateways → gateways with value, title, is_enabled', async () => {
    const data = await answer(companyPath('guest/company/{companyId}/listPaymentGateways'), {}, null);
    expectFields(data, { gateways: z.array(obj({ value: text, title: text, is_enabled: bool })).min(1) });
  });

  it.each(['today', 'upcoming', 'ongoing', 'vod', 'archive'])(
    'screenings/%s: page, perPage, search → screeners (data, last_page) and data, last_page',
    async (kind) => {
      const data = await answer(
        companyPath(`${screenings}/${kind}`),
        { page: 1, perPage: 20, ...(kind === 'archive' || kind === 'vod' ? { search: '' } : {}) },
        viewer,
      );
      const page = { data: z.array(screenerShape), last_page: id };
      expectFields(data, { ...page, screeners: obj(page) }, kind);
      expect((data.screeners as { data: unknown[] }).data).toEqual(data.data);
    },
  );

  it('the lists are the same for a guest, under both names', async () => {
    const data = await answer(companyPath(`${screenings}/upcoming`), { page: 1, perPage: 20 }, null);
    expect((data.data as unknown[]).length).toBeGreaterThan(0);
    expect((data.screeners as { data: unknown[] }).data).toEqual(data.data);
  });

  it('get and getWithoutEnforce: id → screener', async () => {
    for (const call of ['get', 'getWithoutEnforce']) {
      const data = await answer(companyPath(`${screenings}/${call}`), { id: events.premiere }, null);
      expectFields(data, { screener: screenerShape }, call);
    }
  });

  it('get-geo-graphical-catalogue: screenerType, geoAvailability, page, perPage, search', async () => {
    for (const geoAvailability of ['available', 'blocked']) {
      const data = await answer(
        companyPath(`${screenings}/get-geo-graphical-catalogue`),
        { screenerType: 'vod', geoAvailability, page: 1, perPage: 10, search: '' },
        null,
      );
      expectFields(data, {
        geo_availability_overview: obj({ total_events: id, geo_allowed: id, geo_blocked: id }),
        screeners: obj({ data: z.array(screenerShape), last_page: id }),
      });
    }
  });

  it('guest/screenings/{companyId}/media answers the films the overview offers, with their events', async () => {
    const data = await answer(`guest/screenings/${companyId}/media`, {}, null);
    expectFields(data, {
      media: z
        .array(
          obj({
            id,
            title: z.string(),
            thumburls: z.array(z.string()),
            trailer: z.string().nullable(),
            screener_ids: z.array(id).min(1),
          }),
        )
        .min(1),
    });
  });

  it('page/get: slug → page array; page/list: company → pages', async () => {
    const listed = await answer('page/list', { company: companyId }, null);
    expectFields(listed, { pages: z.array(obj({ slug: text, title: text, description: text })) });
    const slug = (listed.pages as { slug: string }[])[0]?.slug ?? 'about';
    expectFields(await answer('page/get', { slug }, null), {
      page: z.array(obj({ slug: text, title: text, description: text })),
    });
  });

  it('guest/company/referral/updateHits: the affiliation code → affiliation', async () => {
    expectBodyAccepted(await send('guest/company/referral/updateHits', { affiliation: 'NOSUCH' }, null));
  });

  it('consumer/update/profile: the profile, phone formatted or null → consumer', async () => {
    for (const phone of ['+44 7700 900124', null]) {
      const data = await answer('consumer/update/profile', { name: 'Demo Viewer', city: 'Leeds', phone });
      expectFields(data, { consumer: consumerShape });
    }
  });

  it('consumer/support: name, email, message, company_id, refer_page; subscribeNewsletter: email, company_id → message', async () => {
    expectFields(
      await answer(
        'consumer/support',
        {
          name: 'Demo Viewer',
          email: site.viewerEmail,
          message: 'The subtitles are late.',
          company_id: companyId,
          refer_page: `http://${HOST}/screeners/${events.liveNow}`,
        },
        null,
      ),
      { message: text },
    );
    expectFields(
      await answer(
        'consumer/subscribeNewsletter',
        { email: 'news.reader@example.test', company_id: companyId },
        null,
      ),
      { message: text },
    );
  });

  it('listScreenings and listGroupPurchases: company_id', async () => {
    // Part 2 §3: "pivot {event_starts_at, purchase_id}; receipt_urls [{receipt_url, plan}]".
    expectFields(await answer('listScreenings', { company_id: companyId }), {
      screenings: z.array(
        screenerShape.extend({
          pivot: obj({ event_starts_at: text.nullable(), purchase_id: id.nullable() }),
          receipt_urls: z.array(obj({ receipt_url: text, plan: text.nullable() })),
        }),
      ),
    });
    expectFields(await answer('listGroupPurchases', { company_id: companyId }), { group_purchases: list });
  });
});

describe('part 2 §7.2–7.3: watching, purchases, seats, subscriptions', () => {
  it('enroll: screener_id; getAndEnforce: id → screener with the watch fields', async () => {
    await answer('enroll', { screener_id: events.talk });
    const data = await answer(companyPath(`${screenings}/getAndEnforce`), { id: events.liveNow });
    expectFields(data, {
      screener: screenerShape.extend({
        films: z.array(
          obj({
            id,
            title: text,
            description: text,
            thumburls: z.array(text),
            screener_media: obj({ id }).nullable(),
            trailer: text.nullable(),
          }),
        ),
        film_ids: z.array(id).min(1),
        screening_tolerance: id.nullable(),
        streams: anyRecord,
        screener_urls: z.record(z.string(), text),
        mew_server_urls: z.record(z.string(), text),
        pre_roll: z.record(z.string(), text),
        subtitles: z.record(z.string(), z.array(obj({ lang_subtitle: text, src_subtitle: text }))),
        company_logo: text.nullable(),
        pivot: obj({ event_starts_at: text.nullable(), purchase_id: id.nullable() }).nullable(),
      }),
    });
    const screener = data.screener as {
      films: { id: number; screener_media: unknown }[];
      film_ids: number[];
    };
    expect(screener.film_ids).toEqual(screener.films.map((film) => film.id));
    expect(screener.films.every((film) => film.screener_media !== null)).toBe(true);
  });

  it('update/live_counter: no payload shown, the event from the header', async () => {
    const data = await answer('update/live_counter', {}, viewer, events.liveNow);
    expect(data.screener_id).toBe(events.liveNow);
    // The watch page shows the count when it has no realtime room.
    expect(data.count).toBeGreaterThanOrEqual(1);
  });

  it('monetization/listPricing → pricing; getPricing: pricing_id → pricing', async () => {
    const listed = await answer('monetization/listPricing', {});
    expectFields(listed, { pricing: z.array(pricingPlanShape).min(1) });
    expectFields(await answer('getPricing', { pricing_id: plans[20] }), { pricing: pricingPlanShape });
  });

  it('coupon/check_coupon for plans: pricing_id, coupon_code, company_id → the discount percent', async () => {
    const data = await answer('coupon/check_coupon', {
      pricing_id: plans[10],
      coupon_code: 'SAVE20',
      company_id: companyId,
    });
    expectFields(data, { applicable: bool, available_discount: text.nullable(), discount_percentage: id });
    expect(data.discount_percentage).toBe(20);
  });

  it('a free participation (100% coupon): pricing_id, null token, zip_code, address, coupon_code, charge_type, consumer_uuid', async () => {
    const data = await answer('purchase/screeningOrGroupTicket', {
      pricing_id: plans[30],
      token: null,
      zip_code: 'LS1 4AP',
      address: '1 Park Row',
      coupon_code: 'FREE01',
      charge_type: 'stripe',
      consumer_uuid: viewerUuid,
    });
    expectFields(data, { purchase: purchaseShape, screenings: list, group_purchases: list });
    expect((data.purchase as { pricing: { id: number } }).pricing.id).toBe(plans[30]);
  });

  it('markFirstWatch and getExternalSrcUrl (reads url) for the rented film', async () => {
    await answer(
      companyPath(`guest/company/{companyId}/screenings/vod/${events.onDemand}/markFirstWatch`),
      {},
    );
    const watched = await answer(companyPath(`${screenings}/getAndEnforce`), { id: events.onDemand });
    const filmId = (watched.screener as { film_ids: number[] }).film_ids[0];
    const data = await answer(
      companyPath(`guest/company/{companyId}/screenings/${events.onDemand}/${filmId}/getExternalSrcUrl`),
      {},
    );
    expectFields(data, { url: text });
  });

  it('a card purchase of the text (token as the card element gives it), made once without an idempotency key', async () => {
    const body = {
      zip_code: 'LS1 4AP',
      address: '1 Park Row',
      coupon_code: null,
      charge_type: 'stripe',
      client_secret: null,
      consumer_uuid: viewerUuid,
      affiliation: null,
      pricing_id: plans[10],
      screener_id: events.premiere,
      token: 'pm_card_visa',
    };
    const first = await answer('purchase/screeningOrGroupTicket', body);
    const again = await answer('purchase/screeningOrGroupTicket', body);
    expectFields(first, { purchase: purchaseShape });
    const firstPurchase = first.purchase as { id: number };
    expect((again.purchase as { id: number }).id).toBe(firstPurchase.id);
    const made = await t.db
      .select({ id: purchases.id })
      .from(purchases)
      .where(eq(purchases.pricingId, plans[10] ?? 0));
    expect(made).toHaveLength(1);

    // The purchase's follow-ups name it by purchase_id.
    expectBodyAccepted(await send('purchase/markProcessing', { purchase_id: firstPurchase.id }));
    expectBodyAccepted(
      await send('screenings/payment/markPaid', { purchase_id: firstPurchase.id, client_secret_id: 'pi_1' }),
    );
    expectFields(
      await answer('purchase/submitRefundModificationRequest', {
        screener_id: events.premiere,
        booking_id: null,
        reason: 'I cannot come.',
        type: 'refund',
        purchase_id: firstPurchase.id,
      }),
      { message: text },
    );
    expectBodyAccepted(
      await send('createCancellationRequest', {
        purchase_id: firstPurchase.id,
        screener_id: events.premiere,
      }),
    );
  });

  it('the text’s card flow: no card in the purchase, the intent confirmed in the browser, then markPaid', async () => {
    const data = await answer('purchase/screeningOrGroupTicket', {
      zip_code: 'LS1 4AP',
      address: '1 Park Row',
      coupon_code: null,
      charge_type: 'stripe',
      client_secret: null,
      consumer_uuid: viewerUuid,
      affiliation: null,
      pricing_id: plans[20],
    });
    expectFields(data, { purchase: purchaseShape });
    const purchase = data.purchase as { id: number; payment_details: { client_secret: string | null } };
    const clientSecret = purchase.payment_details.client_secret ?? '';
    expect(clientSecret).toMatch(/^pi_\w+_secret_/);
    // Stripe.js confirms the intent in the browser and gives its id.
    const intentId = clientSecret.split('_secret_')[0];
    const paid = await answer('screenings/payment/markPaid', {
      purchase_id: purchase.id,
      client_secret_id: intentId,
    });
    expectFields(paid, { purchase: purchaseShape.extend({ status: z.literal(30) }) });
  });

  it('the text’s PayPal-type purchase: an order the browser created, taken only for the plan’s amount', async () => {
    const plan = (await answer('getPricing', { pricing_id: plans[40] })).pricing as {
      price: string;
      currency: string;
    };
    /** What PayPal's script does in the browser: an order for an amount, approved by the buyer. */
    const browserOrder = async (value: string) => {
      const response = await fetch(`${paypal.base}/v2/checkout/orders`, {
        method: 'POST',
        headers: { authorization: 'Bearer A21-token', 'content-type': 'application/json' },
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ amount: { currency_code: plan.currency, value } }],
        }),
      });
      const { id: orderId } = (await response.json()) as { id: string };
      paypal.approve(orderId);
      return orderId;
    };
    const body = (orderId: string) => ({
      orderId,
      pricing_id: plans[40],
      screener_id: events.hybrid,
      coupon_code: null,
      charge_type: 'paypal',
      affiliation: null,
      consumer_uuid: viewerUuid,
    });

    const cheap = await browserOrder('0.01');
    expect(refusalCode(await send('purchase/screeningOrGroupTicket', body(cheap)))).not.toBeNull();
    expect(paypal.orders.get(cheap)?.status).not.toBe('COMPLETED');

    const data = await answer('purchase/screeningOrGroupTicket', body(await browserOrder(plan.price)));
    expectFields(data, { purchase: purchaseShape.extend({ status: z.literal(30) }) });
  });

  it('seats: getSeatsStatus → seats_status; markSeatsLocked; getLockedBooking reads seat_indexes and ticket_types_discount', async () => {
    const status = await answer(
      companyPath(`guest/company/{companyId}/screenings/${events.gala}/getSeatsStatus`),
      {},
      null,
    );
    expectFields(status, { seats_status: z.record(z.string(), id) });
    const free = Object.entries(status.seats_status as Record<string, number>)
      .filter(([, seat]) => seat === 10)
      .map(([index]) => index)
      .slice(0, 2);
    expect(free).toHaveLength(2);

    const empty = await answer('getLockedBooking', { screener_id: events.gala, consumer_uuid: viewerUuid });
    expectFields(empty, { seat_indexes: z.array(text).length(0), ticket_types_discount: anyRecord });

    const ticketTypes = Object.fromEntries(free.map((seat) => [seat, 0]));
    await answer(`screenings/${events.gala}/bookings/markSeatsLocked`, {
      screener_id: events.gala,
      seat_indexes: free,
      ticket_types_discount: ticketTypes,
      consumer_uuid: viewerUuid,
    });
    const locked = await answer('getLockedBooking', { screener_id: events.gala, consumer_uuid: viewerUuid });
    expectFields(locked, { seat_indexes: z.array(text), ticket_types_discount: anyRecord });
    expect([...(locked.seat_indexes as string[])].sort()).toEqual([...free].sort());
    expect(locked.ticket_types_discount).toEqual(ticketTypes);

    const coupon = await answer('coupon/check_coupon', {
      screener_id: events.gala,
      seat_indexes: free,
      coupon_code: 'FREE01',
      company_id: companyId,
    });
    expect(coupon.discount_percentage).toBe(100);

    // A 100% coupon books the held seats without a payment.
    const booked = await answer(`screenings/${events.gala}/bookings/bookSeats`, {
      screener_id: events.gala,
      coupon_code: 'FREE01',
      consumer_uuid: viewerUuid,
    });
    expectFields(booked, { booking: bookingShape });
    const bookingId = (booked.booking as { id: number }).id;

    const bookings = await answer('listPhysicalEventBookings', { company_id: companyId });
    expectFields(bookings, { bookings: z.array(bookingShape).min(1) });
    expectFields(
      await answer(`screenings/${events.gala}/bookings/${bookingId}/submitBookingQuery`, {
        booking_id: bookingId,
        screener_id: events.gala,
        query: 'Is there step-free access?',
      }),
      { message: text },
    );
  });

  it('pricing/listPlans → plans; subscription/create (card, no idempotency key) made once; get, cancel, resume', async () => {
    expectFields(await answer('pricing/listPlans', { company_id: companyId }), {
      plans: z.array(subscriptionPlanShape).min(1),
    });
    const body = {
      zip_code: 'LS1 4AP',
      address: '1 Park Row',
      coupon_code: null,
      charge_type: 'stripe',
      client_secret: null,
      consumer_uuid: viewerUuid,
      affiliation: null,
      subscription_plan: monthlyPlan,
      payment_method_id: 'pm_card_visa',
    };
    const created = await answer('subscription/create', body);
    const again = await answer('subscription/create', body);
    expectFields(created, { subscription: obj({ id, status: text }) });
    const subscriptionId = (created.subscription as { id: number }).id;
    expect((again.subscription as { id: number }).id).toBe(subscriptionId);
    const rows = await t.db.select({ id: subscriptions.id }).from(subscriptions);
    expect(rows).toHaveLength(1);

    const got = await answer('subscription/get', { company_id: companyId });
    expectFields(got, {
      subscription: obj({
        id,
        status: text,
        metadata: obj({ email: text }),
        plan: subscriptionPlanShape,
        cancel_at_period_end: bool,
        current_period_start: id,
        current_period_end: id,
        created: id,
      }),
      localSubscription: anyRecord.nullable(),
      paymentMethod: obj({ card: obj({ brand: text, last4: text }) }).nullable(),
      invoices: z.array(
        obj({ total: id, currency: text, status: text, created: id, status_transitions: anyRecord }),
      ),
    });
    expectFields(await answer(`subscription/${subscriptionId}/cancel`, { cancelNow: false }), {
      subscription: obj({ cancel_at_period_end: z.literal(true) }),
    });
    expectFields(await answer(`subscription/${subscriptionId}/resume`, {}), {
      subscription: obj({ cancel_at_period_end: z.literal(false) }),
    });
  });

  it('verify_short_code: short_code', async () => {
    expectBodyAccepted(await send('verify_short_code', { short_code: 'ABCDEF' }));
  });
});

describe('part 2 §7.2: the chat room', () => {
  it('check-member-existence, register, update-profile, and the auto-register pair', async () => {
    const overview = await answer(companyPath(`${screenings}/get`), { id: events.liveNow }, viewer);
    const room = (overview.screener as { chat_room: { id: number } | null }).chat_room;
    expect(room).not.toBeNull();
    const roomId = room?.id ?? 0;
    const me = await answer('customer/get', {});
    const consumerId = (me.consumer as { id: number }).id;

    const before = await answer(`chat-room/${roomId}/members/check-member-existence`, {
      chat_room_id: roomId,
      consumer_id: consumerId,
    });
    expectFields(before, { member_details: anyRecord.nullable() });

    const registered = await answer(`chat-room/${roomId}/members/register`, {
      name: 'Demo Viewer',
      email: site.viewerEmail,
      bio: 'I watch every film of the festival.',
      profile_image: pngDataUrl(),
      chat_room_id: roomId,
    });
    expectFields(registered, { message: text, member: obj({ id }) });
    const memberId = (registered.member as { id: number }).id;

    expectFields(
      await answer(`chat-room/${roomId}/members/update-profile/${memberId}`, {
        name: 'Demo Viewer',
        bio: 'I watch every film of the festival, twice.',
      }),
      { message: text },
    );
    // No payload shown: the event comes from the header.
    for (const call of ['chat-room/check-member-existence', 'chat-room/auto-register']) {
      expectFields(await answer(call, {}, viewer, events.liveNow), {
        member: obj({ redirect_screener: bool, screener_id: id, status: text }),
      });
    }
  });
});
