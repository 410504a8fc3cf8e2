import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Plan } from '@screener/contracts/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnrollmentDialog } from '../../../domain/enrollment/enrollment-dialog-context';
import { useIsSubscribed } from '../../../domain/viewer/own-subscription';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { usePlans } from '../api';
import { CheckoutDialog } from '../components/checkout-dialog';
import { PlanCard } from '../components/plan-card';
import '../subscription-texts';

/**
 * subscription.plans (spec part 2 §2.10): a card per plan; Subscribe opens the checkout dialog,
 * whose Agree opens the enrollment dialog in subscription mode.
 */
export function PlansPage() {
  const { t } = useTranslation('subscriptions');
  const plans = usePlans();
  const subscribed = useIsSubscribed();
  const dialog = useEnrollmentDialog();
  const [checkout, setCheckout] = useState<Plan | null>(null);
  useDocumentTitle(t('subscriptions.plans.title'));

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('subscriptions.plans.title')}
      </Typography>
      {plans.isPending ? <InlineSpinner label={t('subscriptions.plans.loading')} /> : null}
      {plans.isError ? (
        <LoadError sentence="screenings.loadError" error={plans.error} onRetry={() => void plans.refetch()} />
      ) : null}
      {plans.data?.length === 0 ? (
        <ListEmpty messages={[t('subscriptions.plans.emptyTitle'), t('subscriptions.plans.emptyText')]} />
      ) : null}
      {plans.data && plans.data.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {plans.data.map((plan) => (
            <PlanCard key={plan.id} plan={plan} subscribed={subscribed} onSubscribe={setCheckout} />
          ))}
        </Box>
      ) : null}
      <CheckoutDialog
        plan={checkout}
        onDisagree={() => setCheckout(null)}
        onAgree={(plan) => {
          setCheckout(null);
          dialog.open({
            mode: 'subscription',
            subscriptionPlan: { id: plan.id, name: plan.metadata.plan_name },
          });
        }}
      />
    </Container>
  );
}
