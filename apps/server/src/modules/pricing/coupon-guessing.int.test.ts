import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { SANDBOX_CARDS } from '@screener/contracts/purchase';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { attemptKey, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { COUPON_TRIES_PER_ADDRESS, COUPON_TRIES_PER_VIEWER } from './coupon-tries.ts';

let addresses = 0;
/** A fresh address, so each test's per-address count is its own. */
const nextAddress = () => {
  addresses += 1;
  return `10.7.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox']);
  const eventId = await shop.event({ title: 'Premiere' });
  const planId = await shop.plan(PRICING_TYPES.single, 1000, [eventId]);
  const otherPlanId = await shop.plan(PRICING_TYPES.single, 1000, [eventId]);
  await shop.coupon('OTHERP', 50, { planIds: [otherPlanId] });
  await shop.coupon('GONE22', 50, { validUntil: new Date('2000-01-01T00:00:00Z') });
  await shop.coupon('HALF22', 50);
  return { shop, planId, otherPlanId };
});

let ip = '';
beforeEach(() => {
  ip = nextAddress();
});

function post(path: string, payload: object, session: Session | undefined, from = ip) {
  return t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    remoteAddress: from,
    headers: {
      host: given.shop.company.domain,
      ...(session ? { authorization: signedHeader(session, t.clock.now()) } : {}),
    },
  });
}

const check = (code: string, session: Session | undefined, from = ip) =>
  post('coupon/check_coupon', { pricing_id: given.planId, coupon_code: code }, session, from);

describe('coupon guesses', () => {
  it('asks for a signed-in viewer, so every guess counts against an account', async () => {
    const guest = await check('HALF22', undefined);
    expect(guest.json().error.code).toBe(ERROR_CATALOGUE.TOKEN_MISSING.code);
  });

  it('limits one viewer across addresses, for checks and purchases alike, until the day is over', async () => {
    const { session } = await given.shop.viewer();
    for (let index = 0; index < COUPON_TRIES_PER_VIEWER.max; index += 1) {
      expect(refusalCode(await check('NOPE99', session, nextAddress()))).toBeNull();
    }
    const limited = await check('HALF22', session, nextAddress());
    expect(refusalCode(limited)).toBe(429);
    expect(limited.json().data).toBeNull();
    const purchase = await post(
      'purchase/screeningOrGroupTicket',
      {
        pricing_id: given.planId,
        coupon_code: 'HALF22',
        charge_type: 'sandbox',
        idempotency_key: attemptKey(),
        card_number: SANDBOX_CARDS.success,
        zip_code: '12345',
        address: 'Main Street 1',
      },
      session,
      nextAddress(),
    );
    expect(refusalCode(purchase)).toBe(429);

    t.clock.advance(COUPON_TRIES_PER_VIEWER.windowMs);
    const nextDay = await check('HALF22', session, nextAddress());
    expect(nextDay.json().data.coupon.applicable).toBe(true);
  });

  it('limits one address across viewers', async () => {
    for (let index = 0; index < COUPON_TRIES_PER_ADDRESS.max; index += 1) {
      // A new viewer each try, each far under the per-viewer limit.
      const { session } = await given.shop.viewer();
      expect(refusalCode(await check('NOPE99', session))).toBeNull();
    }
    const { session } = await given.shop.viewer();
    expect(refusalCode(await check('HALF22', session))).toBe(429);
    expect(refusalCode(await check('HALF22', session, nextAddress()))).toBeNull();
  });

  it('answers an unknown code exactly as one for another plan, an expired one or a malformed case', async () => {
    const { session } = await given.shop.viewer();
    const unknown = await check('NOPE99', session);
    expect(refusalCode(unknown)).toBeNull();
    expect(unknown.json().data.coupon).toMatchObject({ applicable: false, discount_percentage: 0 });
    for (const code of ['OTHERP', 'otherp', 'GONE22']) {
      const answer = await check(code, session);
      expect(answer.statusCode, code).toBe(unknown.statusCode);
      expect(answer.body, code).toBe(unknown.body);
    }
  });
});
