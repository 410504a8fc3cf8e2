import { LANGUAGES } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { text } from '../../lib/texts/index.ts';
import { findConsumer } from '../auth/index.ts';
import { brandOf, findCompanyById } from '../companies/index.ts';
import { formatPrice } from '../payments/index.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { findPlanById } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

export type BillingLog = { error(details: object, message: string): void };

/**
 * The reminder three days before a trial ends, branded and in the viewer's language, sent after
 * the step that took the right to send it committed: at most once. A mail that cannot be sent is
 * logged and not tried again.
 */
export async function mailTrialReminder(
  deps: Pick<SubscriptionsDeps, 'db' | 'mailer' | 'config'>,
  subscription: SubscriptionRow,
  log: BillingLog,
): Promise<void> {
  try {
    const [consumer, company, plan] = await Promise.all([
      findConsumer(deps.db, subscription.companyId, subscription.consumerId),
      findCompanyById(deps.db, subscription.companyId),
      findPlanById(deps.db, subscription.companyId, subscription.planId),
    ]);
    if (!consumer || !company || !plan || !subscription.trialEnd) return;
    const to = consumer.contactEmail ?? consumer.email;
    if (to.endsWith('.invalid')) return;
    const language = LANGUAGES.find((code) => code === consumer.language) ?? 'en';
    const origin = siteOrigin(deps.config, company.domain);
    const brand = brandOf(company, origin);
    const trialEnds = new Intl.DateTimeFormat(language, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: company.timezone,
    }).format(subscription.trialEnd);
    const content = {
      language,
      heading: text(language, 'trialReminder.heading'),
      paragraphs: [
        text(language, 'trialReminder.intro', { company: company.title, plan: plan.planName }),
        text(language, 'trialReminder.cancelNote'),
      ],
      rows: [
        { label: text(language, 'trialReminder.plan'), value: plan.planName },
        { label: text(language, 'trialReminder.trialEnds'), value: trialEnds },
        {
          label: text(language, 'trialReminder.amount'),
          value: formatPrice(plan.amountMinor, plan.currency, language),
        },
      ],
      link: {
        label: text(language, 'trialReminder.link'),
        url: `${origin}${routePath('user.dashboard', {}, { tab: 'subscription' })}`,
      },
    };
    await deps.mailer.send({
      to,
      subject: text(language, 'trialReminder.subject', { company: company.title }),
      text: renderPlainMail(brand, content),
      html: renderBrandedMail(brand, content),
    });
  } catch (error) {
    log.error({ err: error, subscriptionId: subscription.id }, 'trial reminder mail failed');
  }
}
