import { PRICING_TYPES } from '@screener/contracts/pricing';
import { roleAllows, STAFF_ROLES, type StaffPermission } from '@screener/contracts/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { apiKeys } from '../api-keys/schema.ts';
import { accessLinks, autoRegisterLinks, consumers } from '../auth/schema.ts';
import { openSession } from '../auth/sessions.ts';
import { awardCategories } from '../ballots/schema.ts';
import { createChatRoom, pngDataUrl } from '../chat/chat-test-helpers.ts';
import { chatMembers, chatRoomMessages } from '../chat/schema.ts';
import { blankFilmForm } from '../films/film-test-helpers.ts';
import { films, media, subtitles } from '../films/schema.ts';
import { attemptKey, call } from '../payments/purchase-test-helpers.ts';
import { purchases } from '../payments/schema.ts';
import { coupons, pricingPlans } from '../pricing/schema.ts';
import { plainEventInput } from '../screenings/admin-event-test-helpers.ts';
import { screeners } from '../screenings/schema.ts';
import { subscriptionPlans, subscriptions } from '../subscriptions/schema.ts';
import { inboxMessages, inboxRequests, screenerNotices } from '../support/schema.ts';
import { bookings, screenerVenues, venues } from '../venues/schema.ts';
import { buyTicket } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { streams } from '../watch/schema.ts';
import { webhookDeliveries, webhookEndpoints } from '../webhooks/schema.ts';
import { createInvitation } from './invitations.ts';
import { callStaff, createStaff } from './staff-test-helpers.ts';

type Requirement = StaffPermission | 'signed_in' | 'operator' | 'guest';

/**
 * Every call of the back-office with what it asks of its caller. The first test keeps this table
 * equal to the calls the app registers, so a new call cannot miss the walks below.
 */
const REQUIREMENTS: Record<string, Requirement> = {
  'admin/staff/login/password': 'guest',
  'admin/staff/login/sendCode': 'guest',
  'admin/staff/login/verifyCode': 'guest',
  'admin/staff/login/verifyLink': 'guest',
  'admin/staff/login/totp': 'guest',
  'admin/staff/login/totpSetup': 'guest',
  'admin/staff/totp/get': 'signed_in',
  'admin/staff/totp/setup': 'signed_in',
  'admin/staff/totp/confirm': 'signed_in',
  'admin/staff/totp/disable': 'signed_in',
  'admin/staff/signInPolicy/get': 'staff',
  'admin/staff/signInPolicy/update': 'staff',
  'admin/staff/invitation/get': 'guest',
  'admin/staff/invitation/accept': 'guest',
  'admin/staff/me': 'signed_in',
  'admin/staff/logout': 'signed_in',
  'admin/staff/list': 'staff',
  'admin/staff/invite': 'staff',
  'admin/staff/changeRole': 'staff',
  'admin/staff/remove': 'staff',
  'admin/staff/invitation/revoke': 'staff',
  'admin/staff/invitation/resend': 'staff',
  'admin/audit/list': 'audit_log',
  'admin/platform/companies/list': 'operator',
  'admin/platform/companies/create': 'operator',
  'admin/platform/companies/setDomain': 'operator',
  'admin/platform/companies/inviteOwner': 'operator',
  'admin/platform/companies/suspend': 'operator',
  'admin/analytics/watch_seconds': 'content',
  'admin/screenings/:screener_id/streams/change': 'live',
  'admin/screenings/:screener_id/live_counter': 'live',
  'admin/screenings/:screener_id/live': 'live',
  'admin/screenings/:screener_id/support_notice': 'support',
  'admin/chat-room/:chat_room_id/reports': 'support',
  'admin/chat-room/:chat_room_id/delete-message': 'support',
  'admin/chat-room/:chat_room_id/ban': 'support',
  'admin/purchases/cash/list': 'orders',
  'admin/purchases/:purchaseId/confirm': 'orders',
  'admin/bookings/cancel': 'orders',
  'admin/reports/sales': 'orders',
  'admin/reports/sales/export': 'orders',
  'admin/reports/watch': 'content',
  'admin/reports/watch/export': 'content',
  'admin/overview': 'orders',
  'admin/audience/list': 'orders',
  'admin/audience/export': 'orders',
  'admin/audience/block': 'support',
  'admin/ballots/categories/list': 'content',
  'admin/ballots/categories/save': 'content',
  'admin/ballots/competition/get': 'content',
  'admin/ballots/competition/save': 'content',
  'admin/ballots/results': 'content',
  'admin/ballots/results/export': 'content',
  'admin/ballots/results/publish': 'content',
  'admin/audience/erase': 'settings',
  'admin/orders/list': 'orders',
  'admin/waitlist/list': 'orders',
  'admin/orders/get': 'orders',
  'admin/orders/resend_receipt': 'orders',
  'admin/orders/refund': 'refunds',
  'admin/orders/subscription': 'orders',
  'admin/orders/subscription/cancel': 'refunds',
  'admin/requests/list': 'support',
  'admin/requests/answer': 'support',
  'admin/checkInTicket': 'check_in',
  'admin/getTicketPublicKey': 'check_in',
  'admin/settings/get': 'settings',
  'admin/settings/general/update': 'settings',
  'admin/settings/theme/update': 'settings',
  'admin/settings/features/update': 'settings',
  'admin/settings/marketing/update': 'settings',
  'admin/settings/image/update': 'settings',
  'admin/settings/pages/list': 'settings',
  'admin/settings/pages/save': 'settings',
  'admin/settings/pages/delete': 'settings',
  'admin/settings/payments/get': 'payment_settings',
  'admin/settings/payments/update': 'payment_settings',
  'admin/settings/sms/get': 'payment_settings',
  'admin/settings/sms/update': 'payment_settings',
  'admin/plans/list': 'content',
  'admin/plans/get': 'content',
  'admin/plans/save': 'content',
  'admin/plans/setActive': 'content',
  'admin/subscription-plans/list': 'content',
  'admin/subscription-plans/get': 'content',
  'admin/subscription-plans/save': 'content',
  'admin/subscription-plans/setActive': 'content',
  'admin/coupons/list': 'content',
  'admin/coupons/create': 'content',
  'admin/coupons/createBatch': 'content',
  'admin/coupons/disable': 'content',
  'admin/coupons/export': 'content',
  'admin/links/list': 'content',
  'admin/links/access/create': 'content',
  'admin/links/auto-register/create': 'content',
  'admin/links/revoke': 'content',
  'admin/links/export': 'content',
  'admin/events/list': 'content',
  'admin/events/get': 'content',
  'admin/events/create': 'content',
  'admin/events/update': 'content',
  'admin/events/duplicate': 'content',
  'admin/events/publish': 'content',
  'admin/events/unpublish': 'content',
  'admin/events/films/search': 'content',
  'admin/events/thumbnail/upload': 'content',
  'admin/events/preview': 'content',
  'admin/venues/list': 'content',
  'admin/venues/get': 'content',
  'admin/venues/create': 'content',
  'admin/venues/update': 'content',
  'admin/venues/events/list': 'content',
  'admin/venues/events/pricing/get': 'content',
  'admin/venues/events/pricing/update': 'content',
  'admin/films/list': 'content',
  'admin/films/get': 'content',
  'admin/films/create': 'content',
  'admin/films/update': 'content',
  'admin/films/media/retry': 'content',
  'admin/films/media/remove': 'content',
  'admin/films/subtitles/save': 'content',
  'admin/films/subtitles/remove': 'content',
  'admin/films/picture/upload': 'content',
  'admin/webhooks/save': 'integrations',
  'admin/webhooks/list': 'integrations',
  'admin/webhooks/deliveries': 'integrations',
  'admin/webhooks/resend': 'integrations',
  'admin/api-keys/create': 'integrations',
  'admin/api-keys/list': 'integrations',
  'admin/api-keys/revoke': 'integrations',
};

/** Bodies that name company B's rows wherever a call takes an id. */
const bodies = (): Record<string, object> => ({
  'admin/staff/me': {},
  'admin/staff/logout': {},
  'admin/staff/list': {},
  'admin/staff/invite': { email: 'newcomer@example.test', role: 'manager' },
  'admin/staff/changeRole': { staff_id: given.bOwner.member.id, role: 'box_office' },
  'admin/staff/remove': { staff_id: given.bManager.member.id },
  'admin/staff/invitation/revoke': { invitation_id: given.bInvitationId },
  'admin/staff/invitation/resend': { invitation_id: given.bInvitationId },
  'admin/staff/totp/confirm': { code: '123456' },
  'admin/staff/totp/disable': { code: '123456' },
  'admin/staff/signInPolicy/update': { totp_required: false },
  'admin/audit/list': { page: 0, page_size: 100 },
  'admin/platform/companies/list': {},
  'admin/platform/companies/create': { title: 'New', slug: 'new-site', domain: 'new-site.localhost' },
  'admin/platform/companies/setDomain': { company_id: given.b.id, domain: 'moved.localhost' },
  'admin/platform/companies/inviteOwner': { company_id: given.b.id, email: 'boss@example.test' },
  // Reinstating a site that is open changes nothing the rest of the walk depends on.
  'admin/platform/companies/suspend': { company_id: given.b.id, suspended: false },
  'admin/screenings/:screener_id/streams/change': { type: 'whereby', active: true },
  'admin/screenings/:screener_id/support_notice': { title: 'Hello', body: 'World' },
  'admin/chat-room/:chat_room_id/delete-message': { message_id: given.bChat.messageId },
  'admin/chat-room/:chat_room_id/ban': { member_id: given.bChat.memberId },
  'admin/bookings/cancel': { booking_id: given.bTicket.bookingId },
  'admin/reports/sales': reportRange,
  'admin/reports/sales/export': reportRange,
  'admin/reports/watch': reportRange,
  'admin/reports/watch/export': reportRange,
  'admin/audience/block': { viewer_id: given.bBuyerId, blocked: true },
  'admin/ballots/categories/save': { name: 'Walked' },
  'admin/ballots/competition/get': { screener_id: given.bEvent },
  'admin/ballots/competition/save': { screener_id: given.bEvent, films: [], windows: [] },
  'admin/ballots/results': { screener_id: given.bEvent },
  'admin/ballots/results/export': { screener_id: given.bEvent },
  'admin/ballots/results/publish': { category_id: given.bCategory, published: true },
  'admin/audience/erase': { consumer_id: given.bBuyerId, reason: 'Walked' },
  'admin/orders/list': { search: given.bBuyerEmail },
  'admin/waitlist/list': { screener_id: given.bEvent },
  'admin/orders/get': { purchase_id: given.bPurchase },
  'admin/orders/resend_receipt': { purchase_id: given.bPurchase },
  'admin/orders/refund': { purchase_id: given.bPurchase, reason: 'Walked' },
  'admin/orders/subscription': { subscription_id: given.bSubscription },
  'admin/orders/subscription/cancel': { subscription_id: given.bSubscription, at_period_end: false },
  'admin/requests/answer': { request_id: given.bRequest, decision: 'reply', message: 'Walked' },
  'admin/checkInTicket': { code: given.bTicket.code, scan_id: 'walk' },
  'admin/settings/general/update': {
    title: 'Renamed',
    language: 'en',
    languages: ['en'],
    timezone: 'UTC',
    banner_message: null,
    powered_by_message: null,
    disabled_default_pages: [],
    seat_hold_minutes: null,
  },
  'admin/settings/theme/update': {
    primaryColor: '#123456',
    secondaryColor: '#ffffff',
    backgroundColor: '#000000',
    darkMode: true,
    fontFamily: 'Roboto',
  },
  'admin/settings/features/update': {
    advertising_layout: false,
    show_pricing_menu: false,
    logo_as_header: false,
    hide_watch_link: false,
    hide_yearly_plans: false,
    promo_trailer_url: null,
    external_home_url: null,
  },
  'admin/settings/marketing/update': { mailing_list_id: null, fbpixelId: null },
  'admin/settings/image/update': { kind: 'logo', image: null },
  'admin/settings/pages/save': { slug: 'b-page', title: 'Page', html: '<p>x</p>' },
  'admin/settings/pages/delete': { slug: 'b-page' },
  'admin/settings/payments/update': {
    enabled_payment_gateways: ['sandbox'],
    statement_descriptor_suffix: null,
  },
  'admin/plans/get': { id: given.bPlan },
  'admin/plans/save': {
    id: given.bPlan,
    type: PRICING_TYPES.single,
    name: 'Taken',
    price: '1.00',
    currency: 'EUR',
    screening_ids: [given.bEvent],
  },
  'admin/plans/setActive': { id: given.bPlan, active: false },
  'admin/subscription-plans/get': { id: given.bSubscriptionPlan },
  'admin/subscription-plans/save': {
    id: given.bSubscriptionPlan,
    name: 'Taken',
    interval: 'month',
    price: '1.00',
    currency: 'EUR',
    trial_days: 0,
  },
  'admin/subscription-plans/setActive': { id: given.bSubscriptionPlan, active: false },
  'admin/coupons/create': { code: 'BCODE1', percent_off: 10, plan_ids: [given.bPlan] },
  'admin/coupons/createBatch': { count: 2, percent_off: 10, plan_ids: [given.bPlan] },
  'admin/coupons/disable': { id: given.bCoupon },
  'admin/links/list': { kind: 'access', screener_id: given.bEvent },
  'admin/links/access/create': { screener_id: given.bEvent, count: 1 },
  'admin/links/auto-register/create': {
    screener_id: given.bEvent,
    recipients: [{ email: 'x@example.test' }],
  },
  'admin/links/revoke': { kind: 'access', id: given.bLink },
  'admin/links/export': { kind: 'access', screener_id: given.bEvent },
  'admin/events/get': { screener_id: given.bEvent },
  'admin/events/create': { event: eventInput },
  'admin/events/update': { screener_id: given.bEvent, event: eventInput, confirmed: true },
  'admin/events/duplicate': { screener_id: given.bEvent },
  'admin/events/publish': { screener_id: given.bEvent },
  'admin/events/unpublish': { screener_id: given.bEvent },
  'admin/events/preview': { screener_id: given.bEvent },
  'admin/events/thumbnail/upload': { image: pngDataUrl(32, 18) },
  'admin/venues/get': { venue_id: given.bVenue.id },
  'admin/venues/update': {
    venue_id: given.bVenue.id,
    name: 'Taken over',
    address: null,
    navigation_link: null,
    notes: null,
    seat_map: {
      rows: 1,
      columns: 1,
      seats: { '1-1': { label: 'A1', category: 10, is_accessible: true } },
      not_for_sale: [],
    },
  },
  'admin/venues/events/pricing/get': { screener_id: given.bEvent },
  'admin/venues/events/pricing/update': {
    screener_id: given.bEvent,
    venue_id: given.bVenue.id,
    currency: 'EUR',
    seat_category_prices: { 10: '0.01', 20: null, 30: null, 40: null },
    ticket_type_discounts: { 10: null, 20: null, 30: null },
    max_seats_per_purchase: 1,
  },
  'admin/films/get': { film_id: given.bFilm },
  'admin/films/create': filmForm,
  'admin/films/update': { ...filmForm, film_id: given.bFilm },
  'admin/films/media/retry': { film_id: given.bFilm, kind: 'trailer' },
  'admin/films/media/remove': { film_id: given.bFilm, kind: 'trailer' },
  'admin/films/subtitles/save': {
    film_id: given.bFilm,
    lang: 'en',
    content: '1\n00:00:01,000 --> 00:00:02,000\nTaken over\n',
  },
  'admin/films/subtitles/remove': { film_id: given.bFilm, lang: 'en' },
  'admin/films/picture/upload': { film_id: given.bFilm, image: TINY_JPEG },
  'admin/webhooks/save': {
    endpoint_id: given.bEndpoint,
    url: 'https://93.184.216.34/walk',
    events: ['order.completed'],
  },
  'admin/webhooks/deliveries': { endpoint_id: given.bEndpoint },
  'admin/webhooks/resend': { delivery_id: given.bDelivery },
  'admin/api-keys/create': { name: 'Walk' },
  'admin/api-keys/revoke': { key_id: given.bKey },
});
/** A year of days around the test's clock, so the reports read every order and beat of B. */
const reportRange = { from: '2026-01-01', to: '2026-12-31' };
/** A data URL the contract takes: the film is looked up before the picture's bytes are read. */
const TINY_JPEG = 'data:image/jpeg;base64,/9j/4AAQSkZJRgABAQ==';
const filmForm = blankFilmForm('A film');

/** A well-formed event, so a call with B's id is refused for the id and not for the body. */
const eventInput = plainEventInput({
  title: 'Walked event',
  starts_at: '2031-01-01 10:00:00',
  ends_at: '2031-01-01 12:00:00',
  stage: {
    streams: [{ type: 'daily', active: true, meeting_url: 'https://walk.daily.co/room' }],
    forced_stream: 'daily',
    live_chat: true,
  },
  player: { is_full_screen_mode: true, no_skip: true, movie_switching_enabled: true, no_pause: false },
  donation: { enabled: true, purpose: null, email: 'walk@example.test' },
  qa_info: { title: 'Walked', message: null, zoom_link: null, meeting_id: null, password: null },
});

/** The call's path with company B's ids in its parameters. */
const pathOf = (path: string) =>
  path
    .replace(':screener_id', String(given.bEvent))
    .replace(':purchaseId', String(given.bPurchase))
    .replace(':chat_room_id', String(given.bChat.roomId));
const walk = (path: string, options: Parameters<typeof callStaff>[3]) =>
  callStaff(t, pathOf(path), bodies()[path] ?? {}, options);

const guarded = () => Object.entries(REQUIREMENTS).filter(([, requirement]) => requirement !== 'guest');
const companyCalls = () =>
  Object.entries(REQUIREMENTS).filter(
    ([, requirement]) => requirement !== 'guest' && requirement !== 'operator',
  );

const t = useTestApp();
const given = seededForFile(async () => {
  const a: { domain: string; id: number } = await createCompany(t.db);
  const bShop = await createVenueShop(t, 6, {}, { gateways: ['sandbox', 'admin_pay'] });
  const b: { domain: string; id: number } = bShop.company;
  /** Company B's event, its cash purchase awaiting confirmation, and a booked ticket. */
  const bEvent = await bShop.venueEvent();
  const buyer = await bShop.viewer();
  const bBuyerEmail = buyer.consumer.email;
  const bBuyerId = buyer.consumer.id;
  const bTicket: { bookingId: number; code: string } = await buyTicket(t, b.domain, bEvent, buyer.session, [
    '2-1',
  ]);
  /** Company B's plan, coupon and access link. */
  const bPlan = await bShop.plan(PRICING_TYPES.single, 1000, [bEvent]);
  const [subscriptionPlan] = await t.db
    .insert(subscriptionPlans)
    .values({ companyId: b.id, interval: 'month', amountMinor: 500, currency: 'EUR', planName: 'B club' })
    .returning();
  if (!subscriptionPlan) throw new Error('no subscription plan');
  /** Company B's subscription plan, and its buyer's subscription to it. */
  const bSubscriptionPlan = subscriptionPlan.id;
  const [coupon] = await t.db
    .insert(coupons)
    .values({ companyId: b.id, code: 'BCOUPN', percentOff: 10 })
    .returning();
  const [link] = await t.db
    .insert(accessLinks)
    .values({ companyId: b.id, screenerId: bEvent, linkId: 'b-link', mode: 'anonymous' })
    .returning();
  if (!coupon || !link) throw new Error('no coupon or link');
  const bCoupon = coupon.id;
  const bLink = link.id;
  const [bVenueRow] = await t.db.select().from(venues).where(eq(venues.companyId, b.id));
  if (!bVenueRow) throw new Error('no venue');
  /** Company B's venue, the one its event uses. */
  const bVenue: typeof venues.$inferSelect = bVenueRow;
  const cash = await call(
    t,
    b.domain,
    'purchase/screeningOrGroupTicket',
    {
      charge_type: 'admin_pay',
      idempotency_key: attemptKey(),
      pricing_id: bPlan,
    },
    buyer.session,
  );
  const bPurchase = cash.data.purchase.id;
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      companyId: b.id,
      consumerId: bBuyerId,
      planId: bSubscriptionPlan,
      status: 'active',
      gateway: 'sandbox',
      currentPeriodStart: t.clock.now(),
      currentPeriodEnd: new Date(t.clock.now().getTime() + 30 * 86_400_000),
    })
    .returning();
  if (!subscription) throw new Error('no subscription');
  const bSubscription = subscription.id;
  await call(t, b.domain, 'consumer/support', { name: 'B Buyer', email: bBuyerEmail, message: 'B question' });
  const [request] = await t.db.select().from(inboxRequests).where(eq(inboxRequests.companyId, b.id));
  if (!request) throw new Error('no inbox request');
  /** Company B's inbox request: its buyer's message. */
  const bRequest = request.id;
  const room = await createChatRoom(t.db, b.id, bEvent);
  const [member] = await t.db
    .insert(chatMembers)
    .values({ chatRoomId: room.id, consumerId: buyer.consumer.id, name: 'B Member', email: bBuyerEmail })
    .returning();
  if (!member) throw new Error('no chat member');
  const [message] = await t.db
    .insert(chatRoomMessages)
    .values({ chatRoomId: room.id, senderMemberId: member.id, text: 'B message' })
    .returning();
  if (!message) throw new Error('no chat message');
  /** Company B's chat room, a member of it and the member's message. */
  const bChat: { roomId: number; memberId: number; messageId: number } = {
    roomId: room.id,
    memberId: member.id,
    messageId: message.id,
  };
  const [film] = await t.db.insert(films).values({ companyId: b.id, title: 'B film' }).returning();
  if (!film) throw new Error('no film');
  /** Company B's film. */
  const bFilm = film.id;
  const [category] = await t.db
    .insert(awardCategories)
    .values({ companyId: b.id, name: 'B award' })
    .returning();
  if (!category) throw new Error('no award category');
  /** Company B's award category, its results not published. */
  const bCategory = category.id;
  // B's film has a failed trailer and English subtitles, which A's calls must neither retry nor remove.
  await t.db
    .insert(media)
    .values({ filmId: bFilm, kind: 'trailer', hlsPath: 'films/b/master.m3u8', status: 'failed', error: 'x' });
  await t.db
    .insert(subtitles)
    .values({ filmId: bFilm, lang: 'en', srcPath: 'test-pattern/subtitles/en.vtt' });
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({
      companyId: b.id,
      url: 'https://b.example/hook',
      events: ['order.completed'],
      sealedSecret: 'x',
    })
    .returning();
  if (!endpoint) throw new Error('no endpoint');
  /** Company B's webhook endpoint, a delivery to it, and its API key. */
  const bEndpoint = endpoint.id;
  const [delivery] = await t.db
    .insert(webhookDeliveries)
    .values({
      companyId: b.id,
      endpointId: endpoint.id,
      event: 'order.completed',
      eventId: 'evt_b',
      body: '{"b":"walk@example.test"}',
      status: 'delivered',
      firstSentAt: t.clock.now(),
    })
    .returning();
  const [key] = await t.db
    .insert(apiKeys)
    .values({ companyId: b.id, name: 'B key', prefix: 'scr_bbbbbb', keyHash: 'b-hash' })
    .returning();
  if (!delivery || !key) throw new Error('no delivery or key');
  const bDelivery = delivery.id;
  const bKey = key.id;
  await createStaff(t, a.id, 'owner');
  const bOwner = await createStaff(t, b.id, 'owner', { email: 'b-owner@example.test' });
  const bManager = await createStaff(t, b.id, 'manager', { email: 'b-manager@example.test' });
  const bInvitationId = (
    await createInvitation(t.db, {
      companyId: b.id,
      email: 'b-invited@example.test',
      role: 'box_office',
      actor: { id: bOwner.member.id, email: bOwner.member.email },
      now: t.clock.now(),
    })
  ).invitation.id;
  return {
    a,
    b,
    bEvent,
    bBuyerEmail,
    bBuyerId,
    bTicket,
    bPlan,
    bSubscriptionPlan,
    bCoupon,
    bLink,
    bVenue,
    bPurchase,
    bSubscription,
    bRequest,
    bChat,
    bFilm,
    bCategory,
    bEndpoint,
    bDelivery,
    bKey,
    bOwner,
    bManager,
    bInvitationId,
  };
});

/** What company B has, read by B's own owner, to compare before and after A's walk. */
async function companyBState() {
  const options = { host: given.b.domain, token: given.bOwner.token };
  const list = (await callStaff(t, 'admin/staff/list', {}, options)).json().data;
  const audit = (await callStaff(t, 'admin/audit/list', { page: 0, page_size: 100 }, options)).json().data;
  const [ticket] = await t.db
    .select({ status: bookings.status, admittedAt: bookings.admittedAt })
    .from(bookings)
    .where(eq(bookings.id, given.bTicket.bookingId));
  const [purchase] = await t.db
    .select({ status: purchases.status, refundedMinor: purchases.refundedMinor })
    .from(purchases)
    .where(eq(purchases.id, given.bPurchase));
  const inbox = {
    requests: await t.db.select().from(inboxRequests).where(eq(inboxRequests.companyId, given.b.id)),
    messages: await t.db.select().from(inboxMessages).where(eq(inboxMessages.companyId, given.b.id)),
  };
  const eventStreams = await t.db.select().from(streams).where(eq(streams.screenerId, given.bEvent));
  const notices = await t.db
    .select()
    .from(screenerNotices)
    .where(eq(screenerNotices.screenerId, given.bEvent));
  const chatMember = await t.db.select().from(chatMembers).where(eq(chatMembers.id, given.bChat.memberId));
  const chatMessage = await t.db
    .select()
    .from(chatRoomMessages)
    .where(eq(chatRoomMessages.id, given.bChat.messageId));
  const sales = {
    plans: await t.db.select().from(pricingPlans).where(eq(pricingPlans.companyId, given.b.id)),
    subscriptionPlans: await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.companyId, given.b.id)),
    coupons: await t.db.select().from(coupons).where(eq(coupons.companyId, given.b.id)),
    links: await t.db.select().from(accessLinks).where(eq(accessLinks.companyId, given.b.id)),
    invitations: await t.db
      .select()
      .from(autoRegisterLinks)
      .where(eq(autoRegisterLinks.companyId, given.b.id)),
  };
  const [event] = await t.db.select().from(screeners).where(eq(screeners.id, given.bEvent));
  const [buyer] = await t.db
    .select({ blockedAt: consumers.blockedAt })
    .from(consumers)
    .where(eq(consumers.id, given.bBuyerId));
  const venue = await t.db.select().from(venues).where(eq(venues.id, given.bVenue.id));
  const seatSale = await t.db
    .select()
    .from(screenerVenues)
    .where(eq(screenerVenues.screenerId, given.bEvent));
  const bFilms = await t.db.select().from(films).where(eq(films.companyId, given.b.id));
  const bFilmMedia = await t.db.select().from(media).where(eq(media.filmId, given.bFilm));
  const bSubtitles = await t.db.select().from(subtitles).where(eq(subtitles.filmId, given.bFilm));
  const bCategories = await t.db
    .select()
    .from(awardCategories)
    .where(eq(awardCategories.companyId, given.b.id));
  const integrations = {
    endpoints: await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, given.b.id)),
    deliveries: await t.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.companyId, given.b.id)),
    keys: await t.db.select().from(apiKeys).where(eq(apiKeys.companyId, given.b.id)),
  };
  return {
    integrations,
    list,
    audit,
    ticket,
    purchase,
    inbox,
    eventStreams,
    notices,
    chatMember,
    chatMessage,
    sales,
    event,
    buyer,
    venue,
    seatSale,
    bFilms,
    bFilmMedia,
    bSubtitles,
    bCategories,
  };
}

describe('back-office guarantees', () => {
  it('knows every back-office call the app registers', () => {
    const registered = t.app.calls.map((call) => call.path).filter((path) => path.startsWith('admin/'));
    expect(registered.sort()).toEqual(Object.keys(REQUIREMENTS).sort());
  });

  it('registers each call with the requirement the table names', () => {
    const asked = Object.fromEntries(
      t.app.calls
        .filter((call) => call.path.startsWith('admin/'))
        .map((call) => [call.path, call.auth === 'guest' ? 'guest' : call.permission]),
    );
    expect(asked).toEqual(REQUIREMENTS);
  });

  it('refuses a viewer’s session, an administrator’s included, on every staff call', async () => {
    const viewer = await createConsumer(t.db, given.a.id, { role: 'company_admin' });
    const { session } = await openSession(t.db, {
      companyId: given.a.id,
      consumerId: viewer.id,
      now: t.clock.now(),
    });
    for (const [path] of guarded()) {
      const answer = await walk(path, { host: given.a.domain, viewer: session });
      expect(refusalCode(answer), path).toBe(401);
    }
  });

  it('refuses each role, with a 403 envelope, every call its role does not allow', async () => {
    for (const role of STAFF_ROLES) {
      for (const [path, requirement] of companyCalls()) {
        const { token } = await createStaff(t, given.a.id, role);
        const answer = await walk(path, { host: given.a.domain, token });
        const allowed = requirement === 'signed_in' || roleAllows(role, requirement as StaffPermission);
        if (allowed) expect(refusalCode(answer), `${role} ${path}`).not.toBe(403);
        else {
          expect(refusalCode(answer), `${role} ${path}`).toBe(403);
          expect(answer.json(), `${role} ${path}`).toMatchObject({ data: null, error: { code: 403 } });
        }
      }
    }
  });

  it('lets a staff member of company A neither read nor change anything of company B', async () => {
    const before = await companyBState();
    const bEmails = [
      'b-owner@example.test',
      'b-manager@example.test',
      'b-invited@example.test',
      given.bBuyerEmail,
    ];
    for (const [path] of companyCalls()) {
      const { token } = await createStaff(t, given.a.id, 'owner');
      // On A's own site with B's ids: nothing of B is found, and nothing of B is shown.
      const own = await walk(path, { host: given.a.domain, token });
      expect(refusalCode(own), path).not.toBe(500);
      for (const email of bEmails) expect(own.body, path).not.toContain(email);
      // On B's site: A's session opens nothing.
      const fresh = (await createStaff(t, given.a.id, 'owner')).token;
      const there = await walk(path, { host: given.b.domain, token: fresh });
      expect(refusalCode(there), `${path} on B`).toBe(403);
    }
    expect(await companyBState()).toEqual(before);
  });

  it('keeps company staff off the platform console and operators off a company’s calls', async () => {
    const { token: ownerToken } = await createStaff(t, given.a.id, 'owner');
    const { token: operatorToken } = await createStaff(t, null, 'operator');
    for (const [path, requirement] of guarded()) {
      if (requirement === 'operator') {
        const answer = await walk(path, { host: given.a.domain, token: ownerToken });
        expect(refusalCode(answer), path).toBe(403);
      } else if (requirement !== 'signed_in') {
        const answer = await walk(path, { host: given.a.domain, token: operatorToken });
        expect(refusalCode(answer), path).toBe(403);
      }
    }
  });
});
