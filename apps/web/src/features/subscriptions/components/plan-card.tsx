import Button from '@mui/material/Button';
import CardActions from '@mui/material/CardActions';
import Typography from '@mui/material/Typography';
import type { Plan } from '@screener/contracts/subscription';
import { useTranslation } from 'react-i18next';
import { OfferCard } from '../../../ui/offer-card';
import { formatMinor } from '../subscription-format';
import { PlanFeatures } from './plan-features';
import '../subscription-texts';

/** One plan on the plans page: name, price per interval, features; Subscribe unless subscribed. */
export function PlanCard({
  plan,
  subscribed,
  onSubscribe,
}: {
  plan: Plan;
  subscribed: boolean;
  onSubscribe: (plan: Plan) => void;
}) {
  const { t } = useTranslation('subscriptions');
  return (
    <OfferCard
      title={plan.metadata.plan_name}
      actions={
        subscribed ? null : (
          <CardActions>
            <Button
              variant="contained"
              onClick={() => onSubscribe(plan)}
              aria-label={t('subscriptions.subscribeNamed', { name: plan.metadata.plan_name })}
            >
              {t('subscriptions.subscribe')}
            </Button>
          </CardActions>
        )
      }
    >
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        <bdi>{formatMinor(plan.amount, plan.currency)}</bdi>{' '}
        <Typography component="span" variant="body1" color="text.secondary">
          {t(`subscriptions.per.${plan.interval}`)}
        </Typography>
      </Typography>
      {plan.trial_period_days > 0 ? (
        <Typography variant="body2" color="success.main">
          {t('subscriptions.trialDays', { count: plan.trial_period_days })}
        </Typography>
      ) : null}
      <PlanFeatures interval={plan.interval} />
    </OfferCard>
  );
}
