import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import type { WatchScreener } from '@screener/contracts/watch';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedHeader } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { accessLinks } from '../auth/schema.ts';
import { callApi, createWatchEvent, createWatchSite } from './test-fixtures.ts';

/**
 * Simulation links (access link type 20): their holder watches the link's event in preview mode
 * (spec part 2 §4.1 "countdown is skipped in preview mode", §6 "Preview mode bypasses the
 * geo-block redirect"), as a company administrator's preview does.
 */
const HOST = 'preview-links.localhost';
const START = new Date('2026-06-01T12:00:00Z');
const minutes = (n: number) => new Date(START.getTime() + n * 60_000);

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  return { site };
});
beforeEach(() => t.clock.set(START));

type Session = { key: string; secret: string };

async function eventWithLinks(values: Parameters<typeof createWatchEvent>[2]) {
  const { screener } = await createWatchEvent(t.db, given.site.company.id, values);
  const tag = `e${screener.id}`;
  await t.db.insert(accessLinks).values([
    { companyId: given.site.company.id, screenerId: screener.id, linkId: `${tag}-sim`, mode: 'simulation' },
    { companyId: given.site.company.id, screenerId: screener.id, linkId: `${tag}-guest`, mode: 'anonymous' },
  ]);
  return { id: screener.id, simulation: `${tag}-sim`, guest: `${tag}-guest` };
}

async function openLink(screenerId: number, linkId: string): Promise<Session> {
  const opened = await callApi<Session>(t, HOST, 'consumer/loginWithAccessLink', {
    screener_id: screenerId,
    link_id: linkId,
    skip_form: true,
  });
  expect(opened.body.error).toBeNull();
  return opened.body.data;
}

const watch = (screenerId: number, session: Session) =>
  callApi<{ screener: WatchScreener }>(
    t,
    HOST,
    `guest/company/${given.site.company.id}/screenings/getAndEnforce`,
    { id: screenerId },
    session as never,
  );

async function streamCookie(screenerId: number, session: Session) {
  const header = JSON.parse(signedHeader(session as never, t.clock.now())) as Record<string, unknown>;
  const auth = encodeURIComponent(JSON.stringify({ ...header, screener_id: screenerId }));
  return t.app.inject({ method: 'GET', url: `/stream/setCookie/${auth}`, headers: { host: HOST } });
}

describe('a simulation link’s holder', () => {
  it('watches before the start (no countdown) while a guest link’s holder waits for it', async () => {
    const event = await eventWithLinks({ screeningStartsAt: minutes(120), screeningEndsAt: minutes(240) });
    const preview = await openLink(event.id, event.simulation);
    const guest = await openLink(event.id, event.guest);
    expect((await watch(event.id, guest)).body.error?.code).toBe(ERROR_CATALOGUE.EVENT_NOT_STARTED.code);
    const previewed = await watch(event.id, preview);
    expect(previewed.body.error).toBeNull();
    expect(previewed.body.data.screener.id).toBe(event.id);
    // The stream follows the same rule: the player gets its cookie.
    expect((await streamCookie(event.id, guest)).statusCode).not.toBe(200);
    const cookie = await streamCookie(event.id, preview);
    expect(cookie.statusCode).toBe(200);
    expect(String(cookie.headers['set-cookie'])).toContain('Path=');
  });

  it('watches past the join time (4002) and in a country the event blocks (557)', async () => {
    const late = await eventWithLinks({
      screeningStartsAt: minutes(-60),
      screeningEndsAt: minutes(120),
      screeningTolerance: 15,
    });
    const latePreview = await openLink(late.id, late.simulation);
    t.clock.set(minutes(30));
    const lateGuest = await openLink(late.id, late.guest);
    // The guest enrolled after the join time closed: refused; the simulation link is not.
    expect((await watch(late.id, lateGuest)).body.error).not.toBeNull();
    expect((await watch(late.id, latePreview)).body.error).toBeNull();

    t.clock.set(START);
    const blocked = await eventWithLinks({
      screeningStartsAt: minutes(-10),
      screeningEndsAt: minutes(120),
      geoMode: 'block',
      geoCountries: ['GB'],
    });
    const blockedPreview = await openLink(blocked.id, blocked.simulation);
    const blockedGuest = await openLink(blocked.id, blocked.guest);
    expect((await watch(blocked.id, blockedGuest)).body.error?.code).toBe(ERROR_CATALOGUE.GEO_BLOCKED.code);
    expect((await watch(blocked.id, blockedPreview)).body.error).toBeNull();
  });

  it('previews only the event its link is for', async () => {
    const first = await eventWithLinks({ screeningStartsAt: minutes(120), screeningEndsAt: minutes(240) });
    const second = await eventWithLinks({ screeningStartsAt: minutes(120), screeningEndsAt: minutes(240) });
    const preview = await openLink(first.id, first.simulation);
    expect((await watch(second.id, preview)).body.error?.code).toBe(ERROR_CATALOGUE.NOT_ENROLLED.code);
  });
});
