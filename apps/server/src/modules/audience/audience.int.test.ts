import type { ListAudienceResponse } from '@screener/contracts/audience';
import { PRICING_TYPES } from '@screener/contracts/pricing';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi } from '../auth/auth-test-helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { sessions } from '../auth/schema.ts';
import { enrollments } from '../enrollment/schema.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { auditLog } from '../staff/schema.ts';
import { callStaff, createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { analyticsEvents } from '../watch/schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const festival: { id: number; domain: string } = await createCompany(t.db, {
    domain: 'festival.localhost',
  });
  const other: { id: number; domain: string } = await createCompany(t.db, { domain: 'other.localhost' });
  const owner = (await createStaff(t, festival.id, 'owner')).token;
  const ada: { id: number; email: string } = await createConsumer(t.db, festival.id, {
    email: 'ada@example.test',
    name: 'Ada',
    passwordHash: await hashPassword('secret-1'),
  });
  // A name a spreadsheet would run as a formula.
  await createConsumer(t.db, festival.id, { email: 'eve@example.test', name: '=HYPERLINK("x")' });
  const otherViewer: { id: number; email: string } = await createConsumer(t.db, other.id, {
    email: 'bob@example.test',
    name: 'Bob',
  });
  const [event] = await t.db
    .insert(screeners)
    .values({
      companyId: festival.id,
      title: 'Opening',
      screeningStartsAt: t.clock.now(),
      screeningEndsAt: new Date(t.clock.now().getTime() + 3_600_000),
    })
    .returning();
  if (!event) throw new Error('no event');
  const [paid] = await t.db
    .insert(purchases)
    .values(
      [
        { amountMinor: 1_250, status: 30 as const, refundStatus: null },
        { amountMinor: 700, status: 30 as const, refundStatus: 'refunded' as const },
        { amountMinor: 900, status: 10 as const, refundStatus: null },
      ].map((purchase, index) => ({
        ...purchase,
        companyId: festival.id,
        consumerId: ada.id,
        purchaseType: PRICING_TYPES.single,
        screenerId: event.id,
        currency: 'EUR',
        gateway: 'sandbox' as const,
        idempotencyKey: `ada-${index}`,
        completedAt: purchase.status === 30 ? t.clock.now() : null,
      })),
    )
    .returning();
  await t.db.insert(enrollments).values({
    companyId: festival.id,
    screenerId: event.id,
    consumerId: ada.id,
    purchaseId: paid?.id ?? null,
  });
  await t.db.insert(analyticsEvents).values(
    [40, 20].map((seconds) => ({
      companyId: festival.id,
      screenerId: event.id,
      consumerId: ada.id,
      sessionId: 's',
      entityType: 'event' as const,
      watchSeconds: seconds,
    })),
  );
  return { festival, other, owner, ada, otherViewer };
});

const list = (body: object, token = given.owner, host = given.festival.domain) =>
  staffCall<ListAudienceResponse>(t, host, 'admin/audience/list', body, token);

describe('admin/audience/list', () => {
  it('lists the company’s viewers with what each bought, enrolled in and watched', async () => {
    const answer = await list({ search: 'ada' });
    expect(answer.error).toBeNull();
    expect(answer.data).toMatchObject({ total: 1, total_exact: true, currency: 'EUR' });
    expect(answer.data.rows).toEqual([
      expect.objectContaining({
        id: given.ada.id,
        email: 'ada@example.test',
        name: 'Ada',
        blocked: false,
        orders: 2,
        spent_minor: 1_250,
        enrollments: 1,
        watch_seconds: 60,
      }),
    ]);
  });

  it('pages and sorts on the server, and finds by name', async () => {
    const first = await list({ page: 0, page_size: 25, sort_field: 'email', sort_direction: 'desc' });
    expect(first.data.rows.map((row) => row.email)).toEqual(['eve@example.test', 'ada@example.test']);
    expect((await list({ search: 'HYPERLINK' })).data.rows.map((row) => row.email)).toEqual([
      'eve@example.test',
    ]);
  });

  it('shows none of another company’s viewers, and refuses bad input with a field message', async () => {
    const answer = await list({ search: 'bob' });
    expect(answer.data.rows).toEqual([]);
    const bad = await callStaff(
      t,
      'admin/audience/list',
      { page_size: 7 },
      { host: given.festival.domain, token: given.owner },
    );
    expect(refusalCode(bad)).toBe(400);
    expect(bad.json().error.details.fields.page_size).toBeDefined();
  });
});

describe('admin/audience/export', () => {
  it('streams every viewer found as CSV, a formula neutralised', async () => {
    const response = await callStaff(
      t,
      'admin/audience/export',
      { search: '' },
      { host: given.festival.domain, token: given.owner },
    );
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,email,name,country,registered_at,blocked,orders,spent,enrollments,watch_seconds',
    );
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.includes('ada@'))).toContain(',false,2,12.50,1,60');
    expect(lines.find((line) => line.includes('eve@'))).toContain(`"'=HYPERLINK(""x"")"`);
    expect(response.body).not.toContain('bob@');
  });
});

describe('admin/audience/block', () => {
  const login = () =>
    callApi(
      t,
      'consumer/login',
      { email: 'ada@example.test', password: 'secret-1' },
      { host: given.festival.domain },
    );

  it('ends the viewer’s sessions and refuses their sign-in, in their language, until unblocked', async () => {
    const signedIn = await login();
    expect(refusalCode(signedIn)).toBeNull();
    const support = (await createStaff(t, given.festival.id, 'box_office')).token;
    const blocked = await staffCall(
      t,
      given.festival.domain,
      'admin/audience/block',
      { viewer_id: given.ada.id, blocked: true },
      support,
    );
    expect(blocked.data).toEqual({ viewer: { id: given.ada.id, blocked: true } });
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.consumerId, given.ada.id), isNull(sessions.endedAt)));
    expect(live).toEqual([]);

    const refused = await login();
    expect(refusalCode(refused)).toBe(4015);
    const inHebrew = await callApi(
      t,
      'consumer/login',
      { email: 'ada@example.test', password: 'secret-1' },
      { host: given.festival.domain, language: 'he' },
    );
    expect(inHebrew.json().error.message).toBe('החשבון שלך באתר הזה חסום. נא לפנות למארגנים.');
    expect((await list({ search: 'ada' })).data.rows[0]?.blocked).toBe(true);
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, given.ada.id));
    expect(audited).toMatchObject({
      companyId: given.festival.id,
      action: 'viewer.block',
      targetType: 'viewer',
    });

    await staffCall(
      t,
      given.festival.domain,
      'admin/audience/block',
      { viewer_id: given.ada.id, blocked: false },
      support,
    );
    expect(refusalCode(await login())).toBeNull();
  });

  it('finds no viewer of another company, and refuses a body without one', async () => {
    const crossing = await callStaff(
      t,
      'admin/audience/block',
      { viewer_id: given.otherViewer.id, blocked: true },
      {
        host: given.festival.domain,
        token: given.owner,
      },
    );
    expect(refusalCode(crossing)).toBe(404);
    const [bob] = await t.db.select().from(sessions).where(eq(sessions.consumerId, given.otherViewer.id));
    expect(bob).toBeUndefined();
    const bad = await callStaff(
      t,
      'admin/audience/block',
      { viewer_id: 'x' },
      { host: given.festival.domain, token: given.owner },
    );
    expect(refusalCode(bad)).toBe(400);
  });
});
