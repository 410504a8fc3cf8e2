import type { LanguageCode } from '@screener/contracts/language';
import {
  type CreateSupportRequestRequest,
  NEWSLETTER_SUBSCRIBED,
  SUPPORT_REQUEST_SENT,
} from '@screener/contracts/support';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { MailingListPort } from '../../ports/mailing-list.ts';
import type { CompanyRow } from '../companies/index.ts';
import { listOwnerEmails } from '../staff/index.ts';
import { mailsStaffOnRequests, openInboxRequest } from './inbox.ts';
import { newsletterSubscribers, supportRequests } from './schema.ts';

/**
 * Stores a "Leave a message" request and mails it to the company: to its contact address, or to
 * its administrators when it set none. The viewer's address is the reply-to, so the company
 * answers with a plain reply. The route limits how many one address sends.
 */
export async function createSupportRequest(
  deps: { db: DbExecutor; mailer: Mailer },
  input: {
    company: CompanyRow;
    request: CreateSupportRequestRequest;
    consumerId: number | null;
    language: LanguageCode;
    now: Date;
  },
): Promise<string> {
  const { company, request, now } = input;
  await deps.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(supportRequests)
      .values({
        companyId: company.id,
        name: request.name,
        email: request.email,
        message: request.message,
        referPage: request.refer_page ?? null,
        consumerId: input.consumerId,
        createdAt: now,
      })
      .returning({ id: supportRequests.id });
    if (!stored) throw new Error('support request insert returned no row');
    await openInboxRequest(tx, {
      companyId: company.id,
      kind: 'message',
      source: { supportRequestId: stored.id },
      consumerId: input.consumerId,
      email: request.email,
      name: request.name,
      language: input.language,
      purchaseId: null,
      bookingId: null,
      body: request.message,
      now,
    });
  });

  const recipients = !mailsStaffOnRequests(company)
    ? []
    : company.contactEmail
      ? [company.contactEmail]
      : await listOwnerEmails(deps.db, company.id);
  if (recipients.length > 0) {
    await deps.mailer.send({
      to: recipients.join(', '),
      replyTo: `"${request.name.replace(/["\\\r\n]/g, '')}" <${request.email}>`,
      subject: `[${company.title}] New message from ${request.name}`,
      text: [
        `${request.name} <${request.email}> left a message on ${company.title}:`,
        '',
        request.message,
        '',
        `Sent from: ${request.refer_page || 'unknown page'}`,
        'Reply to this mail, or answer from the requests inbox of the back-office.',
      ].join('\n'),
    });
  }
  return SUPPORT_REQUEST_SENT[input.language];
}

/**
 * Signs an address up to the company's newsletter. With a mailing-list provider and the
 * company's key and list id, the provider gets it and the local row records the result;
 * otherwise the local row is the list.
 */
export async function subscribeNewsletter(
  deps: { db: DbExecutor; mailingList: MailingListPort | null },
  input: { company: CompanyRow; email: string; language: LanguageCode; now: Date },
): Promise<string> {
  const { company, now } = input;
  const account =
    deps.mailingList && company.mailingListApiKey && company.mailingListId
      ? { apiKey: company.mailingListApiKey, listId: company.mailingListId }
      : null;
  let providerStatus: 'local' | 'synced' | 'failed' = 'local';
  let failure: unknown = null;
  if (account && deps.mailingList) {
    try {
      await deps.mailingList.subscribe(account, input.email);
      providerStatus = 'synced';
    } catch (error) {
      providerStatus = 'failed';
      failure = error;
    }
  }

  // The conflict target is the expression index on (company_id, lower(email)), which the query
  // builder cannot name, hence plain SQL.
  await deps.db.execute(sql`
    insert into ${newsletterSubscribers} (company_id, email, provider_status, created_at, updated_at)
    values (${company.id}, ${input.email}, ${providerStatus}, ${now.toISOString()}, ${now.toISOString()})
    on conflict (company_id, lower(email))
    do update set provider_status = excluded.provider_status, updated_at = excluded.updated_at`);

  // The row keeps the failed sign-up for a later retry; the viewer learns that it did not go through.
  if (failure) throw new AppError('SERVER_ERROR');
  return NEWSLETTER_SUBSCRIBED[input.language];
}
