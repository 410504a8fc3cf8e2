import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsumerProfile } from '@screener/contracts/auth';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from '../../../api/error-text';
import { DialogForm, FormDialog } from '../../../ui/form-dialog';
import { notify } from '../../../ui/notifications';
import { dashboardPath } from '../account-paths';
import { leaveThenForget } from '../leave-and-forget';
import { useResendVerification } from '../phone-form-api';
import { useDeleteAccount, useDownloadPersonalData } from '../privacy-api';
import { useClearViewerData } from '../use-logout';
import '../privacy-texts';

/**
 * The profile's personal data (issue 36): a copy of it as a file, and the account's deletion, which
 * asks the password again (or a mailed code for an account without one).
 */
export function PersonalDataSection({ consumer }: { consumer: ConsumerProfile }) {
  const { t } = useTranslation('privacy');
  const download = useDownloadPersonalData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Stack component="section" spacing={1} aria-labelledby="personal-data-heading">
      <Typography id="personal-data-heading" variant="h6" component="h3">
        {t('privacy.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('privacy.intro')}
      </Typography>
      {download.isError ? <Alert severity="error">{errorText(download.error, t)}</Alert> : null}
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Button variant="outlined" loading={download.isPending} onClick={() => download.mutate()}>
          {t('privacy.download')}
        </Button>
        <Button variant="outlined" color="error" onClick={() => setDeleting(true)}>
          {t('privacy.delete')}
        </Button>
      </Stack>
      <FormDialog open={deleting} onClose={() => setDeleting(false)} title={t('privacy.deleteTitle')}>
        {deleting ? <DeleteAccountForm consumer={consumer} onCancel={() => setDeleting(false)} /> : null}
      </FormDialog>
    </Stack>
  );
}

function DeleteAccountForm({ consumer, onCancel }: { consumer: ConsumerProfile; onCancel: () => void }) {
  const { t } = useTranslation('privacy');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const clearViewerData = useClearViewerData();
  const remove = useDeleteAccount();
  const sendCode = useResendVerification();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const codeKey = sendCode.data?.otp.key ?? null;
  const error = remove.error ?? sendCode.error;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!consumer.has_password && !codeKey) {
      await sendCode.mutateAsync({ email: consumer.email }).catch(() => null);
      return;
    }
    const proof = consumer.has_password ? { password } : { key: codeKey ?? '', code };
    const done = await remove.mutateAsync(proof).catch(() => null);
    if (!done) return;
    notify(t('privacy.deleted'), 'success');
    leaveThenForget(navigate, pathname, dashboardPath(), clearViewerData);
  };

  return (
    <DialogForm
      submission={{
        submit,
        busy: remove.isPending || sendCode.isPending,
        formError: error ? errorText(error, t) : null,
      }}
      intro={
        <>
          {t('privacy.deleteGoes')}
          <br />
          {t('privacy.deleteKept')}
        </>
      }
      onCancel={onCancel}
      cancelLabel={t('account.cancel')}
      submitLabel={consumer.has_password || codeKey ? t('privacy.deleteConfirm') : t('privacy.sendCode')}
    >
      {consumer.has_password ? (
        <TextField
          label={t('privacy.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : codeKey ? (
        <TextField
          label={t('privacy.code')}
          helperText={t('privacy.codeSent', { email: consumer.email })}
          autoComplete="one-time-code"
          required
          value={code}
          onChange={(event) => setCode(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      ) : (
        <Typography variant="body2">{t('privacy.codeIntro', { email: consumer.email })}</Typography>
      )}
    </DialogForm>
  );
}
