import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../components/load-state';
import { useSetSignInPolicy, useSignInPolicy } from '../totp-api';
import { useApiErrorText } from '../use-api-error-text';

/** Owners only: whether every member of the staff must sign in with an authenticator app too. */
export function SecuritySection() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const policy = useSignInPolicy();
  const save = useSetSignInPolicy();
  const hintId = useId();
  if (!policy.data) return <LoadState error={policy.error} onRetry={() => void policy.refetch()} />;
  return (
    <Stack spacing={2} sx={{ maxInlineSize: 640 }}>
      <FormControlLabel
        label={t('settings.security.requireTotp')}
        control={
          <Switch
            checked={policy.data.policy.totp_required}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ totp_required: event.target.checked })}
            slotProps={{ input: { 'aria-describedby': hintId } }}
          />
        }
      />
      <Typography id={hintId} variant="body2" color="text.secondary">
        {t('settings.security.requireTotpHint')}
      </Typography>
      {save.isError ? <Alert severity="error">{apiErrorText(save.error)}</Alert> : null}
    </Stack>
  );
}
