import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { GetSubscriptionResponse, Subscription } from '@screener/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { formatUnixDate } from '../subscription-format';
import '../subscription-texts';

/**
 * The details card: company, current period (or the scheduled cancel, or the end), canceled at,
 * plan, trial until, discount and the card (brand and last four digits).
 */
export function SubscriptionDetailsCard({
  subscription,
  paymentMethod,
}: {
  subscription: Subscription;
  paymentMethod: GetSubscriptionResponse['paymentMethod'];
}) {
  const { t, i18n } = useTranslation('subscriptions');
  const company = useCurrentCompany();
  const titleId = useId();
  const date = (seconds: number) => formatUnixDate(seconds, i18n.language, company.timezone);
  const period =
    subscription.status === 'canceled' && subscription.ended_at !== null
      ? { label: t('subscriptions.details.ended'), value: date(subscription.ended_at) }
      : subscription.cancel_at_period_end && subscription.cancel_at !== null
        ? { label: t('subscriptions.details.cancelsOn'), value: date(subscription.cancel_at) }
        : {
            label: t('subscriptions.details.currentPeriod'),
            value: `${date(subscription.current_period_start)} – ${date(subscription.current_period_end)}`,
          };
  const rows: { label: string; value: string }[] = [
    { label: t('subscriptions.details.company'), value: company.title },
    period,
    ...(subscription.canceled_at !== null
      ? [{ label: t('subscriptions.details.canceledAt'), value: date(subscription.canceled_at) }]
      : []),
    { label: t('subscriptions.details.plan'), value: subscription.plan.metadata.plan_name },
    ...(subscription.trial_end !== null
      ? [{ label: t('subscriptions.details.trialUntil'), value: date(subscription.trial_end) }]
      : []),
    ...(subscription.discount
      ? [
          {
            label: t('subscriptions.details.discount'),
            value: t('subscriptions.details.discountValue', {
              percent: subscription.discount.coupon.percent_off,
              duration: t(`subscriptions.duration.${subscription.discount.coupon.duration}`),
            }),
          },
        ]
      : []),
    ...(paymentMethod
      ? [
          {
            label: t('subscriptions.details.billingMethod'),
            value: t('subscriptions.details.card', {
              brand: paymentMethod.card.brand.toUpperCase(),
              last4: paymentMethod.card.last4,
            }),
          },
        ]
      : []),
  ];
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" gutterBottom>
          {t('subscriptions.details.title')}
        </Typography>
        <dl
          style={{
            margin: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
            gap: '8px 24px',
          }}
        >
          {rows.map((row) => (
            <div key={row.label} style={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {row.label}
              </Typography>
              <Typography component="dd" sx={{ margin: 0 }} dir="auto">
                {row.value}
              </Typography>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
