import { PRICING_TYPES } from '@screener/contracts/pricing';
import { ERASED_TEXT, erasedEmail } from '@screener/contracts/privacy';
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCompany, createConsumer } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { callApi, lastCode } from '../auth/auth-test-helpers.ts';
import { hashPassword } from '../auth/passwords.ts';
import { consumers, sessions } from '../auth/schema.ts';
import { createChatRoom } from '../chat/chat-test-helpers.ts';
import { chatMembers, chatRoomMessages, liveChatMessages } from '../chat/schema.ts';
import { enrollments } from '../enrollment/schema.ts';
import { purchases } from '../payments/schema.ts';
import { screeners } from '../screenings/schema.ts';
import { auditLog } from '../staff/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { newsletterSubscribers } from '../support/schema.ts';

type Session = { key: string; secret: string };

/**
 * A viewer of `company` with a password, a completed purchase, a place, a room message, a live chat
 * line and a newsletter sign-up (written in capitals: sign-ups are matched without case).
 */
async function viewerWithHistory(company: { id: number }, email: string, words: string) {
  const consumer = await createConsumer(t.db, company.id, {
    email,
    name: `Name of ${email}`,
    phone: '+15550100',
    passwordHash: await hashPassword('secret-1'),
  });
  const [event] = await t.db
    .insert(screeners)
    .values({
      companyId: company.id,
      title: `Event of ${email}`,
      screeningStartsAt: t.clock.now(),
      screeningEndsAt: new Date(t.clock.now().getTime() + 3_600_000),
    })
    .returning();
  if (!event) throw new Error('no event');
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      companyId: company.id,
      consumerId: consumer.id,
      purchaseType: PRICING_TYPES.single,
      screenerId: event.id,
      currency: 'EUR',
      amountMinor: 1_250,
      status: 30,
      gateway: 'sandbox',
      gatewayReference: `ref-${company.id}-${email}`,
      paymentDetails: { charge_id: `ch-${email}`, raw: { payer_name: `Name of ${email}` } },
      idempotencyKey: `key-${email}`,
      completedAt: t.clock.now(),
    })
    .returning();
  if (!purchase) throw new Error('no purchase');
  await t.db.insert(enrollments).values({
    companyId: company.id,
    screenerId: event.id,
    consumerId: consumer.id,
    purchaseId: purchase.id,
  });
  const room = await createChatRoom(t.db, company.id, event.id);
  const [member] = await t.db
    .insert(chatMembers)
    .values({ chatRoomId: room.id, consumerId: consumer.id, name: `Name of ${email}`, email })
    .returning();
  if (!member) throw new Error('no member');
  await t.db.insert(chatRoomMessages).values({ chatRoomId: room.id, senderMemberId: member.id, text: words });
  await t.db.insert(liveChatMessages).values({
    screenerId: event.id,
    consumerId: consumer.id,
    email,
    authorName: 'Ada',
    content: `${words} live`,
  });
  await t.db.insert(newsletterSubscribers).values({ companyId: company.id, email: email.toUpperCase() });
  return { consumer, purchase, event, member };
}

/** The company's newsletter sign-ups of `email`, whatever its case. */
async function signUpsOf(companyId: number, email: string): Promise<string[]> {
  const rows = await t.db
    .select({ email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.companyId, companyId));
  return rows.map((row) => row.email).filter((address) => address.toLowerCase() === email);
}

const login = (email: string, host = given.festival.domain) =>
  callApi(t, 'consumer/login', { email, password: 'secret-1' }, { host });

async function signIn(email: string, host = given.festival.domain): Promise<Session> {
  const answer = (await login(email, host)).json() as { data: Session };
  return { key: answer.data.key, secret: answer.data.secret };
}

const t = useTestApp();
const given = seededForFile(async () => {
  const festival: { id: number; domain: string } = await createCompany(t.db, {
    domain: 'festival.localhost',
  });
  const other: { id: number; domain: string } = await createCompany(t.db, { domain: 'other.localhost' });
  return { festival, other };
});

describe('consumer/personal-data/export', () => {
  it('holds the viewer’s purchases, places and chat, and nothing of another viewer or company', async () => {
    const ada = await viewerWithHistory(given.festival, 'ada@example.test', 'Hello from Ada');
    await viewerWithHistory(given.festival, 'bob@example.test', 'Hello from Bob');
    // The same address on another company's site is another account.
    await viewerWithHistory(given.other, 'ada@example.test', 'Hello from the other Ada');
    const session = await signIn('ada@example.test');

    const response = await callApi(t, 'consumer/personal-data/export', {}, { session });
    expect(refusalCode(response)).toBeNull();
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['content-disposition']).toContain('personal-data.json');
    const data = response.json() as {
      account: { email: string; name: string; phone: string; sign_ins: unknown[] };
      purchases: { order_number: number; amount_minor: number; gateway_reference: string }[];
      enrollments: { event_id: number }[];
      chat: { room_messages: { text: string }[]; live_chat_messages: { text: string }[] };
    };
    expect(data.account).toMatchObject({ email: 'ada@example.test', name: 'Name of ada@example.test' });
    expect(data.account.sign_ins).toHaveLength(1);
    expect(data.purchases).toEqual([
      expect.objectContaining({
        order_number: ada.purchase.id,
        amount_minor: 1_250,
        gateway_reference: ada.purchase.gatewayReference,
      }),
    ]);
    expect(data.enrollments).toEqual([expect.objectContaining({ event_id: ada.event.id })]);
    expect(data.chat.room_messages.map((message) => message.text)).toEqual(['Hello from Ada']);
    expect(data.chat.live_chat_messages.map((message) => message.text)).toEqual(['Hello from Ada live']);
    expect(response.json()).toHaveProperty('subscriptions', []);
    expect(response.body).not.toContain('Bob');
    expect(response.body).not.toContain('other Ada');
  });

  it('is refused without a session', async () => {
    expect(refusalCode(await callApi(t, 'consumer/personal-data/export', {}))).not.toBeNull();
  });
});

describe('consumer/account/delete', () => {
  it('asks the password again, then erases the viewer and keeps the purchase without the name', async () => {
    const cleo = await viewerWithHistory(given.festival, 'cleo@example.test', 'Hi from Cleo');
    const session = await signIn('cleo@example.test');
    // The same address signed up at another company: that sign-up is not this company's to erase.
    await t.db
      .insert(newsletterSubscribers)
      .values({ companyId: given.other.id, email: 'cleo@example.test' });
    expect(await signUpsOf(given.festival.id, 'cleo@example.test')).toEqual(['CLEO@EXAMPLE.TEST']);

    const wrong = await callApi(t, 'consumer/account/delete', { password: 'not-hers' }, { session });
    expect(refusalCode(wrong)).toBe(4010);
    expect(
      (await t.db.select().from(consumers).where(eq(consumers.id, cleo.consumer.id)))[0]?.erasedAt,
    ).toBeNull();

    const deleted = await callApi(t, 'consumer/account/delete', { password: 'secret-1' }, { session });
    expect(refusalCode(deleted)).toBeNull();
    expect(deleted.json().data).toEqual({ deleted: true });

    expect(refusalCode(await login('cleo@example.test'))).toBe(4010);
    const mail = t.mailer.sent.filter((sent) => sent.to === 'cleo@example.test').at(-1);
    expect(mail?.subject).toMatch(/^Your account on .+ was deleted$/);
    expect(mail?.text).toContain('no longer with your name');
    const [account] = await t.db.select().from(consumers).where(eq(consumers.id, cleo.consumer.id));
    expect(account).toMatchObject({
      email: erasedEmail(cleo.consumer.id),
      name: null,
      phone: null,
      passwordHash: null,
      erasedAt: t.clock.now(),
    });
    const live = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.consumerId, cleo.consumer.id), isNull(sessions.endedAt)));
    expect(live).toEqual([]);
    const [kept] = await t.db.select().from(purchases).where(eq(purchases.id, cleo.purchase.id));
    expect(kept).toMatchObject({
      consumerId: cleo.consumer.id,
      amountMinor: 1_250,
      currency: 'EUR',
      status: 30,
      gatewayReference: cleo.purchase.gatewayReference,
      completedAt: t.clock.now(),
      paymentDetails: { charge_id: 'ch-cleo@example.test' },
    });
    expect(JSON.stringify(kept)).not.toContain('Name of');
    const [message] = await t.db
      .select()
      .from(chatRoomMessages)
      .where(eq(chatRoomMessages.senderMemberId, cleo.member.id));
    expect(message?.text).toBe(ERASED_TEXT);
    const [member] = await t.db.select().from(chatMembers).where(eq(chatMembers.id, cleo.member.id));
    expect(member).toMatchObject({ name: ERASED_TEXT, email: erasedEmail(cleo.consumer.id) });
    const [line] = await t.db
      .select()
      .from(liveChatMessages)
      .where(eq(liveChatMessages.consumerId, cleo.consumer.id));
    expect(line).toMatchObject({ content: ERASED_TEXT, authorName: null });
    expect(await signUpsOf(given.festival.id, 'cleo@example.test')).toEqual([]);
    expect(await signUpsOf(given.other.id, 'cleo@example.test')).toEqual(['cleo@example.test']);

    // The same session again: it ended with the account.
    const again = await callApi(t, 'consumer/account/delete', { password: 'secret-1' }, { session });
    expect(refusalCode(again)).toBe(556);
  });

  it('takes a mailed code from an account without a password', async () => {
    const dan = await createConsumer(t.db, given.festival.id, { email: 'dan@example.test' });
    const pending = await callApi(t, 'consumer/resendVerification', {
      email: dan.email,
      company_id: given.festival.id,
    });
    const key = (pending.json() as { data: { otp: { key: string } } }).data.otp.key;
    const signedIn = await callApi(t, 'consumer/verifyOTP', {
      key,
      otp: lastCode(t, dan.email).code,
      company_id: given.festival.id,
    });
    expect(refusalCode(signedIn)).toBeNull();
    const session = (signedIn.json() as { data: Session }).data;

    const noPassword = await callApi(t, 'consumer/account/delete', { password: 'anything-1' }, { session });
    expect(refusalCode(noPassword)).toBe(4010);
    const confirm = await callApi(t, 'consumer/resendVerification', {
      email: dan.email,
      company_id: given.festival.id,
    });
    const confirmKey = (confirm.json() as { data: { otp: { key: string } } }).data.otp.key;
    const deleted = await callApi(
      t,
      'consumer/account/delete',
      { key: confirmKey, code: lastCode(t, dan.email).code },
      { session: { key: session.key, secret: session.secret }, language: 'he' },
    );
    expect(refusalCode(deleted)).toBeNull();
    // The confirmation speaks the viewer's language.
    expect(t.mailer.sent.at(-1)).toMatchObject({ to: dan.email, subject: expect.stringContaining('נמחק') });
    const [account] = await t.db.select().from(consumers).where(eq(consumers.id, dan.id));
    expect(account?.erasedAt).toEqual(t.clock.now());
  });
});

describe('admin/audience/erase', () => {
  it('lets an owner or manager erase a viewer, in the audit log with the reason; a second time is refused', async () => {
    const eve = await viewerWithHistory(given.festival, 'eve@example.test', 'Hi from Eve');
    const manager = (await createStaff(t, given.festival.id, 'manager')).token;
    const boxOffice = (await createStaff(t, given.festival.id, 'box_office')).token;
    const body = { consumer_id: eve.consumer.id, reason: 'Asked by mail' };

    const refused = await staffCall(t, given.festival.domain, 'admin/audience/erase', body, boxOffice);
    expect(refused.error?.code).toBe(403);

    const erased = await staffCall(t, given.festival.domain, 'admin/audience/erase', body, manager);
    expect(erased.error).toBeNull();
    expect(erased.data).toEqual({ viewer: { id: eve.consumer.id, erased: true } });
    expect(refusalCode(await login('eve@example.test'))).toBe(4010);
    expect(await signUpsOf(given.festival.id, 'eve@example.test')).toEqual([]);
    const [audited] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, eve.consumer.id));
    expect(audited).toMatchObject({
      action: 'viewer.erase',
      targetType: 'viewer',
      after: { reason: 'Asked by mail' },
    });

    const twice = await staffCall(t, given.festival.domain, 'admin/audience/erase', body, manager);
    expect(twice.error?.code).toBe(4090);
    expect(twice.error?.message).toBe('This account was deleted: its personal data has already been erased.');
  });

  it('finds no viewer of another company', async () => {
    const stranger = await viewerWithHistory(given.other, 'fay@example.test', 'Hi from Fay');
    const owner = (await createStaff(t, given.festival.id, 'owner')).token;
    const answer = await staffCall(
      t,
      given.festival.domain,
      'admin/audience/erase',
      { consumer_id: stranger.consumer.id, reason: 'Walked' },
      owner,
    );
    expect(answer.error?.code).toBe(404);
    const [account] = await t.db.select().from(consumers).where(eq(consumers.id, stranger.consumer.id));
    expect(account?.email).toBe('fay@example.test');
  });
});
