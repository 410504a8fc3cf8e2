import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Plan } from '@screener/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
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
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack spacing={1}>
          <Typography id={titleId} variant="h6" component="h2" dir="auto">
            {plan.metadata.plan_name}
          </Typography>
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
        </Stack>
      </CardContent>
      {subscribed ? null : (
        <CardActions>
          <Button
            variant="contained"
            onClick={() => onSubscribe(plan)}
            aria-label={t('subscriptions.subscribeNamed', { name: plan.metadata.plan_name })}
          >
            {t('subscriptions.subscribe')}
          </Button>
        </CardActions>
      )}
    </Card>
  );
}
