import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Subscription } from '@screener/contracts/subscription';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { formatUnixDate } from '../subscription-format';
import '../subscription-texts';

function DateItem({ label, value }: { label: string; value: string }) {
  return (
    <Stack>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value}</Typography>
    </Stack>
  );
}

/**
 * The dates row: the next invoice (not while on trial or canceled), the start, the end once
 * canceled, and the note that it ends at the period end.
 */
export function SubscriptionDates({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const company = useCurrentCompany();
  const date = (seconds: number) => formatUnixDate(seconds, i18n.language, company.timezone);
  const canceled = subscription.status === 'canceled';
  const showsNext = !canceled && subscription.status !== 'trialing' && !subscription.cancel_at_period_end;
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {showsNext ? (
          <DateItem
            label={t('subscriptions.dates.nextInvoice')}
            value={date(subscription.current_period_end)}
          />
        ) : null}
        <DateItem label={t('subscriptions.dates.start')} value={date(subscription.created)} />
        {canceled && subscription.ended_at !== null ? (
          <DateItem label={t('subscriptions.dates.end')} value={date(subscription.ended_at)} />
        ) : null}
      </Stack>
      {subscription.cancel_at_period_end && !canceled ? (
        <Typography variant="body2" color="text.secondary">
          {t('subscriptions.dates.endsAtPeriodEnd')}
        </Typography>
      ) : null}
    </Stack>
  );
}
