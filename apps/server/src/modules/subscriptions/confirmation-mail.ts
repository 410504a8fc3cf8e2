import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { routePath } from '@screener/contracts/routes';
import { SUBSCRIBED_STATUSES } from '@screener/contracts/subscription';
import { and, eq, inArray } from 'drizzle-orm';
import { renderBrandedMail, renderPlainMail } from '../../lib/branded-mail.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { text } from '../../lib/texts/index.ts';
import { findConsumer } from '../auth/index.ts';
import { brandOf, findCompanyById } from '../companies/index.ts';
import { formatPrice } from '../payments/index.ts';
import type { BillingLog } from './billing-mail.ts';
import type { SubscriptionsDeps } from './deps.ts';
import { subscriptions } from './schema.ts';
import { findPlanById } from './subscription-store.ts';
import type { SubscriptionRow } from './subscription-view.ts';

/**
 * Takes the right to send the subscription's confirmation, in one statement: only once, and only
 * once it gives a subscriber's rights (trialing or active), so a subscription waiting for 3-D
 * Secure is confirmed when the challenge passes, and one given up is never confirmed.
 */
async function claimConfirmation(
  db: SubscriptionsDeps['db'],
  subscriptionId: number,
): Promise<SubscriptionRow | null> {
  const [claimed] = await db
    .update(subscriptions)
    .set({ confirmationPending: false })
    .where(
      and(
        eq(subscriptions.id, subscriptionId),
        eq(subscriptions.confirmationPending, true),
        inArray(subscriptions.status, [...SUBSCRIBED_STATUSES]),
      ),
    )
    .returning();
  return claimed ?? null;
}

/**
 * The confirmation of a new subscription, branded like the purchase receipt: the plan, what it
 * costs each period, the free trial's end and the next payment, with a link to the dashboard's
 * subscription tab. In the language the viewer subscribed in, else the account's, else the
 * company's. Sent after the change that started the subscription committed, at most once (the
 * create call, the 3-D Secure confirmation and Stripe's webhook may each be the one that sees it
 * start); a mail that fails is logged and not tried again.
 */
export async function mailSubscriptionConfirmation(
  deps: Pick<SubscriptionsDeps, 'db' | 'mailer' | 'config'>,
  input: { subscriptionId: number; language: LanguageCode | null },
  log: BillingLog,
): Promise<void> {
  try {
    const subscription = await claimConfirmation(deps.db, input.subscriptionId);
    if (!subscription) return;
    const [consumer, company, plan] = await Promise.all([
      findConsumer(deps.db, subscription.companyId, subscription.consumerId),
      findCompanyById(deps.db, subscription.companyId),
      findPlanById(deps.db, subscription.companyId, subscription.planId),
    ]);
    if (!consumer || !company || !plan) return;
    const to = consumer.contactEmail ?? consumer.email;
    // Link-only viewers have a placeholder address under .invalid: there is no one to mail.
    if (to.endsWith('.invalid')) return;
    const language =
      input.language ??
      LANGUAGES.find((code) => code === consumer.language) ??
      company.customProperties.language;
    const origin = siteOrigin(deps.config, company.domain);
    const day = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: company.timezone });
    const named = { company: company.title, plan: plan.planName };
    const price = text(language, `subscriptionMail.per.${plan.interval}`, {
      amount: formatPrice(plan.amountMinor, plan.currency, language),
    });
    const trialEnd = subscription.status === 'trialing' ? subscription.trialEnd : null;
    const content = {
      language,
      heading: text(language, 'subscriptionMail.heading'),
      paragraphs: [
        text(language, trialEnd ? 'subscriptionMail.introTrial' : 'subscriptionMail.intro', named),
        text(language, 'subscriptionMail.cancelNote'),
      ],
      rows: [
        { label: text(language, 'subscriptionMail.plan'), value: plan.planName },
        { label: text(language, 'subscriptionMail.price'), value: price },
        ...(trialEnd
          ? [{ label: text(language, 'subscriptionMail.trialEnds'), value: day.format(trialEnd) }]
          : []),
        ...(subscription.cancelAtPeriodEnd
          ? []
          : [
              {
                label: text(language, 'subscriptionMail.nextPayment'),
                value: day.format(subscription.currentPeriodEnd),
              },
            ]),
      ],
      link: {
        label: text(language, 'subscriptionMail.link'),
        url: `${origin}${routePath('user.dashboard', {}, { tab: 'subscription' })}`,
      },
    };
    await deps.mailer.send({
      to,
      subject: text(language, 'subscriptionMail.subject', named),
      text: renderPlainMail(brandOf(company, origin), content),
      html: renderBrandedMail(brandOf(company, origin), content),
    });
  } catch (error) {
    log.error({ err: error, subscriptionId: input.subscriptionId }, 'subscription confirmation mail failed');
  }
}
