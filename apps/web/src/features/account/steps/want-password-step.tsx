import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { useSkipPassword } from '../api';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** want_to_set_password: set one now, or skip (remembered, so the flow stops asking). */
export function WantPasswordStep({ dispatch }: StepProps) {
  const { t } = useTranslation();
  const skip = useSkipPassword();
  const [formError, setFormError] = useState<string | null>(null);

  const skipPassword = async () => {
    setFormError(null);
    try {
      await skip.mutateAsync({});
      dispatch({ type: 'PASSWORD_SKIPPED' });
    } catch (error) {
      setFormError(errorText(error, t));
    }
  };

  return (
    <StepFrame title={t('account.wantPasswordTitle')} description={t('account.wantPasswordIntro')}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={skipPassword} loading={skip.isPending}>
          {t('account.skip')}
        </Button>
        <Button variant="contained" onClick={() => dispatch({ type: 'SET_PASSWORD_CHOSEN' })} autoFocus>
          {t('account.setPassword')}
        </Button>
      </Stack>
    </StepFrame>
  );
}
