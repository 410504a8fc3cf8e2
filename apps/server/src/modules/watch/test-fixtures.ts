import type { Db } from '../../db/client.ts';
import { createCompany, createConsumer, signedHeader } from '../../test/factories.ts';
import type { TestApp } from '../../test/test-app.ts';
import { openSession, type SessionRow } from '../auth/sessions.ts';
import { enrollments } from '../enrollment/schema.ts';
import { films, media, subtitles } from '../films/schema.ts';
import { screenerFilms, screeners } from '../screenings/schema.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { subscriptionPlans, subscriptions } from '../subscriptions/schema.ts';
import { streams } from './schema.ts';

/**
 * Test data for the watch module: a site, a viewer, a viewer administrator (who may preview), a
 * manager's staff cookie for the back-office calls, and events playing the demo film.
 */
export async function createWatchSite(t: TestApp, domain: string) {
  const company = await createCompany(t.db, { domain });
  const viewer = await createConsumer(t.db, company.id);
  const admin = await createConsumer(t.db, company.id, { role: 'company_admin' });
  const open = async (consumerId: number) =>
    (await openSession(t.db, { companyId: company.id, consumerId, now: t.clock.now() })).session;
  const viewerSession = await open(viewer.id);
  const adminSession = await open(admin.id);
  const staffToken = (await createStaff(t, company.id, 'manager')).token;
  return { company, viewer, admin, viewerSession, adminSession, staffToken, open };
}

/** A back-office call with a staff cookie, answered like `callApi`. */
export async function callStaffApi<T = unknown>(
  t: TestApp,
  host: string,
  path: string,
  body: object,
  token: string,
) {
  const response = await callStaff(t, path, body, { host, token });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; error: { code: number; message: string } | null },
  };
}

/** `POST /api/<path>` as a browser of the site would send it. */
export async function callApi<T = unknown>(
  t: TestApp,
  host: string,
  path: string,
  body: unknown,
  session?: SessionRow,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/${path}`,
    headers: { host, ...(session ? { authorization: signedHeader(session, t.clock.now()) } : {}) },
    payload: body as object,
  });
  return {
    status: response.statusCode,
    body: response.json() as { data: T; error: { code: number; message: string } | null },
  };
}

export async function createWatchEvent(
  db: Db,
  companyId: number,
  values: Partial<typeof screeners.$inferInsert> & { screeningStartsAt: Date; screeningEndsAt: Date },
  options: { films?: number; liveChat?: boolean } = {},
) {
  const [screener] = await db
    .insert(screeners)
    .values({ companyId, title: 'Watch test', ...values })
    .returning();
  if (!screener) throw new Error('no screener');
  const filmIds: number[] = [];
  for (let index = 0; index < (options.films ?? 1); index++) {
    const [film] = await db
      .insert(films)
      .values({ companyId, title: `Film ${index}` })
      .returning();
    if (!film) throw new Error('no film');
    filmIds.push(film.id);
    await db.insert(media).values({ filmId: film.id, kind: 'movie', hlsPath: 'test-pattern/master.m3u8' });
    await db
      .insert(subtitles)
      .values({ filmId: film.id, lang: 'en', srcPath: 'test-pattern/subtitles/en.vtt' });
    await db.insert(screenerFilms).values({ screenerId: screener.id, filmId: film.id, position: index });
  }
  await db.insert(streams).values({ screenerId: screener.id, type: 'movie_stream', active: true });
  if (options.liveChat)
    await db.insert(streams).values({ screenerId: screener.id, type: 'live_chat', active: true });
  return { screener, filmIds };
}

export async function enroll(db: Db, companyId: number, screenerId: number, consumerId: number, at: Date) {
  await db.insert(enrollments).values({ companyId, screenerId, consumerId, createdAt: at });
}

export async function subscribe(db: Db, companyId: number, consumerId: number, until: Date) {
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ companyId, interval: 'month', amountMinor: 900, currency: 'EUR', planName: 'Monthly' })
    .returning();
  if (!plan) throw new Error('no plan');
  await db.insert(subscriptions).values({
    companyId,
    consumerId,
    planId: plan.id,
    status: 'active',
    currentPeriodStart: new Date(until.getTime() - 30 * 86_400_000),
    currentPeriodEnd: until,
    gateway: 'sandbox',
  });
}
