import type { LanguageCode } from '@screener/contracts/language';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { Screener } from '@screener/contracts/screener';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blankFilmForm } from '../modules/films/film-test-helpers.ts';
import { createShop } from '../modules/payments/purchase-test-helpers.ts';
import { screenerFilms } from '../modules/screenings/schema.ts';
import { callStaff, createStaff } from '../modules/staff/staff-test-helpers.ts';
import { venues } from '../modules/venues/schema.ts';
import { createVenueShop } from '../modules/venues/venue-test-helpers.ts';
import { guestHeader } from '../test/factories.ts';
import { refusalCode } from '../test/refusal.ts';
import { seededForFile } from '../test/seeded-for-file.ts';
import { useTestApp } from '../test/test-app.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  // The shop offers every language, English by default.
  const shop = await createShop(t);
  const eventId = await shop.event({ title: 'Harbour Premiere', status: 'published' });
  const manager = (await createStaff(t, shop.company.id, 'manager')).token;
  const owner = (await createStaff(t, shop.company.id, 'owner')).token;
  return { shop, eventId, manager, owner };
});

const staff = (path: string, payload: object, token = given.manager) =>
  callStaff(t, `admin/${path}`, payload, { host: given.shop.company.domain, token });

const viewer = async (path: string, payload: object, language: LanguageCode) => {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    payload,
    headers: { host: given.shop.company.domain, authorization: guestHeader(t.clock.now(), language) },
  });
  expect(refusalCode(response), response.body).toBeNull();
  return response.json().data;
};
const eventIn = async (language: LanguageCode): Promise<Screener> =>
  (await viewer(`guest/company/${given.shop.company.id}/screenings/get`, { id: given.eventId }, language))
    .screener;

describe('a film, a plan, a page and a venue note in the audience language (issue 38)', () => {
  it('answers a film title and synopsis in the request language, each missing one in the default', async () => {
    const created = await staff('films/create', {
      ...blankFilmForm('The Long Take'),
      synopsis: 'A story in one shot.',
      translations: { es: { title: '  La toma larga  ' }, it: { title: 'La lunga ripresa', synopsis: '' } },
    });
    expect(refusalCode(created), created.body).toBeNull();
    const film = created.json().data.film;
    // Trimmed as the default is; a language with no text is not kept.
    expect(film.translations).toEqual({ es: { title: 'La toma larga' }, it: { title: 'La lunga ripresa' } });
    await t.db.insert(screenerFilms).values({ screenerId: given.eventId, filmId: film.id, position: 0 });

    const [spanish] = (await eventIn('es')).films;
    expect(spanish).toMatchObject({ title: 'La toma larga', description: 'A story in one shot.' });
    const [english] = (await eventIn('en')).films;
    expect(english?.title).toBe('The Long Take');
  });

  it('answers a plan name and description in the request language, on the event and in pricing', async () => {
    const saved = await staff('plans/save', {
      type: PRICING_TYPES.single,
      name: 'Premiere ticket',
      description: 'One seat at the premiere.',
      price: '12.5',
      currency: 'EUR',
      screening_ids: [given.eventId],
      translations: { es: { name: 'Entrada del estreno', description: 'Un asiento en el estreno.' } },
    });
    expect(refusalCode(saved), saved.body).toBeNull();
    const plan = saved.json().data.plan;

    const pricing = await viewer('getPricing', { pricing_id: plan.id }, 'es');
    expect(pricing.pricing).toMatchObject({
      name: 'Entrada del estreno',
      description: 'Un asiento en el estreno.',
    });
    const onEvent = (await eventIn('es')).monetization[String(PRICING_TYPES.single)]?.[0];
    expect(onEvent?.name).toBe('Entrada del estreno');
    expect((await viewer('getPricing', { pricing_id: plan.id }, 'he')).pricing.name).toBe('Premiere ticket');
  });

  it('answers a company page in the request language, its text sanitised, each missing field in the default', async () => {
    const saved = await staff(
      'settings/pages/save',
      {
        slug: 'visit',
        title: 'Visiting us',
        html: '<p>Doors open at seven.</p>',
        translations: {
          es: { title: 'Visítanos', html: '<p>Abrimos a las siete.</p><script>alert(1)</script>' },
          he: { title: '', html: '<p></p>' },
        },
      },
      given.owner,
    );
    expect(refusalCode(saved), saved.body).toBeNull();
    // An emptied editor's paragraph is no text: Hebrew keeps none.
    expect(saved.json().data.page.translations).toEqual({
      es: { title: 'Visítanos', html: '<p>Abrimos a las siete.</p>' },
    });
    const [spanish] = (await viewer('page/get', { slug: 'visit' }, 'es')).page;
    expect(spanish).toMatchObject({ title: 'Visítanos', description: '<p>Abrimos a las siete.</p>' });
    const [hebrew] = (await viewer('page/list', {}, 'he')).pages;
    expect(hebrew).toMatchObject({ title: 'Visiting us', description: '<p>Doors open at seven.</p>' });
  });

  it('answers a venue note in the request language on the event overview', async () => {
    const hall = await createVenueShop(t);
    const screenerId = await hall.venueEvent();
    await t.db
      .update(venues)
      .set({
        notes: 'Doors open an hour before.',
        translations: { es: { notes: 'Abrimos una hora antes.' } },
      })
      .where(eq(venues.companyId, hall.company.id));
    const overview = async (language: LanguageCode) => {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/guest/company/${hall.company.id}/screenings/get`,
        payload: { id: screenerId },
        headers: { authorization: guestHeader(t.clock.now(), language) },
      });
      expect(refusalCode(response), response.body).toBeNull();
      return response.json().data.screener.physical_venue.notes;
    };
    expect(await overview('es')).toBe('Abrimos una hora antes.');
    expect(await overview('it')).toBe('Doors open an hour before.');
  });

  it('refuses a film or plan text in a language the company does not offer, with a field message', async () => {
    const film = await staff('films/create', {
      ...blankFilmForm('Another'),
      translations: { en: { title: 'Default twice' } },
    });
    expect(refusalCode(film)).toBe(400);
    expect(Object.keys(film.json().error.details.fields)).toEqual(['translations.en']);
    const plan = await staff('plans/save', {
      type: PRICING_TYPES.single,
      name: 'Ticket',
      price: '1',
      currency: 'EUR',
      screening_ids: [given.eventId],
      translations: { fr: { name: 'Billet' } },
    });
    expect(refusalCode(plan)).toBe(400);
    expect(Object.keys(plan.json().error.details.fields)).toEqual(['translations.fr']);
  });
});
