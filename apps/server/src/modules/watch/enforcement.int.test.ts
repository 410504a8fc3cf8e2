import type { WatchScreener } from '@screener/contracts/watch';
import { beforeEach, describe, expect, it } from 'vitest';
import { createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi, createWatchEvent, createWatchSite, enroll, subscribe } from './test-fixtures.ts';

const HOST = 'watch.localhost';
const START = new Date('2026-06-01T12:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  return { site };
});
beforeEach(() => t.clock.set(START));

const getAndEnforce = async (id: number, options: { preview?: boolean; admin?: boolean } = {}) => {
  const session = options.admin ? given.site.adminSession : given.site.viewerSession;
  const body = { id, ...(options.preview ? { preview: true } : {}) };
  return callApi<{ screener: WatchScreener }>(
    t,
    HOST,
    `guest/company/${given.site.company.id}/screenings/getAndEnforce`,
    body,
    session,
  );
};

async function liveEvent(values: { tolerance?: number | null; geoBlocked?: boolean } = {}) {
  const { screener } = await createWatchEvent(t.db, given.site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: minutes(180),
    screeningTolerance: values.tolerance ?? null,
    ...(values.geoBlocked ? { geoMode: 'block' as const, geoCountries: ['GB'] } : {}),
  });
  return screener;
}

describe('screenings/getAndEnforce', () => {
  it('answers the event with its media, streams and window while it may be watched', async () => {
    const screener = await liveEvent({ tolerance: 30 });
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-60));
    t.clock.set(minutes(10));
    const { status, body } = await getAndEnforce(screener.id);
    expect(status).toBe(200);
    const watch = body.data.screener;
    expect(Object.values(watch.screener_urls)).toEqual([`/media/${screener.id}/test-pattern/master.m3u8`]);
    expect(Object.values(watch.subtitles)[0]).toEqual([
      { lang_subtitle: 'en', src_subtitle: `/media/${screener.id}/test-pattern/subtitles/en.vtt` },
    ]);
    expect(watch.streams.movie_stream).toEqual({ active: true, force: false, content: {} });
    expect(watch.window_ends_at).toBe('2026-06-01 12:30:00');
    expect(watch.first_watch_required).toBe(false);
  });

  it('refuses a viewer who is not enrolled with 553', async () => {
    const screener = await liveEvent();
    const { status, body } = await getAndEnforce(screener.id);
    expect([status, body.error?.code]).toEqual([200, 553]);
  });

  it('refuses before the start with 425, and lets an administrator preview', async () => {
    const screener = await liveEvent();
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-60));
    await enroll(t.db, given.site.company.id, screener.id, given.site.admin.id, minutes(-60));
    t.clock.set(minutes(-1));
    expect((await getAndEnforce(screener.id)).body.error?.code).toBe(425);
    expect(refusalCode(await getAndEnforce(screener.id, { preview: true, admin: true }))).toBeNull();
    const notAdmin = await getAndEnforce(screener.id, { preview: true });
    expect([notAdmin.status, notAdmin.body.error?.code]).toEqual([200, 403]);
  });

  it('closes a watched event after start plus tolerance (4002) and refuses a late joiner (4001)', async () => {
    const screener = await liveEvent({ tolerance: 30 });
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-60));
    const late = await given.site.open((await createConsumer(t.db, given.site.company.id)).id);
    await enroll(t.db, given.site.company.id, screener.id, late.consumerId, minutes(40));
    t.clock.set(minutes(30));
    expect(refusalCode(await getAndEnforce(screener.id))).toBeNull();
    t.clock.set(minutes(31));
    expect((await getAndEnforce(screener.id)).body.error?.code).toBe(4002);
    t.clock.set(minutes(45));
    const lateAnswer = await callApi(
      t,
      HOST,
      `guest/company/${given.site.company.id}/screenings/getAndEnforce`,
      { id: screener.id },
      late,
    );
    expect(lateAnswer.body.error?.code).toBe(4001);
  });

  it('answers 555 once the event has finished', async () => {
    const screener = await liveEvent();
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-60));
    t.clock.set(minutes(180));
    const { status, body } = await getAndEnforce(screener.id);
    expect([status, body.error?.code]).toEqual([200, 555]);
  });

  it('refuses a geo-blocked viewer with 557, except in an administrator preview', async () => {
    const screener = await liveEvent({ geoBlocked: true });
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-60));
    await enroll(t.db, given.site.company.id, screener.id, given.site.admin.id, minutes(-60));
    expect((await getAndEnforce(screener.id)).body.error?.code).toBe(557);
    expect((await getAndEnforce(screener.id, { admin: true })).body.error?.code).toBe(557);
    expect(refusalCode(await getAndEnforce(screener.id, { preview: true, admin: true }))).toBeNull();
  });
});

describe('on-demand rentals', () => {
  async function vodEvent() {
    const { screener } = await createWatchEvent(t.db, given.site.company.id, {
      screeningStartsAt: minutes(-60),
      screeningEndsAt: minutes(60 * 24 * 30),
      isVodEvent: true,
      vodAvailability: 48,
    });
    return screener;
  }
  const markFirstWatch = (id: number, session = given.site.viewerSession) =>
    callApi<{ event_starts_at: string; event_ends_at: string }>(
      t,
      HOST,
      `guest/company/${given.site.company.id}/screenings/vod/${id}/markFirstWatch`,
      {},
      session,
    );

  it('asks for the first watch, starts the rental once, and expires it after vod_availability hours (410)', async () => {
    const screener = await vodEvent();
    await enroll(t.db, given.site.company.id, screener.id, given.site.viewer.id, minutes(-30));
    expect((await getAndEnforce(screener.id)).body.data.screener.first_watch_required).toBe(true);

    const first = await markFirstWatch(screener.id);
    expect(first.body.data).toEqual({
      event_starts_at: '2026-06-01 12:00:00',
      event_ends_at: '2026-06-03 12:00:00',
    });
    t.clock.set(minutes(90));
    const again = await markFirstWatch(screener.id);
    expect(again.body.data).toEqual(first.body.data);

    const watching = (await getAndEnforce(screener.id)).body.data.screener;
    expect([watching.first_watch_required, watching.window_ends_at]).toEqual([false, '2026-06-03 12:00:00']);

    t.clock.set(new Date('2026-06-03T12:00:00Z'));
    const expired = await getAndEnforce(screener.id);
    expect([expired.status, expired.body.error?.code]).toEqual([200, 410]);
    expect((await markFirstWatch(screener.id)).body.error?.code).toBe(410);
  });

  it('lets a subscriber watch past the rental window', async () => {
    const screener = await vodEvent();
    const subscriber = await createConsumer(t.db, given.site.company.id);
    const session = await given.site.open(subscriber.id);
    await enroll(t.db, given.site.company.id, screener.id, subscriber.id, minutes(-30));
    await subscribe(t.db, given.site.company.id, subscriber.id, new Date('2026-09-01T00:00:00Z'));
    await markFirstWatch(screener.id, session);
    t.clock.set(new Date('2026-06-10T00:00:00Z'));
    const answer = await callApi<{ screener: WatchScreener }>(
      t,
      HOST,
      `guest/company/${given.site.company.id}/screenings/getAndEnforce`,
      { id: screener.id },
      session,
    );
    expect(refusalCode(answer)).toBeNull();
    expect(answer.body.data.screener.is_subscribed).toBe(true);
  });

  it('refuses markFirstWatch to a viewer who is not enrolled (553)', async () => {
    const screener = await vodEvent();
    expect((await markFirstWatch(screener.id)).body.error?.code).toBe(553);
  });
});
