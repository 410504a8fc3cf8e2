import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';
import { TotpCodeForm } from '../totp/totp-code-form';
import { TotpSetupPanel } from '../totp/totp-setup-panel';
import { useTotpConfirm, useTotpDisable, useTotpSetup, useTotpStatus } from '../totp-api';
import { useApiErrorText } from '../use-api-error-text';

/** The signed-in member's own account: for now, their two-step sign-in. */
export function AccountPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('accountPage.title'));
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('accountPage.title')}
      </Typography>
      <TwoStepSection />
    </Stack>
  );
}

function TwoStepSection() {
  const { t } = useTranslation('admin');
  const status = useTotpStatus();
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Stack spacing={2} sx={{ maxInlineSize: 560 }}>
        <Typography id={headingId} component="h2" variant="h6">
          {t('totp.title')}
        </Typography>
        <Typography>{t('totp.about')}</Typography>
        {!status.data ? (
          <LoadState error={status.error} onRetry={() => void status.refetch()} />
        ) : status.data.enabled ? (
          <TurnOff required={status.data.required} />
        ) : (
          <TurnOn required={status.data.required} />
        )}
      </Stack>
    </Paper>
  );
}

function TurnOn({ required }: { required: boolean }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const setup = useTotpSetup();
  const confirm = useTotpConfirm();
  if (!setup.data) {
    return (
      <>
        <Alert severity={required ? 'warning' : 'info'}>
          {t(required ? 'totp.requiredOff' : 'totp.off')}
        </Alert>
        {setup.isError ? <Alert severity="error">{apiErrorText(setup.error)}</Alert> : null}
        <Button
          variant="contained"
          loading={setup.isPending}
          onClick={() => setup.mutate()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('totp.setUp')}
        </Button>
      </>
    );
  }
  return (
    <>
      <TotpSetupPanel uri={setup.data.uri} secret={setup.data.secret} />
      <TotpCodeForm
        submitLabel={t('totp.confirm')}
        onCode={async (code) => {
          await confirm.mutateAsync({ code });
        }}
      >
        <Button onClick={() => setup.reset()}>{t('totp.cancel')}</Button>
      </TotpCodeForm>
    </>
  );
}

function TurnOff({ required }: { required: boolean }) {
  const { t } = useTranslation('admin');
  const disable = useTotpDisable();
  return (
    <>
      <Alert severity="success" role="status">
        {t('totp.on')}
      </Alert>
      {required ? (
        <Typography>{t('totp.requiredOn')}</Typography>
      ) : (
        <>
          <Typography>{t('totp.turnOffIntro')}</Typography>
          <TotpCodeForm
            autoFocus={false}
            submitLabel={t('totp.turnOff')}
            onCode={async (code) => {
              await disable.mutateAsync({ code });
            }}
          />
        </>
      )}
    </>
  );
}
