import type { LanguageCode } from '@screener/contracts/language';
import {
  type CreateSupportRequestRequest,
  NEWSLETTER_SUBSCRIBED,
  SUPPORT_REQUEST_SENT,
} from '@screener/contracts/support';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import type { Clock } from '../../lib/clock.ts';
import type { CompanyLookup } from '../../ports/company-lookup.ts';
import type { Mailer } from '../../ports/mailer.ts';
import type { MailingListAccount, MailingListPort } from '../../ports/mailing-list.ts';
import type { CompanyRow } from '../companies/index.ts';
import { listOwnerEmails } from '../staff/index.ts';
import { mailsStaffOnRequests, openInboxRequest } from './inbox.ts';
import { type NewsletterProviderStatus, newsletterSubscribers, supportRequests } from './schema.ts';

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

/** The company's list at the provider, when the company set one and a provider is configured. */
function mailingListAccount(company: {
  mailingListApiKey: string | null;
  mailingListId: string | null;
}): MailingListAccount | null {
  return company.mailingListApiKey && company.mailingListId
    ? { apiKey: company.mailingListApiKey, listId: company.mailingListId }
    : null;
}

/** What a newsletter sign-up needs: the provider and the queue retrying it, null when none is configured. */
/** The queue that retries the sign-ups the provider refused (newsletter-queue.ts). */
export type NewsletterQueue = {
  /** Queues the sign-up of a stored subscriber whose first try at the provider failed. */
  send(subscriberId: number): Promise<void>;
  /** Starts this node's worker; any node may take a job, as the queue lives in the database. */
  startWorker(): Promise<void>;
  /** Runs, on this node and now, the jobs that are due (tests and scripts, without the worker). */
  runDue(): Promise<void>;
  stop(): Promise<void>;
};

export type NewsletterProvider = { mailingList: MailingListPort; queue: NewsletterQueue };

/**
 * Signs an address up to the company's newsletter. The local row is kept first, whatever the
 * provider does: with a provider and the company's key and list id, the provider gets it at once;
 * should the provider refuse or not answer, the sign-up is queued and retried until it takes it,
 * and the viewer is told they are registered (they are: nothing is lost). Without a provider the
 * local row is the list.
 */
export async function subscribeNewsletter(
  deps: { db: DbExecutor; provider: NewsletterProvider | null; log: FastifyBaseLogger },
  input: { company: CompanyRow; email: string; language: LanguageCode; now: Date },
): Promise<string> {
  const { company, now } = input;
  const account = deps.provider ? mailingListAccount(company) : null;
  const subscriberId = await keepSubscriber(deps.db, {
    companyId: company.id,
    email: input.email,
    status: account ? 'pending' : 'local',
    now,
  });
  if (account && deps.provider) {
    try {
      await deps.provider.mailingList.subscribe(account, input.email);
      await setProviderStatus(deps.db, subscriberId, 'synced', now);
    } catch (error) {
      deps.log.warn(
        { err: error, companyId: company.id },
        'newsletter sign-up queued: the provider refused it',
      );
      await deps.provider.queue.send(subscriberId);
    }
  }
  return NEWSLETTER_SUBSCRIBED[input.language];
}

/** Stores the sign-up, once per company and address whatever its case, and answers its id. */
async function keepSubscriber(
  db: DbExecutor,
  input: { companyId: number; email: string; status: NewsletterProviderStatus; now: Date },
): Promise<number> {
  // The conflict target is the expression index on (company_id, lower(email)), which the query
  // builder cannot name, hence plain SQL.
  await db.execute(sql`
    insert into ${newsletterSubscribers} (company_id, email, provider_status, created_at, updated_at)
    values (${input.companyId}, ${input.email}, ${input.status}, ${input.now.toISOString()}, ${input.now.toISOString()})
    on conflict (company_id, lower(email))
    do update set provider_status = excluded.provider_status, updated_at = excluded.updated_at`);
  const [row] = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        ofCompany(newsletterSubscribers, input.companyId),
        sql`lower(${newsletterSubscribers.email}) = lower(${input.email})`,
      ),
    );
  if (!row) throw new Error('the newsletter sign-up was not stored');
  return row.id;
}

function setProviderStatus(db: DbExecutor, id: number, status: NewsletterProviderStatus, now: Date) {
  return db
    .update(newsletterSubscribers)
    .set({ providerStatus: status, updatedAt: now })
    .where(eq(newsletterSubscribers.id, id));
}

/**
 * One try of a queued sign-up at the provider (the newsletter queue's job). A failure is thrown
 * for the queue to retry; on the queue's last try the row is marked failed. A sign-up synced in
 * the meantime, or whose company no longer has a list, needs nothing more.
 */
export async function syncNewsletterSubscriber(
  deps: { db: DbExecutor; companies: CompanyLookup; clock: Clock; mailingList: MailingListPort },
  input: { subscriberId: number; lastTry: boolean },
): Promise<void> {
  const [row] = await deps.db
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, input.subscriberId));
  if (!row || row.providerStatus === 'synced' || row.providerStatus === 'local') return;
  const company = await deps.companies.byId(row.companyId);
  const account = company ? mailingListAccount(company) : null;
  if (!account) {
    await setProviderStatus(deps.db, row.id, 'local', deps.clock.now());
    return;
  }
  try {
    await deps.mailingList.subscribe(account, row.email);
  } catch (error) {
    if (input.lastTry) await setProviderStatus(deps.db, row.id, 'failed', deps.clock.now());
    throw error;
  }
  await setProviderStatus(deps.db, row.id, 'synced', deps.clock.now());
}
