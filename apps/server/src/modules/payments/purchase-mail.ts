import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { PRICING_TYPES, PURCHASE_STATUSES, type PurchaseStatus } from '@screener/contracts/pricing';
import { routePath } from '@screener/contracts/routes';
import { TICKET_PDF_CONTENT_TYPE } from '@screener/contracts/ticket-pdf';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { text } from '../../lib/texts/index.ts';
import type { MailAttachment } from '../../ports/mailer.ts';
import { findConsumer } from '../auth/index.ts';
import { brandOf, type CompanyRow, findCompanyById } from '../companies/index.ts';
import { findPlans } from '../pricing/index.ts';
import { findScreenerRows } from '../screenings/index.ts';
import { findBookingSeatLabels, ticketPdfOf } from '../venues/index.ts';
import { DUPLICATE_PAYMENT_MESSAGE } from './complete-purchase.ts';
import type { PaymentsDeps } from './deps.ts';
import { publishOrderCompleted } from './order-events.ts';
import type { PurchaseRow } from './purchase-queries.ts';
import { purchases } from './schema.ts';

/** The company site's origin for the mail's links, from its stored domain. */
export type MailOrigin = (domain: string) => string;

export type MailLog = { error(details: object, message: string): void };

/**
 * Takes the right to mail about the purchase's present status, in one statement: only a status
 * asked for, only one the viewer was not yet mailed about. A webhook and the reconciliation job
 * settling one purchase at once therefore send one receipt, and a "we will notify you" mail
 * never follows the receipt.
 */
async function claimMail(
  db: PaymentsDeps['db'],
  purchaseId: number,
  statuses: readonly PurchaseStatus[],
): Promise<PurchaseRow | null> {
  const [claimed] = await db
    .update(purchases)
    .set({ mailedStatus: sql`${purchases.status}` })
    .where(
      and(
        eq(purchases.id, purchaseId),
        inArray(purchases.status, [...statuses]),
        or(isNull(purchases.mailedStatus), lt(purchases.mailedStatus, purchases.status)),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * Takes the right to tell the viewer that a payment they were told is in process did not go
 * through, in one statement: the claim clears `mailed_status`, so a later attempt of the same
 * purchase is announced afresh, and money that still arrives sends its receipt. A purchase whose
 * money is owed back is told by its refund mail instead.
 */
async function claimFailureMail(db: PaymentsDeps['db'], purchaseId: number): Promise<PurchaseRow | null> {
  const [claimed] = await db
    .update(purchases)
    .set({ mailedStatus: null })
    .where(
      and(
        eq(purchases.id, purchaseId),
        eq(purchases.status, PURCHASE_STATUSES.initiated),
        eq(purchases.mailedStatus, PURCHASE_STATUSES.processing),
        isNull(purchases.refundStatus),
      ),
    )
    .returning();
  return claimed ?? null;
}

/** Which mail a purchase gets: its receipt, "we will notify you", or "it did not go through". */
type PurchaseNews = 'receipt' | 'inProcess' | 'failed';

const DASHBOARD_TAB: Partial<Record<number, string>> = {
  [PRICING_TYPES.vod]: 'vodEvents',
  [PRICING_TYPES.group]: 'purchases',
};

/** An amount in minor units as the viewer's language writes money. */
export function formatPrice(amountMinor: number, currency: string, language: LanguageCode): string {
  try {
    return new Intl.NumberFormat(language, { style: 'currency', currency }).format(amountMinor / 100);
  } catch {
    return `${(amountMinor / 100).toFixed(2)} ${currency}`;
  }
}

/** What was bought: the plan and, when the purchase is for one event, its title. */
async function itemOf(db: PaymentsDeps['db'], purchase: PurchaseRow): Promise<string | null> {
  const [plans, events] = await Promise.all([
    findPlans(db, purchase.companyId, purchase.pricingId ? [purchase.pricingId] : []),
    findScreenerRows(db, purchase.companyId, purchase.screenerId ? [purchase.screenerId] : []),
  ]);
  const parts = [plans[0]?.name, events[0]?.title].filter((part): part is string => Boolean(part));
  return parts.length > 0 ? parts.join(' – ') : null;
}

async function sendPurchaseMail(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'storage'>,
  purchase: PurchaseRow,
  news: PurchaseNews,
  origin: MailOrigin,
): Promise<void> {
  const [consumer, company, item, seats] = await Promise.all([
    findConsumer(deps.db, purchase.companyId, purchase.consumerId),
    findCompanyById(deps.db, purchase.companyId),
    itemOf(deps.db, purchase),
    purchase.bookingId ? findBookingSeatLabels(deps.db, purchase.bookingId) : [],
  ]);
  if (!consumer || !company) return;
  const to = consumer.contactEmail ?? consumer.email;
  // Link-only viewers have a placeholder address under .invalid: there is no one to mail.
  if (to.endsWith('.invalid')) return;
  const language = LANGUAGES.find((code) => code === (purchase.language ?? consumer.language)) ?? 'en';
  const siteOrigin = origin(company.domain);
  const completed = news === 'receipt';
  const message = `purchaseMail.${news}` as const;
  const named = { company: company.title };
  const brand = brandOf(company, siteOrigin);
  const tab = DASHBOARD_TAB[purchase.purchaseType] ?? 'events';
  const content = {
    language,
    heading: text(language, `${message}.heading`),
    paragraphs: [text(language, `${message}.intro`, named)],
    rows: [
      { label: text(language, 'purchaseMail.item'), value: item ?? company.title },
      ...(seats.length > 0 ? [{ label: text(language, 'purchaseMail.seats'), value: seats.join(', ') }] : []),
      {
        label: completed ? text(language, 'purchaseMail.amountPaid') : text(language, 'purchaseMail.amount'),
        value: formatPrice(purchase.amountMinor, purchase.currency, language),
      },
      { label: text(language, 'purchaseMail.order'), value: String(purchase.id) },
    ],
    link: {
      label: text(language, 'purchaseMail.dashboard'),
      url: `${siteOrigin}${routePath('user.dashboard', {}, { tab })}`,
    },
  };
  const ticket =
    completed && purchase.bookingId ? await ticketAttachment(deps, purchase, company, language) : null;
  await deps.mailer.send({
    to,
    subject: text(language, `${message}.subject`, named),
    text: renderPlainMail(brand, content),
    html: renderBrandedMail(brand, content),
    ...(ticket ? { attachments: [ticket] } : {}),
  });
}

/** The booked seats' ticket, the same PDF the dashboard downloads, for the seat order's receipt. */
async function ticketAttachment(
  deps: Pick<PaymentsDeps, 'db' | 'storage'>,
  purchase: PurchaseRow,
  company: CompanyRow,
  language: LanguageCode,
): Promise<MailAttachment | null> {
  if (purchase.bookingId === null) return null;
  const content = await ticketPdfOf(deps, {
    company: {
      id: company.id,
      title: company.title,
      timezone: company.timezone,
      logoUrl: company.logoUrl,
      theme: company.customProperties.theme,
    },
    consumerId: purchase.consumerId,
    bookingId: purchase.bookingId,
    language,
  });
  return { filename: `ticket-${purchase.bookingId}.pdf`, contentType: TICKET_PDF_CONTENT_TYPE, content };
}

/**
 * Mails the viewer about a purchase once it has settled, after its transaction committed: the
 * receipt when it is completed and, with `inProcess`, the "we will notify you" mail when it is
 * left processing with nothing more for the viewer to do; a purchase the viewer was told is in
 * process and that failed since is told so, keeping that mail's promise. Each goes at most once;
 * any other failed purchase and one that cost nothing send nothing. A mail that cannot be sent is
 * logged and does not undo the purchase.
 */
export async function mailPurchaseNews(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'storage' | 'webhooks'>,
  purchaseId: number,
  options: { origin: MailOrigin; inProcess?: boolean; log: MailLog },
): Promise<void> {
  const statuses: PurchaseStatus[] = options.inProcess
    ? [PURCHASE_STATUSES.processing, PURCHASE_STATUSES.completed]
    : [PURCHASE_STATUSES.completed];
  try {
    const claimed = await claimMail(deps.db, purchaseId, statuses);
    if (claimed) {
      const completed = claimed.status === PURCHASE_STATUSES.completed;
      // The receipt's claim is taken once per purchase: the organisation hears of it once too,
      // a free order (a free plan, a 100% coupon, free seats) as well as a paid one.
      if (completed) await publishOrderCompleted(deps.webhooks, claimed);
      // Nothing paid is taking part, as the spec calls it: no receipt.
      if (claimed.amountMinor > 0)
        await sendPurchaseMail(deps, claimed, completed ? 'receipt' : 'inProcess', options.origin);
      return;
    }
    const failed = await claimFailureMail(deps.db, purchaseId);
    if (failed) await sendPurchaseMail(deps, failed, 'failed', options.origin);
  } catch (error) {
    options.log.error({ err: error, purchaseId }, 'purchase mail failed');
  }
}

/**
 * Tells the viewer their money went back (or will, by the company's hand): it came for seats
 * already taken, or the company cancelled the booking. Sent once: the caller claimed the refund's new status in one statement.
 */
export async function mailRefund(
  deps: Pick<PaymentsDeps, 'db' | 'mailer'>,
  purchase: PurchaseRow,
  options: { origin: MailOrigin; byStaff: boolean; log: MailLog },
): Promise<void> {
  try {
    const [consumer, company, item] = await Promise.all([
      findConsumer(deps.db, purchase.companyId, purchase.consumerId),
      findCompanyById(deps.db, purchase.companyId),
      itemOf(deps.db, purchase),
    ]);
    if (!consumer || !company) return;
    const to = consumer.contactEmail ?? consumer.email;
    if (to.endsWith('.invalid')) return;
    const language = LANGUAGES.find((code) => code === (purchase.language ?? consumer.language)) ?? 'en';
    const siteOrigin = options.origin(company.domain);
    const brand = brandOf(company, siteOrigin);
    // A completed purchase refunded is a booking the company cancelled; any other came too late,
    // for seats taken meanwhile or for what another payment had already bought.
    const cancelled = purchase.status === PURCHASE_STATUSES.completed;
    const duplicate = !cancelled && purchase.paymentDetails.failure_message === DUPLICATE_PAYMENT_MESSAGE;
    const paragraph = cancelled
      ? options.byStaff
        ? 'purchaseMail.refund.cancelledByStaff'
        : 'purchaseMail.refund.cancelledIntro'
      : duplicate
        ? options.byStaff
          ? 'purchaseMail.refund.supersededByStaff'
          : 'purchaseMail.refund.superseded'
        : options.byStaff
          ? 'purchaseMail.refund.byStaff'
          : 'purchaseMail.refund.intro';
    const named = { company: company.title };
    const content = {
      language,
      heading: text(
        language,
        cancelled
          ? 'purchaseMail.refund.cancelledHeading'
          : duplicate
            ? 'purchaseMail.refund.supersededHeading'
            : 'purchaseMail.refund.heading',
      ),
      paragraphs: [text(language, paragraph, named)],
      rows: [
        { label: text(language, 'purchaseMail.item'), value: item ?? company.title },
        {
          label: text(language, 'purchaseMail.amount'),
          value: formatPrice(purchase.amountMinor, purchase.currency, language),
        },
        { label: text(language, 'purchaseMail.order'), value: String(purchase.id) },
      ],
      link: {
        label: text(language, 'purchaseMail.dashboard'),
        url: `${siteOrigin}${routePath('user.dashboard', {}, { tab: 'tickets' })}`,
      },
    };
    await deps.mailer.send({
      to,
      subject: text(language, 'purchaseMail.refund.subject', named),
      text: renderPlainMail(brand, content),
      html: renderBrandedMail(brand, content),
    });
  } catch (error) {
    options.log.error({ err: error, purchaseId: purchase.id }, 'refund mail failed');
  }
}

/**
 * Tells the viewer staff refunded their order, in full or in part, with the amount and whether it
 * came back through the provider or comes by the company's hand. Sent once: the caller settled
 * the refund's own row in one statement before.
 */
export async function mailStaffRefund(
  deps: Pick<PaymentsDeps, 'db' | 'mailer'>,
  purchase: PurchaseRow,
  options: { origin: MailOrigin; amountMinor: number; full: boolean; byHand: boolean; log: MailLog },
): Promise<void> {
  try {
    const [consumer, company, item] = await Promise.all([
      findConsumer(deps.db, purchase.companyId, purchase.consumerId),
      findCompanyById(deps.db, purchase.companyId),
      itemOf(deps.db, purchase),
    ]);
    if (!consumer || !company) return;
    const to = consumer.contactEmail ?? consumer.email;
    if (to.endsWith('.invalid')) return;
    const language = LANGUAGES.find((code) => code === (purchase.language ?? consumer.language)) ?? 'en';
    const siteOrigin = options.origin(company.domain);
    const named = { company: company.title };
    const content = {
      language,
      heading: text(language, 'purchaseMail.staffRefund.heading'),
      paragraphs: [
        text(
          language,
          options.full ? 'purchaseMail.staffRefund.full' : 'purchaseMail.staffRefund.partial',
          named,
        ),
        ...(options.byHand ? [text(language, 'purchaseMail.staffRefund.byHand', named)] : []),
      ],
      rows: [
        { label: text(language, 'purchaseMail.item'), value: item ?? company.title },
        {
          label: text(language, 'purchaseMail.staffRefund.refunded'),
          value: formatPrice(options.amountMinor, purchase.currency, language),
        },
        { label: text(language, 'purchaseMail.order'), value: String(purchase.id) },
      ],
      link: {
        label: text(language, 'purchaseMail.dashboard'),
        url: `${siteOrigin}${routePath('user.dashboard', {}, { tab: DASHBOARD_TAB[purchase.purchaseType] ?? 'events' })}`,
      },
    };
    const brand = brandOf(company, siteOrigin);
    await deps.mailer.send({
      to,
      subject: text(language, 'purchaseMail.staffRefund.subject', named),
      text: renderPlainMail(brand, content),
      html: renderBrandedMail(brand, content),
    });
  } catch (error) {
    options.log.error({ err: error, purchaseId: purchase.id }, 'refund mail failed');
  }
}

/** The receipt mailed again at staff's request, whatever was mailed before. */
export async function resendReceipt(
  deps: Pick<PaymentsDeps, 'db' | 'mailer' | 'storage'>,
  purchase: PurchaseRow,
  origin: MailOrigin,
): Promise<void> {
  await sendPurchaseMail(deps, purchase, 'receipt', origin);
}
