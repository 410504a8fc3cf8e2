import { toApiDateTime } from '@screener/contracts/dates';
import { ERASED_TEXT, erasedEmail } from '@screener/contracts/privacy';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { ofCompany } from '../../db/tenant.ts';
import { viewerRows } from '../../db/viewer-owned.ts';
import type { PersonalDataHolder } from '../../ports/personal-data.ts';
import { inboxMessages, inboxRequests, newsletterSubscribers, supportRequests } from './schema.ts';

/**
 * The viewer's messages to the company: the "Leave a message" form and the requests inbox. Erasing
 * keeps each request (the company's record of what was decided) without the name, address or the
 * viewer's words. Newsletter sign-ups are kept by address, so the account's addresses find them;
 * they are deleted, as a sign-up is nothing but the address.
 */
export function supportPersonalData(db: DbExecutor): PersonalDataHolder {
  return {
    name: 'support_requests',
    async export(companyId, consumerId) {
      const messages = await viewerRows(db, supportRequests, companyId, consumerId);
      const requests = await viewerRows(db, inboxRequests, companyId, consumerId);
      return {
        messages: messages.map((row) => ({
          name: row.name,
          email: row.email,
          message: row.message,
          sent_at: toApiDateTime(row.createdAt),
        })),
        requests: requests.map((row) => ({
          kind: row.kind,
          status: row.status,
          email: row.email,
          name: row.name,
          created_at: toApiDateTime(row.createdAt),
        })),
      };
    },
    async erase(companyId, consumerId, tx, _now, addresses) {
      if (addresses.length) {
        await tx.delete(newsletterSubscribers).where(
          and(
            ofCompany(newsletterSubscribers, companyId),
            inArray(
              sql`lower(${newsletterSubscribers.email})`,
              addresses.map((address) => address.toLowerCase()),
            ),
          ),
        );
      }
      await tx
        .update(supportRequests)
        .set({ name: ERASED_TEXT, email: erasedEmail(consumerId), message: ERASED_TEXT, referPage: null })
        .where(and(ofCompany(supportRequests, companyId), eq(supportRequests.consumerId, consumerId)));
      const requests = await tx
        .update(inboxRequests)
        .set({ name: null, email: erasedEmail(consumerId) })
        .where(and(ofCompany(inboxRequests, companyId), eq(inboxRequests.consumerId, consumerId)))
        .returning({ id: inboxRequests.id });
      if (requests.length) {
        await tx
          .update(inboxMessages)
          .set({ body: ERASED_TEXT })
          .where(
            and(
              ofCompany(inboxMessages, companyId),
              eq(inboxMessages.author, 'viewer'),
              inArray(
                inboxMessages.requestId,
                requests.map((request) => request.id),
              ),
            ),
          );
      }
    },
  };
}
