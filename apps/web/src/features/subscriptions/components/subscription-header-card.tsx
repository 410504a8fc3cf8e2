import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import type { Subscription } from '@screener/contracts/subscription';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { useChangeSubscription } from '../api';
import { daysUntil, formatUnixDate } from '../subscription-format';
import { SubscriptionStatusChip } from './subscription-status-chip';
import '../subscription-texts';

/**
 * The header card: the subscriber's email (to the profile tab), the company, the plan and the
 * status; the trial's or the scheduled cancel's time left; Cancel or Reactivate after a
 * confirmation, unless the subscription has ended.
 */
export function SubscriptionHeaderCard({ subscription }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation('subscriptions');
  const company = useCurrentCompany();
  const change = useChangeSubscription();
  const [confirming, setConfirming] = useState(false);
  const titleId = useId();
  const now = Date.now();
  const scheduled = subscription.cancel_at_period_end && subscription.cancel_at !== null;
  const ended = subscription.status === 'canceled';
  const action = scheduled ? 'resume' : 'cancel';
  const date = (seconds: number) => formatUnixDate(seconds, i18n.language, company.timezone);

  const confirm = () => {
    setConfirming(false);
    change.mutate(
      { id: subscription.id, action },
      {
        onSuccess: () =>
          notify(
            t(action === 'cancel' ? 'subscriptions.tab.canceled' : 'subscriptions.tab.reactivated'),
            'success',
          ),
        onError: (error) => notify(errorText(error, t), 'error'),
      },
    );
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent>
        <Stack spacing={1}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography id={titleId} variant="h6" component="h2" dir="auto">
              {subscription.plan.metadata.plan_name}
            </Typography>
            <SubscriptionStatusChip status={subscription.status} />
          </Stack>
          <Typography dir="auto">{company.title}</Typography>
          <Link component={RouterLink} to={routePath('user.dashboard', {}, { tab: 'profile' })} dir="ltr">
            {subscription.metadata.email}
          </Link>
          {subscription.status === 'trialing' && subscription.trial_end !== null ? (
            <Typography color="info.main">
              {t('subscriptions.tab.trialEnds', {
                date: date(subscription.trial_end),
                count: daysUntil(subscription.trial_end, now),
              })}
            </Typography>
          ) : null}
          {scheduled && !ended && subscription.cancel_at !== null ? (
            <Tooltip title={t('subscriptions.tab.cancelsTip')}>
              <Typography color="warning.main" tabIndex={0} sx={{ alignSelf: 'flex-start' }}>
                {t('subscriptions.tab.cancels', {
                  date: date(subscription.cancel_at),
                  count: daysUntil(subscription.cancel_at, now),
                })}
              </Typography>
            </Tooltip>
          ) : null}
        </Stack>
      </CardContent>
      {ended ? null : (
        <CardActions>
          <Button
            variant={scheduled ? 'contained' : 'outlined'}
            color={scheduled ? 'primary' : 'error'}
            loading={change.isPending}
            onClick={() => setConfirming(true)}
          >
            {t(scheduled ? 'subscriptions.tab.reactivate' : 'subscriptions.tab.cancel')}
          </Button>
        </CardActions>
      )}
      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby={`${titleId}-confirm`}>
        <DialogTitle id={`${titleId}-confirm`}>
          {t(scheduled ? 'subscriptions.tab.reactivateTitle' : 'subscriptions.tab.cancelTitle')}
        </DialogTitle>
        <DialogContent>
          <DialogContentText>
            {scheduled
              ? t('subscriptions.tab.reactivateText')
              : t('subscriptions.tab.cancelText', { date: date(subscription.current_period_end) })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('subscriptions.tab.keep')}</Button>
          <Button variant="contained" onClick={confirm}>
            {t(scheduled ? 'subscriptions.tab.reactivateConfirm' : 'subscriptions.tab.cancelConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
