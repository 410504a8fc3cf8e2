import { PRICING_TYPES } from '@screener/contracts/pricing';
import type { AnswerRequestRequest, InboxRequest, ListRequestsResponse } from '@screener/contracts/requests';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seededForFile } from '../../test/seeded-for-file.ts';
import { useTestApp } from '../../test/test-app.ts';
import { listGrantingPurchases } from '../payments/purchase-queries.ts';
import { buyInSandbox, call, createShop, type Session } from '../payments/purchase-test-helpers.ts';
import { purchases } from '../payments/schema.ts';
import { createStaff, staffCall } from '../staff/staff-test-helpers.ts';
import { buyTicket } from '../venues/ticket-test-helpers.ts';
import { createVenueShop } from '../venues/venue-test-helpers.ts';
import { refundRequests } from './schema.ts';

const t = useTestApp();
const given = seededForFile(async () => {
  const shop = await createShop(t, ['sandbox']);
  const host = shop.company.domain;
  const plan = await shop.plan(PRICING_TYPES.single, 1200, [await shop.event({ title: 'Closing night' })]);
  const ownerRow = await createStaff(t, shop.company.id, 'owner');
  const ownerEmail = ownerRow.member.email;
  const owner = ownerRow.token;
  const manager = (await createStaff(t, shop.company.id, 'manager')).token;
  const boxOffice = (await createStaff(t, shop.company.id, 'box_office')).token;
  const other = await createShop(t);
  const otherOwner: { token: string; host: string } = {
    token: (await createStaff(t, other.company.id, 'owner')).token,
    host: other.company.domain,
  };
  return { shop, host, plan, ownerEmail, owner, manager, boxOffice, otherOwner };
});

async function buy(session: Session, language: 'en' | 'he' = 'en') {
  const bought = await buyInSandbox(t, given.host, { pricing_id: given.plan }, session, language);
  return bought.data.purchase.id;
}

/** A viewer who bought and asked for their money back: the inbox's request for it. */
async function refundRequest(language: 'en' | 'he' = 'en') {
  const viewer = await given.shop.viewer({ language });
  const purchaseId = await buy(viewer.session, language);
  const asked = await call(
    t,
    given.host,
    'createCancellationRequest',
    { purchase_id: purchaseId, reason: 'I am ill' },
    viewer.session,
    language,
  );
  expect(asked.status).toBe(200);
  const request = await findRequest((one) => one.purchase_id === purchaseId);
  return { ...viewer, purchaseId, request };
}

const list = (body: object = {}, token = given.owner, onHost = given.host) =>
  staffCall<ListRequestsResponse>(t, onHost, 'admin/requests/list', body, token);
const answer = (body: AnswerRequestRequest, token = given.owner, onHost = given.host) =>
  staffCall<{ request: InboxRequest }>(t, onHost, 'admin/requests/answer', body, token);
async function findRequest(match: (request: InboxRequest) => boolean): Promise<InboxRequest> {
  const found = (await list({ page_size: 100 })).data.requests.find(match);
  if (!found) throw new Error('no such request in the inbox');
  return found;
}
const fieldsOf = (error: { details?: unknown } | null) =>
  (error?.details as { fields?: Record<string, string[]> } | undefined)?.fields ?? {};
const mailsTo = (to: string) => t.mailer.sent.filter((mail) => mail.to.includes(to));

describe('the requests inbox', () => {
  it('lists a refund request with the viewer, the order and the viewer’s words, and tells staff', async () => {
    const { consumer, purchaseId, request } = await refundRequest();
    expect(request).toMatchObject({
      kind: 'refund',
      status: 'open',
      viewer_email: consumer.email,
      purchase_id: purchaseId,
      thread: [{ author: 'viewer', body: 'I am ill', decision: null }],
    });
    expect(mailsTo(given.ownerEmail).at(-1)?.subject).toContain('New refund request');
    expect((await list({ status: 'open' })).data.open).toBeGreaterThan(0);
  });

  it('mails staff no more once the company turns the setting off, and still files the request', async () => {
    const quiet = await createShop(t, ['sandbox'], {
      customProperties: { ...given.shop.company.customProperties, mail_staff_on_requests: false },
    });
    const quietOwner = await createStaff(t, quiet.company.id, 'owner');
    const before = t.mailer.sent.length;
    await call(t, quiet.company.domain, 'consumer/support', {
      name: 'Quiet Guest',
      email: 'quiet.guest@example.test',
      message: 'Hello',
    });
    expect(t.mailer.sent.length).toBe(before);
    const listed = await list({}, quietOwner.token, quiet.company.domain);
    expect(listed.data.requests.map((one) => one.viewer_email)).toEqual(['quiet.guest@example.test']);
  });

  it('keeps "Leave a message" and booking questions in the same list', async () => {
    const sent = await call(t, given.host, 'consumer/support', {
      name: 'Guest Person',
      email: 'guest.person@example.test',
      message: 'Is there parking?',
    });
    expect(sent.status).toBe(200);
    const message = await findRequest((one) => one.viewer_email === 'guest.person@example.test');
    expect(message).toMatchObject({ kind: 'message', viewer_name: 'Guest Person', purchase_id: null });
    const onlyMessages = (await list({ kind: 'message' })).data.requests;
    expect(onlyMessages.every((one) => one.kind === 'message')).toBe(true);

    const venueShop = await createVenueShop(t);
    const venueOwner = (await createStaff(t, venueShop.company.id, 'owner')).token;
    const eventId = await venueShop.venueEvent();
    const viewer = await venueShop.viewer();
    const { bookingId } = await buyTicket(t, venueShop.company.domain, eventId, viewer.session, ['2-1']);
    await call(
      t,
      venueShop.company.domain,
      `screenings/${eventId}/bookings/${bookingId}/submitBookingQuery`,
      { query: 'Is the hall accessible?' },
      viewer.session,
    );
    const questions = await list({}, venueOwner, venueShop.company.domain);
    expect(questions.data.requests).toEqual([
      expect.objectContaining({
        kind: 'booking_question',
        booking_id: bookingId,
        viewer_email: viewer.consumer.email,
        thread: [expect.objectContaining({ body: 'Is the hall accessible?' })],
      }),
    ]);
  });

  it('approves a refund request: the order is refunded, access ends, the viewer is told in their language', async () => {
    const { consumer, purchaseId, request } = await refundRequest('he');
    const approved = await answer(
      { request_id: request.id, decision: 'approve', message: 'Get well soon' },
      given.manager,
    );
    expect(approved.status).toBe(200);
    expect(approved.data.request.status).toBe('approved');
    expect(approved.data.request.thread.at(-1)).toMatchObject({
      author: 'staff',
      decision: 'approve',
      body: 'Get well soon',
    });
    const [order] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(order?.refundedMinor).toBe(1200);
    expect(await listGrantingPurchases(t.db, given.shop.company.id, consumer.id)).toEqual([]);
    const [stored] = await t.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.purchaseId, purchaseId));
    expect(stored?.status).toBe('approved');
    const subjects = mailsTo(consumer.email).map((mail) => mail.subject);
    expect(subjects).toContain(`הבקשה שלכם ל-${given.shop.company.title}`);

    // Decided once: a second approval is a conflict and gives nothing back twice.
    const again = await answer({ request_id: request.id, decision: 'approve', message: 'Again' });
    expect(again.error?.code).toBe(409);
    const [after] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(after?.refundedMinor).toBe(1200);
  });

  it('rejects with a reason and replies, each kept in the thread and mailed', async () => {
    const { consumer, request, purchaseId } = await refundRequest();
    const replied = await answer(
      { request_id: request.id, decision: 'reply', message: 'Which day?' },
      given.boxOffice,
    );
    expect(replied.data.request.status).toBe('answered');
    const rejected = await answer({
      request_id: request.id,
      decision: 'reject',
      message: 'Past the deadline',
    });
    expect(rejected.data.request.status).toBe('rejected');
    expect(rejected.data.request.thread.map((message) => message.decision)).toEqual([
      null,
      'reply',
      'reject',
    ]);
    expect(mailsTo(consumer.email).filter((mail) => mail.subject.startsWith('Your request to'))).toHaveLength(
      2,
    );
    const [order] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
    expect(order?.refundedMinor).toBe(0);
    // Rejected, the viewer may ask again.
    const [stored] = await t.db
      .select()
      .from(refundRequests)
      .where(eq(refundRequests.purchaseId, purchaseId));
    expect(stored?.status).toBe('rejected');
  });

  it('lets the box office reply but not approve, and approves only refund requests', async () => {
    const { request } = await refundRequest();
    expect(
      (await answer({ request_id: request.id, decision: 'approve', message: 'ok' }, given.boxOffice)).error
        ?.code,
    ).toBe(403);
    await call(t, given.host, 'consumer/support', {
      name: 'Other Guest',
      email: 'other.guest@example.test',
      message: 'Hi',
    });
    const message = await findRequest((one) => one.viewer_email === 'other.guest@example.test');
    const wrong = await answer({ request_id: message.id, decision: 'approve', message: 'ok' });
    expect(wrong.error?.code).toBe(400);
    expect(fieldsOf(wrong.error).decision).toHaveLength(1);
  });

  it('shows another company nothing and answers bad input with a field message', async () => {
    const { request } = await refundRequest();
    const theirs = await list({ page_size: 100 }, given.otherOwner.token, given.otherOwner.host);
    expect(theirs.data.requests).toEqual([]);
    const across = await answer(
      { request_id: request.id, decision: 'reply', message: 'x' },
      given.otherOwner.token,
      given.otherOwner.host,
    );
    expect(across.error?.code).toBe(404);
    const bad = await staffCall(
      t,
      given.host,
      'admin/requests/answer',
      { request_id: 'x', decision: 'maybe', message: '' },
      given.owner,
    );
    expect(bad.error?.code).toBe(400);
    expect(Object.keys(fieldsOf(bad.error)).sort()).toEqual(['decision', 'message', 'request_id']);
  });
});
