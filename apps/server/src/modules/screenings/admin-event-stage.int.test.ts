import type { AdminEventStream } from '@screener/contracts/admin-event-stage';
import type { AdminEvent, AdminEventInput } from '@screener/contracts/admin-events';
import { resolveStage } from '@screener/contracts/watch';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callStaff, createStaff } from '../staff/staff-test-helpers.ts';
import { streams } from '../watch/schema.ts';
import { listStreams } from '../watch/streams.ts';
import { plainEventInput } from './admin-event-test-helpers.ts';
import { screeners } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const company = await createCompany(t.db, { title: 'Stage Cinema' });
  const host = company.domain;
  const manager = (await createStaff(t, company.id, 'manager')).token;
  const owner = (await createStaff(t, company.id, 'owner')).token;
  return { host, manager, owner };
});

const call = (path: string, payload: object) =>
  callStaff(t, `admin/events/${path}`, payload, { host: given.host, token: given.manager });

const stream = (
  type: AdminEventStream['type'],
  fields: Partial<AdminEventStream> = {},
): AdminEventStream => ({
  type,
  active: true,
  meeting_url: null,
  attendee_url: null,
  vimeo_live_id: null,
  streaming_url: null,
  source_code: null,
  ...fields,
});

const EVERY_STREAM: AdminEventStream[] = [
  stream('whereby', { meeting_url: 'https://whereby.com/harbour' }),
  stream('vimeo_live', { vimeo_live_id: '4321987' }),
  stream('facebook_live', { streaming_url: 'https://www.facebook.com/harbour/videos/1234' }),
  stream('youtube_live', { streaming_url: 'https://www.youtube.com/live/abcdEFGH123', active: false }),
  stream('live_webinar', { attendee_url: 'https://app.livewebinar.com/123-456' }),
  stream('daily', { meeting_url: 'https://harbour.daily.co/room' }),
  stream('custom_embed', { source_code: '<iframe src="https://embed.example.test/live"></iframe>' }),
  stream('media_stream', { streaming_url: 'https://live.example.test/feed.m3u8' }),
  stream('movie_stream'),
];

const input = (overrides: Partial<AdminEventInput> = {}): AdminEventInput =>
  plainEventInput({
    title: 'Stage Night',
    starts_at: '2030-06-01 18:00:00',
    ends_at: '2030-06-01 21:00:00',
    stage: { streams: EVERY_STREAM, forced_stream: 'vimeo_live', live_chat: true },
    player: { is_full_screen_mode: true, no_skip: true, movie_switching_enabled: true, no_pause: true },
    donation: { enabled: true, purpose: 'Restoring the projector', email: 'donate@stage.example.test' },
    qa_info: {
      title: 'Q and A with the director',
      message: 'Join after the screening.',
      zoom_link: 'https://zoom.example.test/j/123',
      meeting_id: '123 456 789',
      password: 'harbour',
    },
    ...overrides,
  });

async function create(overrides: Partial<AdminEventInput> = {}): Promise<AdminEvent> {
  const response = await call('create', { event: input(overrides) });
  expect(refusalCode(response), response.body).toBeNull();
  return response.json().data.event;
}

/** Player rules without no pause, for stages without the movie stream. */
const RULES_OFF = {
  is_full_screen_mode: false,
  no_skip: false,
  movie_switching_enabled: false,
  no_pause: false,
};

const fieldsOf = (response: { json: () => { error: { details: { fields: object } } } }) =>
  Object.keys(response.json().error.details.fields).sort();

describe('the event editor: streams, live chat, player rules, donation, Q and A', () => {
  it('saves every group and reads it back as it was sent', async () => {
    const event = await create();
    const sent = input();
    expect(event.stage).toEqual(sent.stage);
    expect(event.player).toEqual(sent.player);
    expect(event.donation).toEqual(sent.donation);
    expect(event.qa_info).toEqual(sent.qa_info);
    expect(event.discontinued_streams).toEqual([]);
    const read = await call('get', { screener_id: event.id });
    expect(read.json().data.event).toEqual(event);
  });

  it('stores what the viewer watch page reads: the forced stream on stage, live chat, the movie rules', async () => {
    const event = await create();
    const stored = await listStreams(t.db, event.id);
    expect(resolveStage(stored, { isVod: false, filmCount: 2 })).toEqual({
      main: 'vimeo_live',
      liveChat: true,
      playlist: false,
    });
    expect(stored.vimeo_live?.content.vimeo_live_id).toBe('4321987');
    expect(stored.movie_stream?.content).toMatchObject({ no_pause: true, no_skip: true });
    const [row] = await t.db.select().from(screeners).where(eq(screeners.id, event.id));
    expect(row?.eventConfiguration).toEqual({
      is_full_screen_mode: true,
      no_skip: true,
      movie_switching_enabled: true,
    });
    expect(row).toMatchObject({ donationEnabled: true, donationEmail: 'donate@stage.example.test' });
  });

  it('replaces the streams on update: a dropped stream is deleted, the forced one moves, and it is audited', async () => {
    const event = await create();
    const response = await call('update', {
      screener_id: event.id,
      event: input({
        stage: {
          streams: [stream('movie_stream'), stream('daily', { meeting_url: 'https://harbour.daily.co/b' })],
          forced_stream: 'daily',
          live_chat: false,
        },
        player: {
          is_full_screen_mode: false,
          no_skip: false,
          movie_switching_enabled: false,
          no_pause: false,
        },
        donation: { enabled: false, purpose: null, email: null },
        qa_info: { title: null, message: null, zoom_link: null, meeting_id: null, password: null },
      }),
    });
    expect(refusalCode(response), response.body).toBeNull();
    const saved: AdminEvent = response.json().data.event;
    expect(saved.stage.streams.map((item) => item.type)).toEqual(['daily', 'movie_stream']);
    expect(saved.stage.forced_stream).toBe('daily');
    expect(saved.stage.live_chat).toBe(false);
    expect(saved.player.no_pause).toBe(false);
    const rows = await t.db.select().from(streams).where(eq(streams.screenerId, event.id));
    expect(rows.filter((row) => row.force).map((row) => row.type)).toEqual(['daily']);
    const [row] = await t.db.select().from(screeners).where(eq(screeners.id, event.id));
    expect(row?.qaInfo).toBeNull();

    const audit = await callStaff(
      t,
      'admin/audit/list',
      { page: 0, page_size: 100 },
      { host: given.host, token: given.owner },
    );
    const entry = audit
      .json()
      .data.entries.find(
        (item: { action: string; target_id: number }) =>
          item.action === 'event.update' && item.target_id === event.id,
      );
    expect(entry?.before?.stage?.forced_stream ?? entry?.before).toBeTruthy();
  });

  it('leaves the groups a body does not send as they are', async () => {
    const event = await create();
    const {
      stage: _stage,
      player: _player,
      donation: _donation,
      qa_info: _qa,
      ...bare
    } = input({
      title: 'Renamed',
    });
    const response = await call('update', { screener_id: event.id, event: bare });
    expect(refusalCode(response), response.body).toBeNull();
    const saved: AdminEvent = response.json().data.event;
    expect(saved.title).toBe('Renamed');
    expect({ ...saved, title: event.title, updated_at: event.updated_at }).toEqual(event);
  });

  it('keeps only the https iframes of embed code and refuses code with none', async () => {
    const code =
      '<script>alert(1)</script><p>Live!</p><iframe src="https://embed.example.test/x" onload="steal()" width="640"></iframe>';
    const event = await create({
      stage: {
        streams: [stream('custom_embed', { source_code: code })],
        forced_stream: null,
        live_chat: false,
      },
      player: { is_full_screen_mode: false, no_skip: false, movie_switching_enabled: false, no_pause: false },
    });
    expect(event.stage.streams[0]?.source_code).toBe(
      '<iframe src="https://embed.example.test/x" width="640"></iframe>',
    );
    for (const bad of [
      '<iframe src="javascript:alert(1)"></iframe>',
      '<iframe src="http://plain.example.test"></iframe>',
    ]) {
      const response = await call('update', {
        screener_id: event.id,
        event: input({
          stage: {
            streams: [stream('custom_embed', { source_code: bad })],
            forced_stream: null,
            live_chat: false,
          },
          player: RULES_OFF,
        }),
      });
      expect(refusalCode(response)).toBe(400);
      expect(fieldsOf(response)).toEqual(['event.stage.streams.0.source_code']);
    }
  });

  it('answers bad input with 400 and the messages of each field', async () => {
    const bad = await call('create', {
      event: input({
        stage: {
          streams: [
            stream('vimeo_live', { vimeo_live_id: 'not-a-number' }),
            stream('whereby', { meeting_url: 'http://whereby.com/plain' }),
            stream('youtube_live', { streaming_url: 'https://video.example.test/live' }),
            stream('media_stream'),
          ],
          forced_stream: null,
          live_chat: false,
        },
        player: RULES_OFF,
        donation: { enabled: true, purpose: null, email: 'not an email' },
        qa_info: {
          title: null,
          message: null,
          zoom_link: 'javascript:alert(1)',
          meeting_id: null,
          password: null,
        },
      }),
    });
    expect(refusalCode(bad)).toBe(400);
    expect(fieldsOf(bad)).toEqual([
      'event.donation.email',
      'event.qa_info.zoom_link',
      'event.stage.streams.0.vimeo_live_id',
      'event.stage.streams.1.meeting_url',
      'event.stage.streams.2.streaming_url',
      'event.stage.streams.3.streaming_url',
    ]);
    expect(bad.json().error.details.fields['event.stage.streams.3.streaming_url']).toEqual([
      'Field is required',
    ]);

    const discontinued = await call('create', {
      event: input({
        stage: {
          streams: [stream('zoom' as 'whereby', { meeting_url: 'https://zoom.us/j/1' })],
          forced_stream: null,
          live_chat: false,
        },
      }),
    });
    expect(refusalCode(discontinued)).toBe(400);
    expect(fieldsOf(discontinued)).toEqual(['event.stage.streams.0.type']);

    const crossed = await call('create', {
      event: input({
        stage: {
          streams: [
            stream('daily', { meeting_url: 'https://a.daily.co/x', active: false }),
            stream('daily', { meeting_url: 'https://a.daily.co/y' }),
          ],
          forced_stream: 'daily',
          live_chat: false,
        },
        donation: { enabled: true, purpose: null, email: null },
      }),
    });
    expect(refusalCode(crossed)).toBe(400);
    expect(fieldsOf(crossed)).toEqual([
      'event.donation.email',
      'event.player.no_pause',
      'event.stage.forced_stream',
      'event.stage.streams.1.type',
    ]);

    const forcedOff = await call('create', {
      event: input({
        stage: {
          streams: [stream('daily', { meeting_url: 'https://a.daily.co/x', active: false })],
          forced_stream: 'daily',
          live_chat: false,
        },
      }),
    });
    expect(fieldsOf(forcedOff)).toEqual(['event.player.no_pause', 'event.stage.forced_stream']);
  });

  it('leaves a discontinued stream stored on an old event alone and names it', async () => {
    const event = await create();
    await t.db.insert(streams).values({
      screenerId: event.id,
      type: 'zoom',
      active: true,
      meta: { meeting_url: 'https://zoom.us/j/1' },
    });
    const response = await call('update', { screener_id: event.id, event: input() });
    expect(refusalCode(response), response.body).toBeNull();
    expect(response.json().data.event.discontinued_streams).toEqual(['zoom']);
    const rows = await t.db.select().from(streams).where(eq(streams.screenerId, event.id));
    expect(rows.some((row) => row.type === 'zoom')).toBe(true);
  });

  it('gives a new event without a stage the movie stream, and copies the stage with a duplicate', async () => {
    const { stage: _stage, player: _player, ...bare } = input();
    const plain = await call('create', { event: bare });
    expect(plain.json().data.event.stage).toEqual({
      streams: [stream('movie_stream')],
      forced_stream: null,
      live_chat: false,
    });

    const event = await create();
    const copy = await call('duplicate', { screener_id: event.id });
    expect(refusalCode(copy), copy.body).toBeNull();
    const copied: AdminEvent = copy.json().data.event;
    expect(copied.stage).toEqual(event.stage);
    expect(copied.player).toEqual(event.player);
    expect(copied.donation).toEqual(event.donation);
    expect(copied.qa_info).toEqual(event.qa_info);
  });
});
