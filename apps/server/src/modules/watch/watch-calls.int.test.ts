import type { AnalyticsSummary, PlayerState, Streams } from '@screener/contracts/watch';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { media } from '../films/schema.ts';
import { screenerNotices } from '../support/schema.ts';
import { streams } from './schema.ts';
import { callApi, callStaffApi, createWatchEvent, createWatchSite, enroll } from './test-fixtures.ts';

const HOST = 'calls.localhost';
const START = new Date('2026-06-01T12:00:00Z');

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(
    t.db,
    site.company.id,
    { screeningStartsAt: START, screeningEndsAt: new Date(START.getTime() + 3 * 3_600_000) },
    { films: 2 },
  );
  const screenerId = event.screener.id;
  const filmIds: number[] = event.filmIds;
  await enroll(t.db, site.company.id, screenerId, site.viewer.id, START);
  return { site, screenerId, filmIds };
});

describe('player state', () => {
  it('answers the defaults, then what was saved', async () => {
    const initial = await callApi<{ player_state: PlayerState }>(
      t,
      HOST,
      'watch/player_state/get',
      { screener_id: given.screenerId },
      given.site.viewerSession,
    );
    expect(initial.body.data.player_state).toEqual({
      screener_id: given.screenerId,
      currentMovieIndex: 0,
      currentTime: 0,
      prerollEnded: false,
      subtitle_lang: 'en',
      resolution: 'auto',
    });
    const state = {
      screener_id: given.screenerId,
      currentMovieIndex: 1,
      currentTime: 42.5,
      prerollEnded: true,
      subtitle_lang: 'he',
      resolution: '360p',
    };
    expect(
      refusalCode(await callApi(t, HOST, 'watch/player_state/save', state, given.site.viewerSession)),
    ).toBeNull();
    await callApi(
      t,
      HOST,
      'watch/player_state/save',
      { ...state, currentTime: 50 },
      given.site.viewerSession,
    );
    const saved = await callApi<{ player_state: PlayerState }>(
      t,
      HOST,
      'watch/player_state/get',
      { screener_id: given.screenerId },
      given.site.viewerSession,
    );
    expect(saved.body.data.player_state).toEqual({ ...state, currentTime: 50 });
  });

  it('resumes a film saved in its last moments from its start, and one saved earlier where it was', async () => {
    // The second film runs ten minutes: its credits are its last 30 seconds.
    await t.db
      .update(media)
      .set({ durationSeconds: 600 })
      .where(eq(media.filmId, given.filmIds[1] ?? 0));
    const at = async (currentTime: number) => {
      const state = {
        screener_id: given.screenerId,
        currentMovieIndex: 1,
        currentTime,
        prerollEnded: true,
        subtitle_lang: 'en',
        resolution: 'auto',
      };
      await callApi(t, HOST, 'watch/player_state/save', state, given.site.viewerSession);
      const got = await callApi<{ player_state: PlayerState }>(
        t,
        HOST,
        'watch/player_state/get',
        { screener_id: given.screenerId },
        given.site.viewerSession,
      );
      return got.body.data.player_state;
    };
    expect(await at(600)).toMatchObject({ currentMovieIndex: 1, currentTime: 0 });
    expect(await at(575)).toMatchObject({ currentMovieIndex: 1, currentTime: 0 });
    expect(await at(560)).toMatchObject({ currentMovieIndex: 1, currentTime: 560 });
  });

  it('refuses a bad state with field messages, and a save by a viewer who is not enrolled', async () => {
    const bad = await callApi(
      t,
      HOST,
      'watch/player_state/save',
      { screener_id: given.screenerId, currentTime: -1 },
      given.site.viewerSession,
    );
    expect(refusalCode(bad)).toBe(400);
    const refused = await callApi(
      t,
      HOST,
      'watch/player_state/save',
      {
        screener_id: given.screenerId,
        currentMovieIndex: 1,
        currentTime: 5,
        prerollEnded: true,
        subtitle_lang: 'en',
        resolution: 'auto',
      },
      given.site.adminSession,
    );
    expect(refused.body.error?.code).toBe(553);
  });

  it('answers a viewer who is not enrolled the defaults, with no error', async () => {
    const answer = await callApi<{ player_state: PlayerState }>(
      t,
      HOST,
      'watch/player_state/get',
      { screener_id: given.screenerId },
      given.site.adminSession,
    );
    expect(refusalCode(answer)).toBeNull();
    expect(answer.body.data.player_state).toMatchObject({ currentMovieIndex: 0, currentTime: 0 });
  });
});

describe('analytics', () => {
  const beat = (body: Record<string, unknown>) =>
    callApi(
      t,
      HOST,
      'analytics/track',
      { sessionId: 's-1', key: 'k', frequency: 10, env: 'test', ...body },
      given.site.viewerSession,
    );

  it('stores event and video beats and sums watch seconds per film, event, country and device', async () => {
    const event = { entityType: 'event', entityId: given.screenerId, playLength: 0, watchSeconds: 10 };
    expect(refusalCode(await beat({ ...event, countryCode: 'IL', device: 'desktop' }))).toBeNull();
    const together = await callApi<{ stored: number }>(
      t,
      HOST,
      'analytics/track',
      [
        { sessionId: 's-1', ...event, countryCode: 'IL', device: 'desktop' },
        {
          sessionId: 's-1',
          entityType: 'video',
          entityId: 999_999,
          screener_id: given.screenerId,
          playLength: 1,
          watchSeconds: 1,
        },
      ],
      given.site.viewerSession,
    );
    expect(together.body.data).toEqual({ stored: 1 });
    await beat({ ...event, countryCode: 'IT', device: 'mobile' });
    await beat({
      entityType: 'video',
      entityId: given.filmIds[0],
      screener_id: given.screenerId,
      playLength: 10,
      watchSeconds: 10,
      device: 'desktop',
    });
    await beat({
      entityType: 'video',
      entityId: given.filmIds[1],
      screener_id: given.screenerId,
      playLength: 5,
      watchSeconds: 5,
      device: 'desktop',
    });
    await beat({
      entityType: 'video',
      entityId: given.filmIds[0],
      screener_id: given.screenerId,
      playLength: 20,
      watchSeconds: 10,
      device: 'desktop',
    });

    const summary = await callStaffApi<AnalyticsSummary>(
      t,
      HOST,
      'admin/analytics/watch_seconds',
      {},
      given.site.staffToken,
    );
    expect(summary.body.data).toEqual({
      by_film: [
        { key: String(given.filmIds[0]), watch_seconds: 20 },
        { key: String(given.filmIds[1]), watch_seconds: 5 },
      ],
      by_event: [{ key: String(given.screenerId), watch_seconds: 30 }],
      by_country: [
        { key: 'IL', watch_seconds: 20 },
        { key: 'IT', watch_seconds: 10 },
      ],
      by_device: [
        { key: 'desktop', watch_seconds: 20 },
        { key: 'mobile', watch_seconds: 10 },
      ],
    });
    const later = await callStaffApi<AnalyticsSummary>(
      t,
      HOST,
      'admin/analytics/watch_seconds',
      { from: '2026-06-02 00:00:00' },
      given.site.staffToken,
    );
    expect(later.body.data.by_event).toEqual([]);
  });

  it('refuses a film outside the event and a malformed beat', async () => {
    const foreign = await beat({
      entityType: 'video',
      entityId: 999_999,
      screener_id: given.screenerId,
      playLength: 1,
      watchSeconds: 1,
    });
    expect(foreign.body.error?.code).toBe(404);
    expect(
      refusalCode(
        await beat({ entityType: 'event', entityId: given.screenerId, playLength: 3, watchSeconds: 1 }),
      ),
    ).toBe(400);
  });
});

describe('live counter over HTTP', () => {
  it('counts the viewer once however often it beats', async () => {
    const first = await callApi<{ count: number }>(
      t,
      HOST,
      'update/live_counter',
      { screener_id: given.screenerId },
      given.site.viewerSession,
    );
    const second = await callApi<{ count: number }>(
      t,
      HOST,
      'update/live_counter',
      { screener_id: given.screenerId },
      given.site.viewerSession,
    );
    expect([first.body.data.count, second.body.data.count]).toEqual([1, 1]);
    const seen = await callStaffApi<{ count: number }>(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/live_counter`,
      {},
      given.site.staffToken,
    );
    expect(seen.body.data.count).toBe(1);
    t.clock.advance(61_000);
    const stale = await callStaffApi<{ count: number }>(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/live_counter`,
      {},
      given.site.staffToken,
    );
    expect(stale.body.data.count).toBe(0);
    t.clock.set(START);
  });
});

describe('back-office calls', () => {
  it('are refused to a viewer’s session, an administrator’s included', async () => {
    for (const [path, body] of [
      [`admin/screenings/${given.screenerId}/streams/change`, { type: 'whereby', active: true }],
      [`admin/screenings/${given.screenerId}/support_notice`, { title: 'Hello', body: 'World' }],
      [`admin/screenings/${given.screenerId}/live_counter`, {}],
      ['admin/analytics/watch_seconds', {}],
    ] as const) {
      for (const session of [given.site.viewerSession, given.site.adminSession]) {
        const answer = await callApi(t, HOST, path, body, session);
        expect([answer.status, answer.body.error?.code], path).toEqual([200, 401]);
      }
    }
  });

  it('change a stream: forcing one un-forces the others, meta merges', async () => {
    const change = (body: object) =>
      callStaffApi<{ streams: Streams }>(
        t,
        HOST,
        `admin/screenings/${given.screenerId}/streams/change`,
        body,
        given.site.staffToken,
      );
    await change({
      type: 'youtube_live',
      active: true,
      force: true,
      meta: { streaming_url: 'https://youtu.be/x' },
    });
    const answer = await change({
      type: 'whereby',
      active: true,
      force: true,
      meta: { meeting_url: 'https://whereby.com/a' },
    });
    expect(answer.body.data.streams.youtube_live).toMatchObject({
      force: false,
      content: { streaming_url: 'https://youtu.be/x' },
    });
    expect(answer.body.data.streams.whereby).toEqual({
      active: true,
      force: true,
      content: { meeting_url: 'https://whereby.com/a' },
    });
    expect(refusalCode(await change({ type: 'zoom', active: true }))).toBe(400);
  });

  it('change a stream: embed code keeps its https iframes only, as the event editor stores it', async () => {
    const change = (body: object) =>
      callStaffApi<{ streams: Streams }>(
        t,
        HOST,
        `admin/screenings/${given.screenerId}/streams/change`,
        body,
        given.site.staffToken,
      );
    const frame = '<iframe src="https://player.example.test/live" width="640"></iframe>';
    const stored = await change({
      type: 'custom_embed',
      active: true,
      meta: { source_code: `<script>alert(1)</script>${frame}<img src=x onerror="alert(2)">` },
    });
    expect(refusalCode(stored)).toBeNull();
    expect(stored.body.data.streams.custom_embed?.content.source_code).toBe(frame);

    const nothingLeft = await change({
      type: 'custom_embed',
      meta: { source_code: '<iframe src="javascript:alert(1)"></iframe><script>alert(1)</script>' },
    });
    expect(refusalCode(nothingLeft)).toBe(400);
    const rows = await t.db.select().from(streams).where(eq(streams.screenerId, given.screenerId));
    expect(JSON.stringify(rows)).not.toContain('<script');
  });

  it('send a support notice within the limits, stored first', async () => {
    const long = await callStaffApi(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/support_notice`,
      { title: 'x'.repeat(51), body: 'b' },
      given.site.staffToken,
    );
    expect(refusalCode(long)).toBe(400);
    const sent = await callStaffApi(
      t,
      HOST,
      `admin/screenings/${given.screenerId}/support_notice`,
      { title: 'Sound', body: 'We are fixing the sound.' },
      given.site.staffToken,
    );
    expect(refusalCode(sent)).toBeNull();
    const rows = await t.db
      .select()
      .from(screenerNotices)
      .where(eq(screenerNotices.screenerId, given.screenerId));
    expect(rows.map((row) => row.title)).toEqual(['Sound']);
  });
});
