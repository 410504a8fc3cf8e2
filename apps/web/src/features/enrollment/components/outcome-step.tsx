import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { routePath } from '@screener/contracts/routes';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useFocusWhenShown } from '../../../domain/payment/step-heading';
import type { EnrollmentOutcome } from '../purchase-outcome';

/**
 * The success feedback message (spec part 2 §2.11, §4.6) with a link to the viewer's account. The
 * message takes the focus, as the button that led here is gone, so it is read out at once.
 */
export function OutcomeStep(props: {
  outcome: EnrollmentOutcome;
  onAccount: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const message = useRef<HTMLDivElement>(null);
  useFocusWhenShown(message);
  const { outcome } = props;
  const text =
    outcome.kind === 'pass'
      ? (outcome.message ?? t('enrollment.outcome.pass'))
      : t(`enrollment.outcome.${outcome.kind}`);
  return (
    <Stack spacing={2}>
      <Alert
        ref={message}
        tabIndex={-1}
        severity={outcome.kind === 'processing' ? 'info' : 'success'}
        role="status"
        sx={{ outline: 'none' }}
      >
        {text}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={routePath('user.dashboard')} onClick={props.onAccount}>
          {t('enrollment.outcome.account')}
        </Button>
        <Button variant="contained" onClick={props.onClose}>
          {t('enrollment.outcome.done')}
        </Button>
      </Stack>
    </Stack>
  );
}
