import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { formatAmount } from '@screener/contracts/money';
import { currencySymbol } from '@screener/contracts/pricing';
import type { AppDeps } from '../../app-deps.ts';
import { findConsumer } from '../auth/consumers.ts';
import { findCompanyById } from '../companies/service.ts';
import { findPlans } from '../pricing/service.ts';
import type { PurchaseRow } from './service.ts';

const TEXTS: Record<
  LanguageCode,
  { subject: string; body: (plan: string, amount: string, company: string) => string }
> = {
  en: {
    subject: 'Your payment is complete',
    body: (plan, amount, company) =>
      `Your payment of ${amount} for ${plan} at ${company} is complete. Enjoy!`,
  },
  es: {
    subject: 'Su pago se ha completado',
    body: (plan, amount, company) =>
      `Su pago de ${amount} por ${plan} en ${company} se ha completado. ¡Disfrútelo!`,
  },
  he: {
    subject: 'התשלום שלך הושלם',
    body: (plan, amount, company) => `התשלום שלך בסך ${amount} עבור ${plan} ב-${company} הושלם. צפייה מהנה!`,
  },
  it: {
    subject: 'Il tuo pagamento è stato completato',
    body: (plan, amount, company) =>
      `Il tuo pagamento di ${amount} per ${plan} presso ${company} è stato completato. Buona visione!`,
  },
};

/**
 * "Please wait, we will notify you via email": a purchase that waited in processing (a provider's
 * callback, cash confirmed by an administrator) tells the viewer by mail once it completes.
 */
export async function mailPurchaseCompleted(
  deps: Pick<AppDeps, 'db' | 'mailer'>,
  purchase: PurchaseRow,
): Promise<void> {
  const [consumer, company, plans] = await Promise.all([
    findConsumer(deps.db, purchase.companyId, purchase.consumerId),
    findCompanyById(deps.db, purchase.companyId),
    findPlans(deps.db, purchase.companyId, purchase.pricingId ? [purchase.pricingId] : []),
  ]);
  if (!consumer || !company) return;
  const language = LANGUAGES.find((code) => code === consumer.language) ?? 'en';
  const texts = TEXTS[language];
  const amount = `${currencySymbol(purchase.currency)}${formatAmount(purchase.amountMinor)}`;
  await deps.mailer.send({
    to: consumer.email,
    subject: texts.subject,
    text: texts.body(plans[0]?.name ?? company.title, amount, company.title),
  });
}
