import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { routePath } from '@screener/contracts/routes';
import type { Plan } from '@screener/contracts/subscription';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatMinor } from '../subscription-format';
import { PlanFeatures } from './plan-features';
import '../subscription-texts';

/**
 * The checkout dialog (spec part 2 §2.10): the plan, its features, a note and the geographic
 * catalogue's link; Disagree closes it and forgets the plan, Agree goes on to payment.
 */
export function CheckoutDialog({
  plan,
  onDisagree,
  onAgree,
}: {
  plan: Plan | null;
  onDisagree: () => void;
  onAgree: (plan: Plan) => void;
}) {
  const { t } = useTranslation('subscriptions');
  const titleId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={plan !== null}
      onClose={onDisagree}
      aria-labelledby={titleId}
      fullScreen={phone}
      slotProps={{ paper: { sx: { inlineSize: { sm: 500 } } } }}
    >
      {plan ? (
        <>
          <DialogTitle id={titleId} dir="auto">
            {plan.metadata.plan_name}
          </DialogTitle>
          <DialogContent>
            <Typography variant="h6" component="p" gutterBottom>
              <bdi>{formatMinor(plan.amount, plan.currency)}</bdi> {t(`subscriptions.per.${plan.interval}`)}
            </Typography>
            <PlanFeatures interval={plan.interval} />
            <Typography variant="body2" color="text.secondary" sx={{ marginBlock: 2 }}>
              {t('subscriptions.checkout.note')}
            </Typography>
            <Link component={RouterLink} to={routePath('vod.geocatalogue')}>
              {t('subscriptions.checkout.seeCatalogue')}
            </Link>
          </DialogContent>
          <DialogActions>
            <Button onClick={onDisagree}>{t('subscriptions.checkout.disagree')}</Button>
            <Button variant="contained" onClick={() => onAgree(plan)}>
              {t('subscriptions.checkout.agree')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
