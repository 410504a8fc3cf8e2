import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { films } from '../films/schema.ts';
import { call, createShop } from '../payments/purchase-test-helpers.ts';
import { screenerFilms } from '../screenings/schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t);
  const withFilmsId = await shop.event({
    title: 'Shorts',
    limitation: 40,
    registrationEndsAt: shop.hours(20),
  });
  const ownThumbnailId = await shop.event({
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
  const passId = await shop.plan(PRICING_TYPES.group, 3000, [withFilmsId, ownThumbnailId], {
    name: 'Festival pass',
  });
  return { shop, withFilmsId, ownThumbnailId, passId };
});

describe('getPricing', () => {
  it('gives each covered event what the pass detail page shows, earliest first', async () => {
    const { status, data } = await call<{ pricing: PricingPlan }>(
      t,
      given.shop.company.domain,
      'getPricing',
      {
        pricing_id: given.passId,
      },
    );
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
    const answer = await call(t, other.company.domain, 'getPricing', { pricing_id: given.passId });
    expect(refusalCode(answer)).toBe(404);
  });
});
