import type { LanguageCode } from '@screener/contracts/language';
import { BOOKING_QUERY_SENT } from '@screener/contracts/support';
import type { DbExecutor } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Mailer } from '../../ports/mailer.ts';
import { findConsumer } from '../auth/index.ts';
import type { CompanyRow } from '../companies/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { listOwnerEmails } from '../staff/index.ts';
import { findOwnBooking } from '../venues/index.ts';
import { mailsStaffOnRequests, openInboxRequest } from './inbox.ts';
import { bookingQueries } from './schema.ts';

/**
 * `submitBookingQuery`: the viewer's question about one of their own bookings (the Support button
 * on a ticket). It is stored with the booking and mailed to the company (its contact address, or
 * its administrators) with the viewer as reply-to, so staff answer with a plain reply. Another
 * viewer's booking, another company's, or one of another event is not found; a few questions per
 * window (`beforeStore`), then 429.
 */
export async function submitBookingQuery(
  deps: { db: DbExecutor; mailer: Mailer },
  input: {
    company: CompanyRow;
    consumerId: number;
    bookingId: number;
    screenerId: number;
    query: string;
    language: LanguageCode;
    now: Date;
    /** The viewer's limit of questions, counted once the booking is known to be theirs. */
    beforeStore: () => Promise<void>;
  },
): Promise<string> {
  const { company, now } = input;
  const booking = await findOwnBooking(deps.db, company.id, input.consumerId, input.bookingId);
  if (!booking || booking.screenerId !== input.screenerId) throw new AppError('NOT_FOUND');
  await input.beforeStore();
  const [consumer, [screener], owners] = await Promise.all([
    findConsumer(deps.db, company.id, input.consumerId),
    findScreenerRows(deps.db, company.id, [booking.screenerId]),
    company.contactEmail ? [] : listOwnerEmails(deps.db, company.id),
  ]);
  if (!consumer) throw new AppError('SESSION_EXPIRED');
  await deps.db.transaction(async (tx) => {
    const [query] = await tx
      .insert(bookingQueries)
      .values({
        companyId: company.id,
        bookingId: booking.id,
        consumerId: input.consumerId,
        query: input.query,
        createdAt: now,
      })
      .returning({ id: bookingQueries.id });
    if (!query) throw new Error('booking query insert returned no row');
    await openInboxRequest(tx, {
      companyId: company.id,
      kind: 'booking_question',
      source: { bookingQueryId: query.id },
      consumerId: input.consumerId,
      email: consumer.contactEmail ?? consumer.email,
      name: consumer.name,
      language: input.language,
      purchaseId: booking.purchaseId,
      bookingId: booking.id,
      body: input.query,
      now,
    });
  });
  const recipients = company.contactEmail ? [company.contactEmail] : owners;
  if (recipients.length > 0 && mailsStaffOnRequests(company)) {
    const sender = consumer.contactEmail ?? consumer.email;
    const name = consumer.name ?? sender;
    await deps.mailer.send({
      to: recipients.join(', '),
      ...(sender.endsWith('.invalid') ? {} : { replyTo: `"${name.replace(/["\\\r\n]/g, '')}" <${sender}>` }),
      subject: `[${company.title}] Question about booking #${booking.id}`,
      text: [
        `${name} asked about booking #${booking.id} (${screener?.title ?? 'event'}, seats ${booking.seats.join(', ')}):`,
        '',
        input.query,
        '',
        'Reply to this mail, or answer from the requests inbox of the back-office.',
      ].join('\n'),
    });
  }
  return BOOKING_QUERY_SENT[input.language];
}
