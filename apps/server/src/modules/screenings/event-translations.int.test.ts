import type { AdminEvent, AdminEventInput } from '@screener/contracts/admin-events';
import type { LanguageCode } from '@screener/contracts/language';
import type { Screener } from '@screener/contracts/screener';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  baseCustomProperties,
  createCompany,
  createConsumer,
  guestHeader,
  signedHeader,
} from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { enrollments } from '../enrollment/schema.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { plainEventInput } from './admin-event-test-helpers.ts';
import { screeners } from './schema.ts';

let host: string;
let manager: string;
let event: AdminEvent;

const t = useTestApp();
const given = seededForFile(async () => {
  // English by default, Spanish and Hebrew offered; Italian is not.
  const company = await createCompany(t.db, {
    customProperties: { ...baseCustomProperties, language: 'en', languages: ['en', 'es', 'he'] },
  });
  const other = await createCompany(t.db);
  host = company.domain;
  const companyId = company.id;
  const otherCompanyId = other.id;
  manager = (await createStaff(t, company.id, 'manager')).token;
  const now = t.clock.now();
  const [row] = await t.db
    .insert(screeners)
    .values({
      companyId: other.id,
      title: 'Harbour Nights elsewhere',
      isVodEvent: true,
      screeningStartsAt: new Date(now.getTime() - 86_400_000),
      screeningEndsAt: new Date(now.getTime() + 90 * 86_400_000),
    })
    .returning({ id: screeners.id });
  const otherEventId = row?.id ?? 0;
  event = await save('create', {});
  return { companyId, otherCompanyId, otherEventId };
});

const future = (days: number) =>
  new Date(t.clock.now().getTime() + days * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');

const input = (overrides: Partial<AdminEventInput> = {}): AdminEventInput =>
  plainEventInput({
    title: 'Harbour Nights',
    kind: 'on_demand',
    starts_at: future(-1),
    ends_at: future(90),
    description: '<p>Two films by the sea.</p>',
    qa_info: {
      title: 'Meet the director',
      message: 'Bring your questions',
      zoom_link: null,
      meeting_id: null,
      password: null,
    },
    translations: {
      es: {
        title: 'Noches del puerto',
        description:
          '<p>Dos películas junto al mar.<img src=x onerror=alert(1)></p><script>alert(2)</script>',
        qa_title: 'Conoce a la directora',
      },
    },
    ...overrides,
  });

async function save(verb: 'create' | 'update', overrides: Partial<AdminEventInput>, id?: number) {
  const body = verb === 'create' ? { event: input(overrides) } : { screener_id: id, event: input(overrides) };
  const response = await callStaff(t, `admin/events/${verb}`, body, { host, token: manager });
  expect(refusalCode(response), response.body).toBeNull();
  const saved: AdminEvent = response.json().data.event;
  if (verb === 'create') {
    const published = await callStaff(
      t,
      'admin/events/publish',
      { screener_id: saved.id },
      { host, token: manager },
    );
    expect(refusalCode(published)).toBeNull();
  }
  return saved;
}

const viewerCall = (path: string, body: object, language: LanguageCode, onCompany = given.companyId) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${onCompany}/screenings/${path}`,
    payload: body,
    headers: { authorization: guestHeader(t.clock.now(), language) },
  });

async function read(id: number, language: LanguageCode): Promise<Screener> {
  const response = await viewerCall('get', { id }, language);
  expect(refusalCode(response), response.body).toBeNull();
  return response.json().data.screener;
}

describe('an event in the audience language (issue 38)', () => {
  it('answers a Spanish request in Spanish, each missing field in the default language', async () => {
    const spanish = await read(event.id, 'es');
    expect(spanish.title).toBe('Noches del puerto');
    expect(spanish.description).toContain('Dos películas junto al mar.');
    expect(spanish.qa_info?.title).toBe('Conoce a la directora');
    // No Spanish Q&A message was written: the default's.
    expect(spanish.qa_info?.message).toBe('Bring your questions');

    // Hebrew is offered but nothing was written in it.
    const hebrew = await read(event.id, 'he');
    expect(hebrew.title).toBe('Harbour Nights');
    expect(hebrew.description).toBe('<p>Two films by the sea.</p>');
    expect((await read(event.id, 'en')).title).toBe('Harbour Nights');
  });

  it('sanitises a translation as it does the default text', async () => {
    const { description } = await read(event.id, 'es');
    expect(description).not.toMatch(/script|onerror/);
    expect(event.translations.es?.description).not.toMatch(/script|onerror/);
  });

  it('gives the lists in the request language and finds an event by a word of any language', async () => {
    const spanishList = await viewerCall('vod', { search: 'puerto' }, 'es');
    expect(refusalCode(spanishList)).toBeNull();
    expect(spanishList.json().data.data.map((each: Screener) => each.title)).toEqual(['Noches del puerto']);
    // An English reader typing the Spanish word finds it too, in English.
    const englishList = await viewerCall('vod', { search: 'PUERTO' }, 'en');
    expect(englishList.json().data.data.map((each: Screener) => each.title)).toEqual(['Harbour Nights']);
    const nothing = await viewerCall('vod', { search: 'montaña' }, 'es');
    expect(nothing.json().data.data).toEqual([]);
  });

  it('gives the dashboard rows in the request language', async () => {
    const viewer = await createConsumer(t.db, given.companyId);
    await t.db
      .insert(enrollments)
      .values({ companyId: given.companyId, consumerId: viewer.id, screenerId: event.id });
    const { session } = await openSession(t.db, {
      companyId: given.companyId,
      consumerId: viewer.id,
      now: t.clock.now(),
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/listScreenings',
      payload: {},
      headers: { host, authorization: signedHeader(session, t.clock.now(), { language: 'es' }) },
    });
    expect(refusalCode(response), response.body).toBeNull();
    expect(response.json().data.screenings.map((each: Screener) => each.title)).toEqual([
      'Noches del puerto',
    ]);
  });

  it('puts the browser language on the shared link card, else the default', async () => {
    const card = (language: string) =>
      t.app.inject({
        method: 'GET',
        url: `/screener/${event.id}`,
        headers: { host, 'accept-language': language },
      });
    const spanish = await card('es-ES,es;q=0.9,en;q=0.5');
    expect(spanish.body).toContain('content="Noches del puerto"');
    expect(spanish.body).toContain('<html lang="es"');
    expect(spanish.headers.vary).toContain('accept-language');
    // Italian is not offered: the default language's card.
    const italian = await card('it-IT');
    expect(italian.body).toContain('content="Harbour Nights"');
    expect(italian.body).toContain('<html lang="en"');
  });

  it('refuses a language the company does not offer, or its default, with a field message', async () => {
    for (const code of ['it', 'en', 'xx']) {
      const response = await callStaff(
        t,
        'admin/events/create',
        { event: input({ translations: { [code]: { title: 'Notti del porto' } } }) },
        { host, token: manager },
      );
      expect(refusalCode(response)).toBe(400);
      expect(Object.keys(response.json().error.details.fields)).toEqual([`event.translations.${code}`]);
    }
  });

  it('keeps the saved translations on an update without them, and drops an emptied one', async () => {
    const { translations: _left, ...withoutTranslations } = input();
    const kept = await save('update', withoutTranslations, event.id);
    expect(kept.translations.es?.title).toBe('Noches del puerto');
    const emptied = await save('update', { translations: { es: { title: ' ', description: '' } } }, event.id);
    expect(emptied.translations).toEqual({});
    expect((await read(event.id, 'es')).title).toBe('Harbour Nights');
    event = await save('update', {}, event.id);
  });

  it('leaves another company untouched', async () => {
    const [other] = await t.db.select().from(screeners).where(eq(screeners.id, given.otherEventId));
    expect(other?.translations).toEqual({});
    const list = await viewerCall('vod', { search: 'puerto' }, 'es', given.otherCompanyId);
    expect(refusalCode(list)).toBeNull();
    expect(list.json().data.data).toEqual([]);
    const own = await viewerCall('vod', { search: 'Harbour' }, 'es', given.otherCompanyId);
    expect(own.json().data.data.map((each: Screener) => each.title)).toEqual(['Harbour Nights elsewhere']);
  });
});
