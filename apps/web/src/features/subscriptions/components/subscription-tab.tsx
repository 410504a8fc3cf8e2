import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOwnSubscription } from '../../../domain/viewer/own-subscription';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { LoadError } from '../../../ui/load-error';
import { InvoicesTable } from './invoices-table';
import { SubscriptionDates } from './subscription-dates';
import { SubscriptionDetailsCard } from './subscription-details-card';
import { SubscriptionHeaderCard } from './subscription-header-card';
import { SubscriptionPaymentCard } from './subscription-payment-card';
import '../subscription-texts';

/**
 * The dashboard's subscription tab (spec part 2 §2.8): the header card, the dates row, the details
 * card and the invoices; without a subscription, a headline and the way to the plans.
 */
export function SubscriptionTab() {
  const { t } = useTranslation('subscriptions');
  const own = useOwnSubscription();
  if (own.isPending) return <InlineSpinner label={t('subscriptions.loading')} />;
  if (own.isError)
    return <LoadError sentence="dashboard.loadError" error={own.error} onRetry={() => void own.refetch()} />;
  const { subscription, localSubscription, paymentMethod, invoices } = own.data;
  if (!subscription) {
    return (
      <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: 5, textAlign: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('subscriptions.tab.none')}
        </Typography>
        <Button variant="outlined" component={Link} to={routePath('subscription.plans')}>
          {t('subscriptions.tab.browsePlans')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={3}>
      <SubscriptionHeaderCard subscription={subscription} />
      {localSubscription ? (
        <SubscriptionPaymentCard
          id={localSubscription.id}
          status={subscription.status}
          gateway={localSubscription.gateway}
        />
      ) : null}
      <SubscriptionDates subscription={subscription} />
      <SubscriptionDetailsCard subscription={subscription} paymentMethod={paymentMethod} />
      <InvoicesTable invoices={invoices} />
    </Stack>
  );
}
