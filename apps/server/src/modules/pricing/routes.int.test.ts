import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { films } from '../films/schema.ts';
import { call, createShop } from '../payments/purchase-test-helpers.ts';
import { screenerFilms } from '../screenings/schema.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof createShop>>;
let passId: number;
let withFilmsId: number;
let ownThumbnailId: number;

beforeAll(async () => {
  t = await createTestApp();
  shop = await createShop(t);
  withFilmsId = await shop.event({ title: 'Shorts', limitation: 40, registrationEndsAt: shop.hours(20) });
  ownThumbnailId = await shop.event({
    title: 'Premiere',
    thumbnailUrl: '/own.jpg',
    screeningStartsAt: shop.hours(2),
  });
  const filmRows = await t.db
    .insert(films)
    .values([
      {
        companyId: shop.company.id,
        title: 'One',
        thumburls: ['/first-film.jpg'],
        directorName: 'A. Director',
      },
      {
        companyId: shop.company.id,
        title: 'Two',
        thumburls: ['/second-film.jpg'],
        directorName: 'B. Director',
      },
      { companyId: shop.company.id, title: 'Three', directorName: 'A. Director' },
    ])
    .returning();
  await t.db
    .insert(screenerFilms)
    .values(filmRows.map((film, position) => ({ screenerId: withFilmsId, filmId: film.id, position })));
  passId = await shop.plan(PRICING_TYPES.group, 3000, [withFilmsId, ownThumbnailId], {
    name: 'Festival pass',
  });
});
afterAll(() => t.close());

describe('getPricing', () => {
  it('gives each covered event what the pass detail page shows, earliest first', async () => {
    const { status, data } = await call<{ pricing: PricingPlan }>(t, shop.company.domain, 'getPricing', {
      pricing_id: passId,
    });
    expect(status).toBe(200);
    const [premiere, shorts] = data.pricing.pricingPlanScreenings;
    expect(premiere).toMatchObject({ title: 'Premiere', thumbnail_url: '/own.jpg', director_names: [] });
    expect(shorts).toMatchObject({
      title: 'Shorts',
      thumbnail_url: '/first-film.jpg',
      director_names: ['A. Director', 'B. Director'],
      limitation: 40,
      num_of_enrollments: 0,
      registration_ends_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
  });

  it('answers a plan of another company with 404', async () => {
    const other = await createShop(t);
    const answer = await call(t, other.company.domain, 'getPricing', { pricing_id: passId });
    expect(refusalCode(answer)).toBe(404);
  });
});
