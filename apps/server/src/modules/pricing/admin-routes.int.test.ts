import { PRICING_TYPES } from '@screener/contracts/pricing';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { attemptKey, call, createShop, purchase } from '../payments/purchase-test-helpers.ts';
import { callStaff, emptyRoleTokens, signInRoles } from '../staff/staff-test-helpers.ts';

const tokens = emptyRoleTokens();

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const other = await createShop(t);
  const eventId = await shop.event({ title: 'Harbour Premiere', status: 'published' });
  const otherEventId = await other.event({ title: 'Other Premiere' });
  const otherPlanId = await other.plan(PRICING_TYPES.single, 900, [otherEventId]);
  await signInRoles(t, tokens, shop.company.id, other.company.id);
  return { shop, other, eventId, otherEventId, otherPlanId };
});

const as = (who: keyof typeof tokens, path: string, payload: object) =>
  callStaff(t, `admin/${path}`, payload, { host: given.shop.company.domain, token: tokens[who] });

const singlePlan = () => ({
  type: PRICING_TYPES.single,
  name: 'Premiere ticket',
  price: '12.5',
  currency: 'EUR',
  screening_ids: [given.eventId],
  purchase_message: 'See you at the premiere',
});

describe('plans in the back-office', () => {
  it('lets a manager create, edit, list and archive a plan, which the site then sells or stops selling', async () => {
    const created = await as('manager', 'plans/save', singlePlan());
    expect(refusalCode(created)).toBeNull();
    const plan = created.json().data.plan;
    expect(plan).toMatchObject({
      price: '12.50',
      currency: 'EUR',
      screening_ids: [given.eventId],
      active: true,
    });

    const onSale = await call(t, given.shop.company.domain, 'getPricing', { pricing_id: plan.id });
    expect(refusalCode(onSale)).toBeNull();

    const edited = await as('manager', 'plans/save', {
      ...singlePlan(),
      id: plan.id,
      name: 'Premiere seat',
      price: '15.00',
      purchasing_start_date: '2020-01-01 00:00:00',
      purchasing_end_date: '2099-01-01 00:00:00',
    });
    expect(edited.json().data.plan).toMatchObject({
      name: 'Premiere seat',
      price: '15.00',
      purchasing_end_date: '2099-01-01 00:00:00',
    });

    const listed = await as('owner', 'plans/list', { search: 'seat', sort_field: 'name' });
    expect(listed.json().data).toMatchObject({ total: 1, rows: [{ id: plan.id }] });

    const archived = await as('manager', 'plans/setActive', { id: plan.id, active: false });
    expect(archived.json().data.plan.active).toBe(false);
    expect(refusalCode(await call(t, given.shop.company.domain, 'getPricing', { pricing_id: plan.id }))).toBe(
      404,
    );
    expect((await as('manager', 'plans/list', { active: true })).json().data.total).toBe(0);
    expect((await as('manager', 'plans/get', { id: plan.id })).json().data.plan.active).toBe(false);

    const audit = await as('owner', 'audit/list', { page: 0, page_size: 100 });
    const actions = audit.json().data.entries.map((entry: { action: string }) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(['plan.create', 'plan.update', 'plan.archive']));
  });

  it('does not sell a plan before its on-sale start', async () => {
    const saved = await as('manager', 'plans/save', {
      ...singlePlan(),
      purchasing_start_date: '2099-01-01 00:00:00',
    });
    const viewer = await given.shop.viewer();
    const bought = await purchase(
      t,
      given.shop.company.domain,
      { charge_type: 'stripe', idempotency_key: attemptKey(), pricing_id: saved.json().data.plan.id },
      viewer.session,
    );
    expect(refusalCode(bought)).not.toBeNull();
  });

  it('answers bad input with 400 and field messages', async () => {
    for (const [payload, field] of [
      [{ ...singlePlan(), name: '' }, 'name'],
      [{ ...singlePlan(), price: '-1' }, 'price'],
      [{ ...singlePlan(), price: '1.234' }, 'price'],
      [{ ...singlePlan(), currency: 'XYZ' }, 'currency'],
      [{ ...singlePlan(), type: 50 }, 'type'],
      [{ ...singlePlan(), screening_ids: [] }, 'screening_ids'],
      [
        {
          ...singlePlan(),
          purchasing_start_date: '2030-01-02 00:00:00',
          purchasing_end_date: '2030-01-01 00:00:00',
        },
        'purchasing_end_date',
      ],
      // Another company's event is not one this plan can cover.
      [{ ...singlePlan(), screening_ids: [given.otherEventId] }, 'screening_ids'],
    ] as const) {
      const response = await as('manager', 'plans/save', payload);
      expect(refusalCode(response), field).toBe(400);
      expect(response.json().error.details.fields[field], field).toBeDefined();
    }
  });

  it('refuses the box office and keeps another company’s plans out of reach', async () => {
    expect(refusalCode(await as('box_office', 'plans/list', {}))).toBe(403);
    expect(refusalCode(await as('box_office', 'plans/save', singlePlan()))).toBe(403);
    expect(refusalCode(await as('manager', 'plans/get', { id: given.otherPlanId }))).toBe(404);
    expect(
      refusalCode(await as('manager', 'plans/setActive', { id: given.otherPlanId, active: false })),
    ).toBe(404);
    expect(refusalCode(await as('manager', 'plans/save', { ...singlePlan(), id: given.otherPlanId }))).toBe(
      404,
    );
    const stranger = await callStaff(
      t,
      'admin/plans/list',
      {},
      { host: given.shop.company.domain, token: tokens.stranger },
    );
    expect(refusalCode(stranger)).toBe(403);
    expect(
      refusalCode(await call(t, given.other.company.domain, 'getPricing', { pricing_id: given.otherPlanId })),
    ).toBeNull();
  });

  it('leaves subscription access plans to the subscriptions', async () => {
    const subscription = await given.shop.plan(PRICING_TYPES.subscription, 0, [given.eventId], {
      name: 'Members only',
    });
    expect((await as('manager', 'plans/list', { search: 'Members' })).json().data.total).toBe(0);
    expect(refusalCode(await as('manager', 'plans/get', { id: subscription }))).toBe(404);
  });
});

describe('coupons in the back-office', () => {
  it('creates a coupon, refuses its code again in any case, and a viewer redeems it at checkout', async () => {
    const planId = await given.shop.plan(PRICING_TYPES.single, 1000, [given.eventId]);
    const created = await as('manager', 'coupons/create', {
      code: 'save20',
      percent_off: 20,
      plan_ids: [planId],
      max_uses: 3,
    });
    expect(refusalCode(created)).toBeNull();
    expect(created.json().data.coupon).toMatchObject({ code: 'SAVE20', percent_off: 20, plan_ids: [planId] });
    const again = await as('manager', 'coupons/create', { code: 'Save20', percent_off: 10 });
    expect(refusalCode(again)).toBe(4120);

    const { session } = await given.shop.viewer();
    const checked = await call(
      t,
      given.shop.company.domain,
      'coupon/check_coupon',
      { pricing_id: planId, coupon_code: 'SAVE20' },
      session,
    );
    expect(checked.data).toMatchObject({ coupon: { applicable: true, total: '8.00' } });
  });

  it('creates a batch of random codes, searches one, disables it, and exports them as CSV', async () => {
    const batch = await as('manager', 'coupons/createBatch', {
      count: 5,
      // A prefix is no longer taken: it would leave fewer characters to guess.
      prefix: 'FX',
      percent_off: 50,
      valid_until: '2099-12-31 00:00:00',
      max_uses: 1,
    });
    expect(refusalCode(batch)).toBeNull();
    const { codes, created } = batch.json().data;
    expect(created).toBe(5);
    expect(new Set(codes).size).toBe(5);
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{6}$/);
    expect(codes.every((code: string) => code.startsWith('FX'))).toBe(false);

    const sorted = [...codes].sort();
    const listed = await as('manager', 'coupons/list', { search: sorted[0].toLowerCase() });
    expect(listed.json().data.total).toBe(1);
    const first = listed.json().data.rows[0];
    expect(first.code).toBe(sorted[0]);

    const disabled = await as('manager', 'coupons/disable', { id: first.id });
    expect(disabled.json().data.coupon.active).toBe(false);
    const planId = await given.shop.plan(PRICING_TYPES.single, 1000, [given.eventId]);
    const { session } = await given.shop.viewer();
    const refused = await call(
      t,
      given.shop.company.domain,
      'coupon/check_coupon',
      { pricing_id: planId, coupon_code: first.code },
      session,
    );
    expect(refused.data).toMatchObject({ coupon: { applicable: false } });

    const csv = await as('manager', 'coupons/export', { sort_field: 'code' });
    expect(refusalCode(csv)).toBeNull();
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="coupons.csv"');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('code,percent_off,valid_until,max_uses,used_count,active,plans,created_at');
    const batchLines = lines.slice(1).filter((line) => codes.includes(line.split(',')[0]));
    expect(batchLines.map((line) => line.split(',')[0])).toEqual(sorted);
    expect(batchLines[0]).toContain(',50,2099-12-31 00:00:00,1,0,false,,');
  });

  it('writes a plan name that looks like a formula as text in the CSV', async () => {
    const planId = await given.shop.plan(PRICING_TYPES.single, 1000, [given.eventId], {
      name: '=HYPERLINK("http://x")',
    });
    await as('manager', 'coupons/create', { code: 'FORMUL', percent_off: 5, plan_ids: [planId] });
    const csv = await as('manager', 'coupons/export', { search: 'FORMUL' });
    expect(csv.body).toContain(`"'=HYPERLINK(""http://x"")"`);
  });

  it('answers bad input with 400 and field messages', async () => {
    for (const [path, payload, field] of [
      ['coupons/create', { code: 'ABC', percent_off: 10 }, 'code'],
      ['coupons/create', { code: 'ABC-12', percent_off: 10 }, 'code'],
      ['coupons/create', { code: 'ABC123', percent_off: 0 }, 'percent_off'],
      ['coupons/create', { code: 'ABC123', percent_off: 101 }, 'percent_off'],
      ['coupons/create', { code: 'ABC123', percent_off: 10, valid_until: 'tomorrow' }, 'valid_until'],
      ['coupons/create', { code: 'ABC123', percent_off: 10, plan_ids: [given.otherPlanId] }, 'plan_ids'],
      ['coupons/createBatch', { count: 0, percent_off: 10 }, 'count'],
      ['coupons/createBatch', { count: 1001, percent_off: 10 }, 'count'],
      ['coupons/createBatch', { count: 5, percent_off: 10, max_uses: 0 }, 'max_uses'],
      ['coupons/list', { page_size: 7 }, 'page_size'],
      ['coupons/list', { sort_field: 'secret' }, 'sort_field'],
    ] as const) {
      const response = await as('manager', path, payload);
      expect(refusalCode(response), `${path} ${field}`).toBe(400);
      expect(response.json().error.details.fields[field], `${path} ${field}`).toBeDefined();
    }
  });

  it('refuses the box office and keeps another company’s coupons out of reach', async () => {
    await given.other.coupon('OTHER1', 10);
    const otherCoupon = (
      await callStaff(
        t,
        'admin/coupons/list',
        {},
        { host: given.other.company.domain, token: tokens.stranger },
      )
    ).json().data.rows[0];
    for (const path of [
      'coupons/list',
      'coupons/create',
      'coupons/createBatch',
      'coupons/disable',
      'coupons/export',
    ]) {
      expect(refusalCode(await as('box_office', path, {})), path).toBe(403);
    }
    expect(refusalCode(await as('manager', 'coupons/disable', { id: otherCoupon.id }))).toBe(404);
    const mine = await as('manager', 'coupons/list', { search: 'OTHER1' });
    expect(mine.json().data.total).toBe(0);
    expect((await as('manager', 'coupons/export', { search: 'OTHER1' })).body).not.toContain('OTHER1');
  });
});
