import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi as callWatch, createWatchEvent, createWatchSite, enroll } from '../watch/test-fixtures.ts';
import { callApi } from './auth-test-helpers.ts';
import { openSession, type SessionRow } from './sessions.ts';

const START = new Date('2026-06-01T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number, minutes = 0) => new Date(START.getTime() + days * DAY + minutes * 60_000);

const t = useTestApp({
  now: START,
  env: { SESSION_IDLE_DAYS: '30', SESSION_MAX_AGE_DAYS: '90', MEDIA_COOKIE_SECRET: 'x'.repeat(48) },
});

describe('session lifetime', () => {
  it('ends a session left unused longer than the idle time', async () => {
    t.clock.set(START);
    const site = await createWatchSite(t, 'idle.localhost');
    t.clock.set(at(29));
    expect(
      refusalCode(
        await callApi(t, 'customer/get', {}, { host: 'idle.localhost', session: site.viewerSession }),
      ),
    ).toBeNull();
    t.clock.set(at(29 + 31));
    const expired = await callApi(
      t,
      'customer/get',
      {},
      { host: 'idle.localhost', session: site.viewerSession },
    );
    expect(refusalCode(expired)).toBe(556);
  });

  it('ends a session in daily use at its maximum age', async () => {
    t.clock.set(START);
    const site = await createWatchSite(t, 'age-watch.localhost');
    for (let day = 10; day <= 90; day += 10) {
      t.clock.set(at(day));
      const answer = await callApi(
        t,
        'customer/get',
        {},
        { host: 'age-watch.localhost', session: site.viewerSession },
      );
      expect(refusalCode(answer)).toBeNull();
    }
    t.clock.set(at(90, 1));
    const expired = await callApi(
      t,
      'customer/get',
      {},
      { host: 'age-watch.localhost', session: site.viewerSession },
    );
    expect(refusalCode(expired)).toBe(556);
  });
});

describe('logout ends the media it opened', () => {
  const HOST = 'stream-end.localhost';
  let site: Awaited<ReturnType<typeof createWatchSite>>;
  let session: SessionRow;
  let screenerId: number;
  let filmId: number;

  beforeAll(async () => {
    t.clock.set(START);
    site = await createWatchSite(t, HOST);
    const event = await createWatchEvent(t.db, site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: at(1),
    });
    screenerId = event.screener.id;
    filmId = event.filmIds[0] ?? 0;
    await enroll(t.db, site.company.id, screenerId, site.viewer.id, START);
  });

  const freshSession = async () =>
    (await openSession(t.db, { companyId: site.company.id, consumerId: site.viewer.id, now: t.clock.now() }))
      .session;
  const media = (url: string, host: string, cookie?: string) =>
    t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

  it('the stream cookie stops working the moment the viewer logs out', async () => {
    t.clock.set(at(0, 5));
    session = await freshSession();
    const header = { ...JSON.parse(signedHeader(session, t.clock.now())), screener_id: screenerId };
    const set = await t.app.inject({
      method: 'GET',
      url: `/stream/setCookie/${encodeURIComponent(JSON.stringify(header))}`,
      headers: { host: HOST },
    });
    const cookie = String(set.headers['set-cookie']).split(';')[0] ?? '';
    const master = `/media/${screenerId}/test-pattern/master.m3u8`;
    expect((await media(master, HOST, cookie)).statusCode).toBe(200);
    expect(refusalCode(await callApi(t, 'consumer/logout', {}, { host: HOST, session }))).toBeNull();
    expect((await media(master, HOST, cookie)).statusCode).toBe(403);
  });

  it('a casting URL plays on its own site only, and ends at logout', async () => {
    t.clock.set(at(0, 10));
    session = await freshSession();
    const answer = await callWatch<{ url: string }>(
      t,
      HOST,
      `guest/company/${site.company.id}/screenings/${screenerId}/${filmId}/getExternalSrcUrl`,
      {},
      session,
    );
    const { pathname } = new URL(answer.body.data.url);
    await createCompany(t.db, { domain: 'elsewhere.localhost' });
    expect((await media(pathname, 'elsewhere.localhost')).statusCode).toBe(403);
    expect((await media(pathname, HOST)).statusCode).toBe(200);
    await callApi(t, 'consumer/logout', {}, { host: HOST, session });
    expect((await media(pathname, HOST)).statusCode).toBe(403);
  });
});
