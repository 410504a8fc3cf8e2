import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  SMS_CREDENTIAL_FIELDS,
  type SmsCredentialField,
  type SmsSettingsView,
} from '@screener/contracts/company-settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../api/api-errors';
import { useFieldErrorText } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';
import { secretHelper } from './secret-hint';
import { SectionForm } from './section-form';
import { useSaveSms, useSmsSettings } from './settings-api';

type Drafts = Partial<Record<SmsCredentialField, string>>;

/** Owners only: the company's own Twilio account for phone codes, write-only like payment keys. */
export function SmsSection() {
  const sms = useSmsSettings();
  if (!sms.data) return <LoadState error={sms.error} onRetry={() => void sms.refetch()} />;
  return <SmsForm view={sms.data.sms} />;
}

function SmsForm({ view }: { view: SmsSettingsView }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const save = useSaveSms();
  const [drafts, setDrafts] = useState<Drafts>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const send = async (credentials: Drafts | null) => {
    setFieldErrors({});
    try {
      await save.mutateAsync({ credentials });
      setDrafts({});
      notify(t('settings.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.fields) setFieldErrors(error.details.fields);
      else notify(apiErrorText(error), 'error');
    }
  };
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Only the fields typed into: a field left empty keeps what is kept.
    const typed = Object.fromEntries(Object.entries(drafts).filter(([, value]) => value.trim() !== ''));
    void send(typed);
  };

  return (
    <SectionForm onSubmit={submit} submitting={save.isPending}>
      <Alert severity={view.provider ? 'success' : 'info'}>
        {view.provider ? t('settings.sms.own') : t('settings.sms.deployment')}
      </Alert>
      <Typography variant="body2" color="text.secondary">
        {t('settings.sms.hint')}
      </Typography>
      {SMS_CREDENTIAL_FIELDS.map((field) => {
        const path = `credentials.${field}`;
        return (
          <TextField
            key={field}
            label={t(`settings.sms.field.${field}`)}
            type={field === 'auth_token' ? 'password' : 'text'}
            autoComplete="off"
            value={drafts[field] ?? ''}
            onChange={(event) => setDrafts((current) => ({ ...current, [field]: event.target.value }))}
            error={Boolean(fieldErrors[path])}
            helperText={fieldError(fieldErrors[path]?.[0]) ?? secretHelper(t, view.credentials[field])}
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': path } }}
          />
        );
      })}
      {view.provider ? (
        <Button
          variant="outlined"
          color="error"
          disabled={save.isPending}
          onClick={() => void send(null)}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.sms.forget')}
        </Button>
      ) : null}
    </SectionForm>
  );
}
