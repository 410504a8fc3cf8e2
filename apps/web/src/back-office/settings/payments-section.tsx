import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '@screener/contracts/company';
import {
  CREDENTIAL_GATEWAYS,
  type CredentialGateway,
  GATEWAY_CREDENTIAL_FIELDS,
  type PaymentSettingsUpdate,
  type PaymentSettingsView,
  STRIPE_WEBHOOK_PATHS,
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
import { usePaymentSettings, useSavePayments } from './settings-api';

/** Typed but not yet saved credentials, per gateway and field; empty fields keep what is stored. */
type Drafts = Record<CredentialGateway, Record<string, string>>;
const emptyDrafts = (): Drafts => ({ stripe: {}, paypal: {}, meshulam: {} });

type WebhookField = keyof typeof STRIPE_WEBHOOK_PATHS;
const isWebhookField = (field: string): field is WebhookField => Object.hasOwn(STRIPE_WEBHOOK_PATHS, field);

/** Only the fields typed into: a field left empty keeps the stored value (the browser never has it). */
export function credentialChanges(drafts: Drafts): NonNullable<PaymentSettingsUpdate['credentials']> {
  const changes: NonNullable<PaymentSettingsUpdate['credentials']> = {};
  for (const gateway of CREDENTIAL_GATEWAYS) {
    const typed = Object.entries(drafts[gateway]).filter(([, value]) => value.trim() !== '');
    if (typed.length > 0) changes[gateway] = Object.fromEntries(typed);
  }
  return changes;
}

/** Owners only: which gateways the site offers, and each card gateway's credentials, write-only. */
export function PaymentsSection() {
  const payments = usePaymentSettings();
  if (!payments.data) return <LoadState error={payments.error} onRetry={() => void payments.refetch()} />;
  return <PaymentsForm view={payments.data.payments} />;
}

function PaymentsForm({ view }: { view: PaymentSettingsView }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fieldError = useFieldErrorText();
  const save = useSavePayments();
  const [enabled, setEnabled] = useState<PaymentGatewayName[]>(view.enabled_payment_gateways);
  const [suffix, setSuffix] = useState(view.statement_descriptor_suffix ?? '');
  const [drafts, setDrafts] = useState<Drafts>(emptyDrafts);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFieldErrors({});
    try {
      await save.mutateAsync({
        enabled_payment_gateways: enabled,
        statement_descriptor_suffix: suffix,
        credentials: credentialChanges(drafts),
      });
      setDrafts(emptyDrafts());
      notify(t('settings.saved'), 'success');
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.fields) setFieldErrors(error.details.fields);
      else notify(apiErrorText(error), 'error');
    }
  };
  const errorOf = (path: string) => fieldError(fieldErrors[path]?.[0]);

  return (
    <SectionForm onSubmit={(event) => void submit(event)} submitting={save.isPending}>
      <FormGroup>
        <FormLabel component="legend">{t('settings.payments.enabled')}</FormLabel>
        {PAYMENT_GATEWAYS.map((gateway) => (
          <FormControlLabel
            key={gateway}
            label={t(`settings.payments.gateway.${gateway}`)}
            control={
              <Checkbox
                checked={enabled.includes(gateway)}
                onChange={(event) =>
                  setEnabled((current) =>
                    event.target.checked ? [...current, gateway] : current.filter((item) => item !== gateway),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      <TextField
        label={t('settings.payments.descriptor')}
        value={suffix}
        onChange={(event) => setSuffix(event.target.value)}
        error={Boolean(fieldErrors.statement_descriptor_suffix)}
        helperText={errorOf('statement_descriptor_suffix') ?? t('settings.payments.descriptorHint')}
        slotProps={{ htmlInput: { maxLength: 22, dir: 'ltr' } }}
      />
      {CREDENTIAL_GATEWAYS.map((gateway) => (
        <Stack key={gateway} component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            {t('settings.payments.credentials', { gateway: t(`settings.payments.gateway.${gateway}`) })}
          </Typography>
          {GATEWAY_CREDENTIAL_FIELDS[gateway].map((field) => {
            const path = `credentials.${gateway}.${field}`;
            const kept = secretHelper(t, view.credentials[gateway][field]);
            // A Stripe webhook secret: which endpoint it comes from, at this site's own address
            // (the back-office runs on the company's domain).
            const hint =
              gateway === 'stripe' && isWebhookField(field)
                ? `${t(`settings.payments.endpoint.${field}`, { url: `${window.location.origin}${STRIPE_WEBHOOK_PATHS[field]}` })} ${kept}`
                : kept;
            return (
              <TextField
                key={field}
                label={t(`settings.payments.field.${field}`)}
                type="password"
                autoComplete="off"
                value={drafts[gateway][field] ?? ''}
                onChange={(event) =>
                  setDrafts((current) => ({
                    ...current,
                    [gateway]: { ...current[gateway], [field]: event.target.value },
                  }))
                }
                error={Boolean(fieldErrors[path])}
                helperText={errorOf(path) ?? hint}
                slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': path } }}
              />
            );
          })}
        </Stack>
      ))}
    </SectionForm>
  );
}
