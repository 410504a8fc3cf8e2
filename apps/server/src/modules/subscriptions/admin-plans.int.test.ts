import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { EVENT_TYPES } from '@screener/contracts/event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { callStaff, emptyRoleTokens, signInRoles } from '../staff/staff-test-helpers.ts';
import { invoices } from './schema.ts';
import { DAY_MS, subscriptionCalls } from './subscription-test-helpers.ts';

let shop: Awaited<ReturnType<typeof createShop>>;
let other: Awaited<ReturnType<typeof createShop>>;
const tokens = emptyRoleTokens();

const subscriptionEvent = (target: typeof shop) =>
  target.event({
    eventType: EVENT_TYPES.subscription,
    monetizationEnabled: false,
    isVodEvent: true,
    screeningStartsAt: target.hours(-1),
    screeningEndsAt: target.hours(24 * 365),
  });

/** New staff sessions at the clock's time: moving the clock a month outlives the earlier ones. */
async function signInStaff() {
  await signInRoles(t, tokens, shop.company.id, other.company.id);
}

const t = useTestApp();
const given = seededForFile(async () => {
  shop = await createShop(t, ['sandbox']);
  other = await createShop(t, ['sandbox']);
  const calls = subscriptionCalls(t, shop);
  const clubEvent = await subscriptionEvent(shop);
  const otherClubEvent = await subscriptionEvent(shop);
  const plainEvent = await shop.event({ title: 'A ticketed premiere' });
  const otherCompanyEvent = await subscriptionEvent(other);
  const otherPlanId = (await subscriptionCalls(t, other).plan()).id;
  await signInStaff();
  return { calls, clubEvent, otherClubEvent, plainEvent, otherCompanyEvent, otherPlanId };
});

const as = (who: keyof typeof tokens, path: string, payload: object) =>
  callStaff(t, `admin/subscription-plans/${path}`, payload, {
    host: shop.company.domain,
    token: tokens[who],
  });

const monthly = () => ({
  name: 'Cinema club',
  interval: 'month',
  price: '9.90',
  currency: 'EUR',
  trial_days: 7,
});
const enroll = (session: Session, screenerId: number) =>
  call(t, given.calls.host, 'enroll', { screener_id: screenerId }, session);

describe('subscription plans in the back-office', () => {
  it('lets a manager create a plan that a viewer then subscribes to with the sandbox card', async () => {
    const created = await as('manager', 'save', monthly());
    expect(refusalCode(created)).toBeNull();
    const { plan, replaced_plan_id } = created.json().data;
    expect(replaced_plan_id).toBeNull();
    expect(plan).toMatchObject({
      name: 'Cinema club',
      interval: 'month',
      price: '9.90',
      trial_days: 7,
      all_events: true,
      screening_ids: [],
      active: true,
      subscribers: 0,
    });

    const listed = await call<{ plans: { id: number }[] }>(t, given.calls.host, 'pricing/listPlans', {});
    expect(listed.data.plans.map((shown) => shown.id)).toContain(plan.id);

    const { session } = await shop.viewer();
    const subscribed = await given.calls.subscribe(session, plan.id);
    expect(refusalCode(subscribed)).toBeNull();
    expect(subscribed.data.subscription).toMatchObject({
      status: 'trialing',
      plan: { id: plan.id, amount: 990, trial_period_days: 7 },
    });
    expect(refusalCode(await enroll(session, given.clubEvent))).toBeNull();
    expect((await as('owner', 'get', { id: plan.id })).json().data.plan.subscribers).toBe(1);

    const audit = await callStaff(
      t,
      'admin/audit/list',
      { page: 0, page_size: 100 },
      { host: shop.company.domain, token: tokens.owner },
    );
    const actions = audit.json().data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toContain('subscription_plan.create');
  });

  it('opens only the events a plan names when it does not open them all', async () => {
    const saved = await as('manager', 'save', {
      ...monthly(),
      name: 'One festival',
      trial_days: 0,
      all_events: false,
      screening_ids: [given.clubEvent],
    });
    expect(saved.json().data.plan).toMatchObject({ all_events: false, screening_ids: [given.clubEvent] });
    const { session } = await shop.viewer();
    expect(refusalCode(await given.calls.subscribe(session, saved.json().data.plan.id))).toBeNull();
    expect(refusalCode(await enroll(session, given.clubEvent))).toBeNull();
    expect((await enroll(session, given.otherClubEvent)).error?.code).toBe(
      ERROR_CATALOGUE.NOT_PURCHASED.code,
    );
  });

  it('keeps subscribers at their price: a new price goes to a new plan, and the old one bills them as before', async () => {
    const first = (await as('manager', 'save', { ...monthly(), name: 'Renewing', trial_days: 0 })).json().data
      .plan;
    // Without subscribers, the price changes in place.
    const repriced = await as('manager', 'save', {
      ...monthly(),
      id: first.id,
      name: 'Renewing',
      price: '10.00',
      trial_days: 0,
    });
    expect(repriced.json().data).toMatchObject({
      plan: { id: first.id, price: '10.00' },
      replaced_plan_id: null,
    });

    const { session } = await shop.viewer();
    const subscription = (await given.calls.subscribe(session, first.id)).data.subscription;
    const changed = await as('manager', 'save', {
      ...monthly(),
      id: first.id,
      name: 'Renewing',
      price: '12.00',
      trial_days: 0,
    });
    expect(refusalCode(changed)).toBeNull();
    const { plan: successor, replaced_plan_id } = changed.json().data;
    expect(replaced_plan_id).toBe(first.id);
    expect(successor).toMatchObject({ price: '12.00', active: true, subscribers: 0 });
    expect(successor.id).not.toBe(first.id);
    expect((await as('owner', 'get', { id: first.id })).json().data.plan).toMatchObject({
      price: '10.00',
      active: false,
      subscribers: 1,
    });

    // The renewal bills the old price.
    expect(await given.calls.advance(31 * DAY_MS, subscription.id)).toContain('renewed');
    const billed = await t.db.select().from(invoices).where(eq(invoices.subscriptionId, subscription.id));
    expect(billed.map((invoice) => invoice.totalMinor)).toEqual([1000, 1000]);
    await signInStaff();

    // A name alone changes in place, subscribers or not.
    const renamed = await as('manager', 'save', {
      ...monthly(),
      id: first.id,
      name: 'Renamed',
      price: '10.00',
      trial_days: 0,
      active: false,
    });
    expect(renamed.json().data).toMatchObject({
      plan: { id: first.id, name: 'Renamed' },
      replaced_plan_id: null,
    });

    const audit = await callStaff(
      t,
      'admin/audit/list',
      { page: 0, page_size: 100 },
      { host: shop.company.domain, token: tokens.owner },
    );
    const actions = audit.json().data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(
      expect.arrayContaining(['subscription_plan.replace', 'subscription_plan.update']),
    );
  });

  it('archives and restores a plan, lists and searches them', async () => {
    const plan = (
      await as('manager', 'save', { ...monthly(), name: 'Yearly friends', interval: 'year', price: '99' })
    ).json().data.plan;
    const archived = await as('manager', 'setActive', { id: plan.id, active: false });
    expect(archived.json().data.plan.active).toBe(false);
    const listed = await call<{ plans: { id: number }[] }>(t, given.calls.host, 'pricing/listPlans', {});
    expect(listed.data.plans.map((shown) => shown.id)).not.toContain(plan.id);
    const { session } = await shop.viewer();
    expect(refusalCode(await given.calls.subscribe(session, plan.id))).toBe(404);

    expect((await as('manager', 'setActive', { id: plan.id, active: true })).json().data.plan.active).toBe(
      true,
    );
    const found = await as('owner', 'list', {
      search: 'friends',
      sort_field: 'price',
      sort_direction: 'desc',
    });
    expect(found.json().data).toMatchObject({
      total: 1,
      total_exact: true,
      rows: [{ id: plan.id, interval: 'year', price: '99.00' }],
    });
    expect(
      (await as('owner', 'list', { active: false }))
        .json()
        .data.rows.every((row: { active: boolean }) => !row.active),
    ).toBe(true);
  });

  it('answers bad input with 400 and field messages', async () => {
    for (const [payload, field] of [
      [{ ...monthly(), name: '' }, 'name'],
      [{ ...monthly(), price: '-1' }, 'price'],
      [{ ...monthly(), price: '1.234' }, 'price'],
      [{ ...monthly(), currency: 'XYZ' }, 'currency'],
      [{ ...monthly(), interval: 'week' }, 'interval'],
      [{ ...monthly(), trial_days: -1 }, 'trial_days'],
      [{ ...monthly(), trial_days: 1.5 }, 'trial_days'],
      [{ ...monthly(), trial_days: 400 }, 'trial_days'],
      [{ ...monthly(), all_events: false, screening_ids: [] }, 'screening_ids'],
      // Not an event a subscription opens.
      [{ ...monthly(), all_events: false, screening_ids: [given.plainEvent] }, 'screening_ids'],
      // Another company's event.
      [{ ...monthly(), all_events: false, screening_ids: [given.otherCompanyEvent] }, 'screening_ids'],
    ] as const) {
      const response = await as('manager', 'save', payload);
      expect(refusalCode(response), field).toBe(400);
      expect(response.json().error.details.fields[field], field).toBeDefined();
    }
  });

  it('refuses the box office, signed-out callers and another company’s staff', async () => {
    expect(refusalCode(await as('box_office', 'list', {}))).toBe(403);
    expect(refusalCode(await as('box_office', 'save', monthly()))).toBe(403);
    const signedOut = await callStaff(t, 'admin/subscription-plans/list', {}, { host: shop.company.domain });
    expect(refusalCode(signedOut)).toBe(401);
    expect(refusalCode(await as('stranger', 'list', {}))).toBe(403);
    // On its own site, a company's staff do not find another company's plan.
    const strangerCall = (path: string, payload: object) =>
      callStaff(t, `admin/subscription-plans/${path}`, payload, {
        host: other.company.domain,
        token: tokens.stranger,
      });
    const ownPlan = (await as('owner', 'save', monthly())).json().data.plan.id;
    expect(refusalCode(await strangerCall('get', { id: ownPlan }))).toBe(404);
    expect(refusalCode(await strangerCall('setActive', { id: ownPlan, active: false }))).toBe(404);
    expect(refusalCode(await strangerCall('save', { ...monthly(), id: ownPlan }))).toBe(404);
    expect(refusalCode(await as('owner', 'get', { id: given.otherPlanId }))).toBe(404);
    expect((await as('owner', 'get', { id: ownPlan })).json().data.plan.active).toBe(true);
  });
});
