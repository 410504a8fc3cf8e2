import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { type AnalyticsRow, createAnalyticsWriter } from './analytics-writer.ts';
import { analyticsEvents } from './schema.ts';
import { callApi, createWatchEvent, createWatchSite, enroll } from './test-fixtures.ts';

const HOST = 'analytics-writer.localhost';
const START = new Date('2026-06-01T12:00:00Z');

const t = useTestApp({ now: START });
const given = seededForFile(async () => {
  const site = await createWatchSite(t, HOST);
  const event = await createWatchEvent(t.db, site.company.id, {
    screeningStartsAt: START,
    screeningEndsAt: new Date(START.getTime() + 3_600_000),
  });
  const screenerId = event.screener.id;
  await enroll(t.db, site.company.id, screenerId, site.viewer.id, START);
  return { site, screenerId };
});

const storedFor = async (sessionId: string) =>
  (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.sessionId, sessionId))).length;

describe('analytics group commit', () => {
  const rows = (sessionId: string, count: number): AnalyticsRow[] =>
    Array.from({ length: count }, () => ({
      companyId: given.site.company.id,
      screenerId: given.screenerId,
      consumerId: given.site.viewer.id,
      sessionId,
      entityType: 'event' as const,
      watchSeconds: 10,
      createdAt: START,
    }));

  /** The test database, counting the inserts made through it. */
  const countingInserts = () => {
    const counter = { inserts: 0 };
    const db = new Proxy(t.db, {
      get(target, property, receiver) {
        if (property === 'insert') counter.inserts += 1;
        return Reflect.get(target, property, receiver);
      },
    });
    return { db, counter };
  };

  it('answers a beat once it is stored, and gathers the beats that arrive during an insert into the next one', async () => {
    const { db, counter } = countingInserts();
    const writer = createAnalyticsWriter(db, t.app.log, { batchRows: 100 });
    await writer.add(rows('alone', 1));
    expect(await storedFor('alone')).toBe(1);
    expect(counter.inserts).toBe(1);

    const first = writer.add(rows('gathered', 1));
    const waiting = [writer.add(rows('gathered', 2)), writer.add(rows('gathered', 3))];
    await Promise.all([first, ...waiting]);
    expect(await storedFor('gathered')).toBe(6);
    expect(counter.inserts).toBe(3);
  });

  it('carries at most a batch of rows in one insert, and writes everything added before close', async () => {
    const { db, counter } = countingInserts();
    const writer = createAnalyticsWriter(db, t.app.log, { batchRows: 5 });
    const added = [1, 3, 2, 4, 1].map((count) => writer.add(rows('capped', count)));
    await writer.close();
    expect(await storedFor('capped')).toBe(11);
    // 1 alone (the insert starts at once), then 3 + 2, then 4 + 1.
    expect(counter.inserts).toBe(3);
    await Promise.all(added);
  });

  it('stores the good beats of a batch in which one row cannot be stored', async () => {
    const writer = createAnalyticsWriter(t.db, t.app.log, { batchRows: 100 });
    const [bad] = rows('bad-row', 1);
    if (!bad) throw new Error('no row');
    await writer.add([
      ...rows('good-rows', 10),
      { ...bad, screenerId: 2_000_000_000 },
      ...rows('good-rows', 10),
    ]);
    expect(await storedFor('good-rows')).toBe(20);
    expect(await storedFor('bad-row')).toBe(0);
  });

  it('refuses beats for an event the viewer is not enrolled in', async () => {
    const other = await createWatchEvent(t.db, given.site.company.id, {
      screeningStartsAt: START,
      screeningEndsAt: new Date(START.getTime() + 3_600_000),
    });
    const answer = await callApi(
      t,
      HOST,
      'analytics/track',
      {
        sessionId: 'not-enrolled',
        entityType: 'event',
        entityId: other.screener.id,
        playLength: 0,
        watchSeconds: 10,
      },
      given.site.viewerSession,
    );
    expect(refusalCode(answer)).toBe(1030);
    expect(await storedFor('not-enrolled')).toBe(0);
  });

  it('loses no answered beat when the app closes', async () => {
    const body = (sessionId: string) => ({
      sessionId,
      entityType: 'event',
      entityId: given.screenerId,
      playLength: 0,
      watchSeconds: 10,
      frequency: 10,
    });
    for (let beat = 0; beat < 6; beat++) {
      const answer = await callApi<{ stored: number }>(
        t,
        HOST,
        'analytics/track',
        [body('app-close'), body('app-close')],
        given.site.viewerSession,
      );
      expect(answer.body.data).toEqual({ stored: 2 });
    }
    await t.app.close();
    expect(await storedFor('app-close')).toBe(12);
  });
});
