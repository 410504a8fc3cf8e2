import { describe, expect, it } from 'vitest';
import { createConsumer, signedHeader } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { openSession } from '../auth/sessions.ts';
import { pngBytes, pngDataUrl } from '../chat/chat-test-helpers.ts';
import { STAFF_COOKIE } from '../staff/staff-gate.ts';
import { callStaff, createStaffedCompanies, emptyRoleTokens } from '../staff/staff-test-helpers.ts';
import { streams } from '../watch/schema.ts';
import { screeners } from './schema.ts';

let companyId: number;
let viewer: { key: string; secret: string };
const tokens = emptyRoleTokens();

const t = useTestApp();
const given = seededForFile(async () => {
  const { company } = await createStaffedCompanies(t, tokens);
  const host = company.domain;
  companyId = company.id;
  const times = {
    screeningStartsAt: new Date('2030-05-01T18:00:00Z'),
    screeningEndsAt: new Date('2030-05-01T21:00:00Z'),
  };
  const made = await t.db
    .insert(screeners)
    .values([
      { companyId, title: 'Secret Draft', status: 'draft', ...times },
      { companyId, title: 'Open Night', status: 'published', ...times },
    ])
    .returning({ id: screeners.id });
  const draftId = made[0]?.id ?? 0;
  const publishedId = made[1]?.id ?? 0;
  await t.db.insert(streams).values([
    { screenerId: publishedId, type: 'movie_stream', active: true, force: false, meta: {} },
    { screenerId: publishedId, type: 'youtube_live', active: false, force: false, meta: {} },
  ]);
  const consumer = await createConsumer(t.db, companyId);
  ({ session: viewer } = await openSession(t.db, { companyId, consumerId: consumer.id, now: t.clock.now() }));
  return { host, draftId, publishedId };
});

const as = (who: keyof typeof tokens, path: string, payload: object) =>
  callStaff(t, `admin/${path}`, payload, { host: given.host, token: tokens[who] });

/** The viewer's overview call, as a guest, a signed-in viewer, or with a staff cookie it must ignore. */
const overview = (id: number, options: { viewer?: boolean; staffToken?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${companyId}/screenings/get`,
    payload: { id },
    headers: {
      host: given.host,
      ...(options.viewer ? { authorization: signedHeader(viewer, t.clock.now()) } : {}),
    },
    ...(options.staffToken ? { cookies: { [STAFF_COOKIE]: options.staffToken } } : {}),
  });

describe('admin/events/preview', () => {
  it('shows a draft to the company’s staff with the content permission, with its status', async () => {
    for (const who of ['owner', 'manager'] as const) {
      const answer = await as(who, 'events/preview', { screener_id: given.draftId });
      expect(refusalCode(answer), answer.body).toBeNull();
      expect(answer.json().data).toMatchObject({
        status: 'draft',
        screener: { id: given.draftId, title: 'Secret Draft' },
      });
    }
    const published = await as('manager', 'events/preview', { screener_id: given.publishedId });
    expect(published.json().data.status).toBe('published');
  });

  it('keeps a draft from guests and viewers, whatever cookie their call carries', async () => {
    expect(refusalCode(await overview(given.draftId))).toBe(404);
    expect(refusalCode(await overview(given.draftId, { viewer: true }))).toBe(404);
    expect(refusalCode(await overview(given.draftId, { staffToken: tokens.owner }))).toBe(404);
    expect(refusalCode(await overview(given.publishedId))).toBeNull();
  });

  it('refuses the box office, a viewer, nobody signed in and another company’s staff', async () => {
    expect(refusalCode(await as('box_office', 'events/preview', { screener_id: given.draftId }))).toBe(403);
    expect(refusalCode(await as('stranger', 'events/preview', { screener_id: given.draftId }))).toBe(403);
    const guest = await callStaff(
      t,
      'admin/events/preview',
      { screener_id: given.draftId },
      { host: given.host },
    );
    expect(refusalCode(guest)).toBe(401);
    const asViewer = await callStaff(
      t,
      'admin/events/preview',
      { screener_id: given.draftId },
      { host: given.host, viewer },
    );
    expect(refusalCode(asViewer)).toBe(401);
  });

  it('answers an unknown id 404 and a malformed body 400', async () => {
    expect(refusalCode(await as('owner', 'events/preview', { screener_id: 999_999 }))).toBe(404);
    const bad = await as('owner', 'events/preview', { screener_id: 'x' });
    expect(refusalCode(bad)).toBe(400);
    expect(bad.json().error.details.fields.screener_id).toBeDefined();
  });
});

describe('admin/events/thumbnail/upload', () => {
  it('keeps a picture checked by its bytes and serves it publicly', async () => {
    const answer = await as('manager', 'events/thumbnail/upload', { image: pngDataUrl(320, 180) });
    expect(refusalCode(answer), answer.body).toBeNull();
    const url: string = answer.json().data.thumbnail_url;
    expect(url).toMatch(/^\/uploads\/event-images\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ method: 'GET', url, headers: { host: given.host } });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(pngBytes(320, 180))).toBe(true);
  });

  it('refuses what is not a picture, with a field message or its own error', async () => {
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    const disguised = await as('manager', 'events/thumbnail/upload', {
      image: `data:image/png;base64,${gif.toString('base64')}`,
    });
    expect(refusalCode(disguised)).toBe(4115);
    const address = await as('manager', 'events/thumbnail/upload', { image: 'https://example.com/x.png' });
    expect(refusalCode(address)).toBe(400);
    expect(address.json().error.details.fields.image).toBeDefined();
    expect(refusalCode(await as('manager', 'events/thumbnail/upload', { image: null }))).toBe(400);
  });

  it('keeps the box office and another company’s staff out', async () => {
    const image = pngDataUrl(32, 18);
    expect(refusalCode(await as('box_office', 'events/thumbnail/upload', { image }))).toBe(403);
    expect(refusalCode(await as('stranger', 'events/thumbnail/upload', { image }))).toBe(403);
  });
});

describe('admin/screenings/{id}/live', () => {
  it('answers a published event’s title and streams to staff with the live permission', async () => {
    const answer = await as('manager', `screenings/${given.publishedId}/live`, {});
    expect(refusalCode(answer), answer.body).toBeNull();
    expect(answer.json().data).toMatchObject({
      screener_id: given.publishedId,
      title: 'Open Night',
      streams: { movie_stream: { active: true, force: false }, youtube_live: { active: false } },
    });
  });

  it('finds no draft, and refuses the box office and another company’s staff', async () => {
    expect(refusalCode(await as('owner', `screenings/${given.draftId}/live`, {}))).toBe(404);
    expect(refusalCode(await as('box_office', `screenings/${given.publishedId}/live`, {}))).toBe(403);
    expect(refusalCode(await as('stranger', `screenings/${given.publishedId}/live`, {}))).toBe(403);
  });
});
