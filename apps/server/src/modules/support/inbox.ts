import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { toApiDateTime } from '@screener/contracts/dates';
import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import type {
  InboxRequest,
  RequestDecision,
  RequestKind,
  RequestStatus,
  ZListRequestsRequest,
} from '@screener/contracts/requests';
import { routePath } from '@screener/contracts/routes';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { AppError } from '../../lib/app-error.ts';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { text } from '../../lib/texts/index.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { brandOf, findCompanyById } from '../companies/index.ts';
import { listOwnerEmails } from '../staff/index.ts';
import type { SupportDeps } from './deps.ts';
import { inboxMessages, inboxRequests, refundRequests } from './schema.ts';

export type InboxRequestRow = typeof inboxRequests.$inferSelect;
type InboxMessageRow = typeof inboxMessages.$inferSelect;

/** What opens a request: who asked, about what, in their words, and the row that keeps it. */
export type NewInboxRequest = {
  companyId: number;
  kind: RequestKind;
  source: { refundRequestId: number } | { bookingQueryId: number } | { supportRequestId: number };
  consumerId: number | null;
  email: string;
  name: string | null;
  language: LanguageCode | null;
  purchaseId: number | null;
  bookingId: number | null;
  body: string;
  now: Date;
};

/** Files a request in the inbox with the viewer's words as the first of its thread. */
export async function openInboxRequest(tx: DbExecutor, input: NewInboxRequest): Promise<InboxRequestRow> {
  const [row] = await tx
    .insert(inboxRequests)
    .values({
      companyId: input.companyId,
      kind: input.kind,
      ...input.source,
      consumerId: input.consumerId,
      email: input.email,
      name: input.name,
      language: input.language,
      purchaseId: input.purchaseId,
      bookingId: input.bookingId,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .returning();
  if (!row) throw new Error('inbox request insert returned no row');
  await tx.insert(inboxMessages).values({
    companyId: input.companyId,
    requestId: row.id,
    author: 'viewer',
    body: input.body,
    createdAt: input.now,
  });
  return row;
}

/** Whether the company's staff are mailed when a request arrives (its setting; on unless turned off). */
export function mailsStaffOnRequests(company: {
  customProperties: { mail_staff_on_requests?: boolean | undefined };
}) {
  return company.customProperties.mail_staff_on_requests !== false;
}

const KIND_WORDS: Record<RequestKind, string> = {
  refund: 'refund request',
  modification: 'modification request',
  booking_question: 'question about a booking',
  message: 'message',
};

/**
 * Tells the company's staff a request arrived: its contact address, or its owners when it set
 * none, with the viewer as reply-to. Staff read the back-office in English here, as the other
 * staff mails.
 */
export async function mailStaffOfRequest(
  deps: { db: DbExecutor; mailer: Mailer },
  company: { id: number; title: string; contactEmail: string | null },
  request: Pick<InboxRequestRow, 'kind' | 'email' | 'name'> & { body: string },
): Promise<void> {
  const recipients = company.contactEmail
    ? [company.contactEmail]
    : await listOwnerEmails(deps.db, company.id);
  if (recipients.length === 0) return;
  const name = request.name ?? request.email;
  await deps.mailer.send({
    to: recipients.join(', '),
    ...(request.email.endsWith('.invalid')
      ? {}
      : { replyTo: `"${name.replace(/["\\\r\n]/g, '')}" <${request.email}>` }),
    subject: `[${company.title}] New ${KIND_WORDS[request.kind]} from ${name}`,
    text: [
      `${name} <${request.email}> sent a ${KIND_WORDS[request.kind]}:`,
      '',
      request.body,
      '',
      'Answer it from the requests inbox of the back-office.',
    ].join('\n'),
  });
}

function viewOf(row: InboxRequestRow, thread: InboxMessageRow[]): InboxRequest {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    created_at: toApiDateTime(row.createdAt),
    updated_at: toApiDateTime(row.updatedAt),
    viewer_email: row.email,
    viewer_name: row.name,
    purchase_id: row.purchaseId,
    booking_id: row.bookingId,
    thread: thread.map((message) => ({
      author: message.author,
      by: message.byEmail,
      decision: message.decision,
      body: message.body,
      created_at: toApiDateTime(message.createdAt),
    })),
  };
}

async function threadsOf(db: DbExecutor, requestIds: number[]): Promise<Map<number, InboxMessageRow[]>> {
  const threads = new Map<number, InboxMessageRow[]>(requestIds.map((id) => [id, []]));
  if (requestIds.length === 0) return threads;
  const rows = await db
    .select()
    .from(inboxMessages)
    .where(inArray(inboxMessages.requestId, requestIds))
    .orderBy(asc(inboxMessages.id));
  for (const row of rows) threads.get(row.requestId)?.push(row);
  return threads;
}

/** `admin/requests/list`: a page of the company's requests, newest first, each with its thread. */
export async function listInboxRequests(
  db: DbExecutor,
  companyId: number,
  input: z.output<typeof ZListRequestsRequest>,
): Promise<{ requests: InboxRequest[]; total: number; open: number }> {
  const where = and(
    ofCompany(inboxRequests, companyId),
    input.status ? eq(inboxRequests.status, input.status) : undefined,
    input.kind ? eq(inboxRequests.kind, input.kind) : undefined,
  );
  const [rows, [counted], [open]] = await Promise.all([
    db
      .select()
      .from(inboxRequests)
      .where(where)
      .orderBy(desc(inboxRequests.createdAt), desc(inboxRequests.id))
      .limit(input.page_size)
      .offset(input.page * input.page_size),
    db.select({ value: count() }).from(inboxRequests).where(where),
    db
      .select({ value: count() })
      .from(inboxRequests)
      .where(and(ofCompany(inboxRequests, companyId), eq(inboxRequests.status, 'open'))),
  ]);
  const threads = await threadsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    requests: rows.map((row) => viewOf(row, threads.get(row.id) ?? [])),
    total: counted?.value ?? 0,
    open: open?.value ?? 0,
  };
}

/** A request still waiting for the company's decision: open, or answered with a reply. */
const UNDECIDED: RequestStatus[] = ['open', 'answered'];
/** A reply answers an open request; one answered or decided already keeps its status. */
const REPLIED: RequestStatus[] = ['open'];

const STATUS_AFTER: Record<RequestDecision, RequestStatus> = {
  approve: 'approved',
  reject: 'rejected',
  reply: 'answered',
};

/** Gives the order of a refund request back in full; the payments module decides it. */
export type RefundPurchase = (input: { purchaseId: number; reason: string }) => Promise<void>;

/**
 * `admin/requests/answer`: approve a refund request (its order is refunded in full first: a
 * refund the provider refuses leaves the request as it was), reject it with a reason, or reply.
 * The answer joins the thread and is mailed to the viewer in their language. A request decided
 * already is a 409; two approvals at once refund once, as the refund itself is once per order.
 */
export async function answerInboxRequest(
  deps: Pick<SupportDeps, 'db' | 'mailer' | 'config'>,
  input: {
    companyId: number;
    requestId: number;
    decision: RequestDecision;
    message: string;
    byEmail: string;
    mayRefund: boolean;
    now: Date;
    refund: RefundPurchase;
    log: { error(details: object, message: string): void };
  },
): Promise<InboxRequest> {
  const [request] = await deps.db
    .select()
    .from(inboxRequests)
    .where(and(eq(inboxRequests.id, input.requestId), ofCompany(inboxRequests, input.companyId)));
  if (!request) throw new AppError('NOT_FOUND');
  if (input.decision !== 'reply' && !UNDECIDED.includes(request.status)) throw new AppError('CONFLICT');
  if (input.decision === 'approve') {
    if (!input.mayRefund) throw new AppError('FORBIDDEN');
    if (request.kind !== 'refund' || request.purchaseId === null) {
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: { decision: [adminFieldMessage('approve_not_refund')] } },
      });
    }
    await input.refund({ purchaseId: request.purchaseId, reason: input.message });
  }
  const answered = await deps.db.transaction(async (tx) => {
    const next = STATUS_AFTER[input.decision];
    const [moved] = await tx
      .update(inboxRequests)
      .set({ status: next, updatedAt: input.now })
      .where(
        and(
          eq(inboxRequests.id, request.id),
          // A reply to a decided request keeps its decision; a decision moves only an undecided one.
          inArray(inboxRequests.status, input.decision === 'reply' ? REPLIED : UNDECIDED),
        ),
      )
      .returning();
    if (!moved && input.decision !== 'reply') throw new AppError('CONFLICT');
    if (moved && request.refundRequestId !== null && input.decision !== 'reply') {
      await tx
        .update(refundRequests)
        .set({ status: next === 'approved' ? 'approved' : 'rejected', updatedAt: input.now })
        .where(eq(refundRequests.id, request.refundRequestId));
    }
    await tx.insert(inboxMessages).values({
      companyId: request.companyId,
      requestId: request.id,
      author: 'staff',
      byEmail: input.byEmail,
      decision: input.decision,
      body: input.message,
      createdAt: input.now,
    });
    return moved ?? request;
  });
  // The answer stands once recorded; a mail that cannot go is logged, and the thread keeps it.
  await mailAnswer(deps, answered, input.decision, input.message).catch((error: unknown) =>
    input.log.error({ err: error, requestId: answered.id }, 'request answer mail failed'),
  );
  const threads = await threadsOf(deps.db, [answered.id]);
  return viewOf(answered, threads.get(answered.id) ?? []);
}

const ANSWER_TEXTS = {
  approve: 'requestMail.approved',
  reject: 'requestMail.rejected',
  reply: 'requestMail.replied',
} as const;

/** The company's answer, mailed to the viewer in the language they asked in. */
async function mailAnswer(
  deps: Pick<SupportDeps, 'db' | 'mailer' | 'config'>,
  request: InboxRequestRow,
  decision: RequestDecision,
  message: string,
): Promise<void> {
  if (request.email.endsWith('.invalid')) return;
  const company = await findCompanyById(deps.db, request.companyId);
  if (!company) return;
  const language =
    LANGUAGES.find((code) => code === (request.language ?? company.customProperties.language)) ?? 'en';
  const origin = siteOrigin(deps.config, company.domain);
  const named = { company: company.title };
  const [firstWords] = (await threadsOf(deps.db, [request.id])).get(request.id) ?? [];
  const content = {
    language,
    heading: text(language, `${ANSWER_TEXTS[decision]}.heading`, named),
    paragraphs: [text(language, `${ANSWER_TEXTS[decision]}.intro`, named)],
    rows: [
      ...(firstWords ? [{ label: text(language, 'requestMail.request'), value: firstWords.body }] : []),
      { label: text(language, 'requestMail.answer'), value: message },
    ],
    link: {
      label: text(language, 'purchaseMail.dashboard'),
      url: `${origin}${routePath('user.dashboard', {})}`,
    },
  };
  const brand = brandOf(company, origin);
  await deps.mailer.send({
    to: request.email,
    subject: text(language, 'requestMail.subject', named),
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
  });
}
