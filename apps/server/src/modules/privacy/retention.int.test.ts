import { PRICING_TYPES } from '@screener/contracts/pricing';
import { erasedEmail } from '@screener/contracts/privacy';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { createTestApp, useTestApp } from '../../test/test-app.ts';
import { consumers, sessions } from '../auth/schema.ts';
import { enrollments } from '../enrollment/schema.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { analyticsEvents } from '../watch/schema.ts';
import { retentionCutoff } from './retention.ts';

const NOW = new Date('2031-06-01T12:00:00Z');
const yearsAgo = (years: number) => retentionCutoff(NOW, years);

const t = useTestApp({ now: NOW });
const given = seededForFile(async () => {
  const company: { id: number } = await createCompany(t.db);
  const [event] = await t.db
    .insert(screeners)
    .values({
      companyId: company.id,
      title: 'Old',
      screeningStartsAt: yearsAgo(6),
      screeningEndsAt: yearsAgo(6),
    })
    .returning();
  if (!event) throw new Error('no event');
  const eventId = event.id;
  return { company, eventId };
});

const viewer = (email: string, registered = yearsAgo(6), role: 'consumer' | 'company_admin' = 'consumer') =>
  createConsumer(t.db, given.company.id, { email, createdAt: registered, role });

describe('the retention job', () => {
  it('anonymises a viewer with nothing since the limit, and only such a viewer', async () => {
    const silent = await viewer('silent@example.test');
    const recentSignIn = await viewer('signin@example.test');
    await t.db.insert(sessions).values({
      companyId: given.company.id,
      consumerId: recentSignIn.id,
      key: 'k-recent',
      secret: 's',
      createdAt: yearsAgo(6),
      lastSeenAt: yearsAgo(1),
    });
    const recentPurchase = await viewer('buyer@example.test');
    await t.db.insert(purchases).values({
      companyId: given.company.id,
      consumerId: recentPurchase.id,
      purchaseType: PRICING_TYPES.single,
      screenerId: given.eventId,
      currency: 'EUR',
      amountMinor: 900,
      status: 30,
      gateway: 'sandbox',
      idempotencyKey: 'old-buyer',
      createdAt: yearsAgo(4),
      completedAt: yearsAgo(4),
    });
    const recentPlace = await viewer('place@example.test');
    await t.db.insert(enrollments).values({
      companyId: given.company.id,
      screenerId: given.eventId,
      consumerId: recentPlace.id,
      createdAt: yearsAgo(3),
    });
    const recentWatch = await viewer('watch@example.test');
    await t.db.insert(analyticsEvents).values({
      companyId: given.company.id,
      screenerId: given.eventId,
      consumerId: recentWatch.id,
      sessionId: 'w',
      entityType: 'event',
      watchSeconds: 10,
      createdAt: yearsAgo(2),
    });
    const newcomer = await viewer('new@example.test', yearsAgo(1));
    const admin = await viewer('admin@example.test', yearsAgo(9), 'company_admin');

    expect(await t.app.retention.runOnce()).toBe(1);
    const rows = await t.db.select().from(consumers).where(eq(consumers.companyId, given.company.id));
    const erased = rows.filter((row) => row.erasedAt !== null).map((row) => row.id);
    expect(erased).toEqual([silent.id]);
    expect(rows.find((row) => row.id === silent.id)).toMatchObject({
      email: erasedEmail(silent.id),
      name: null,
    });
    // A second pass finds nothing more to do.
    expect(await t.app.retention.runOnce()).toBe(0);

    // Six years on, every viewer's last activity is past the limit; staff accounts are never touched.
    t.clock.set(new Date('2037-06-02T12:00:00Z'));
    expect(await t.app.retention.runOnce()).toBe(5);
    const later = await t.db
      .select()
      .from(consumers)
      .where(
        inArray(consumers.id, [
          recentSignIn.id,
          recentPurchase.id,
          recentPlace.id,
          recentWatch.id,
          newcomer.id,
          admin.id,
        ]),
      );
    expect(later.filter((row) => row.erasedAt === null).map((row) => row.id)).toEqual([admin.id]);
    const [kept] = await t.db.select().from(purchases).where(eq(purchases.consumerId, recentPurchase.id));
    expect(kept).toMatchObject({ amountMinor: 900, status: 30 });
  });

  it('reads the limit in years from the setting', () => {
    expect(t.config.PERSONAL_DATA_RETENTION_YEARS).toBe(5);
    expect(retentionCutoff(new Date('2031-02-28T00:00:00Z'), 5).toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
  });
});

describe('the retention worker', () => {
  it('schedules the daily pass in pg-boss when the node runs it', async () => {
    const node = await createTestApp({ env: { RETENTION_WORKER: 'true' } });
    try {
      await node.app.ready();
      const scheduled = (await node.db.execute(
        sql`select name, cron, timezone from pgboss.schedule where name = 'personal-data-retention'`,
      )) as { rows: unknown[] };
      expect(scheduled.rows).toEqual([
        { name: 'personal-data-retention', cron: '30 3 * * *', timezone: 'UTC' },
      ]);
    } finally {
      await node.close();
    }
  });
});
