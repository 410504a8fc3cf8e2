import { zodResolver } from '@hookform/resolvers/zod';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  type SaveWebhookRequest,
  WEBHOOK_EVENTS,
  type WebhookEndpoint,
  ZSaveWebhookRequest,
} from '@screener/contracts/webhooks';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps, useFieldErrorText } from '../../ui/form-errors';
import { useFormSubmit } from '../../ui/use-form-submit';
import { eventTextKey } from './event-text-key';
import { useSaveWebhook } from './integrations-api';

type WebhookForm = SaveWebhookRequest;

/**
 * Adds an endpoint (`endpoint` null) or changes one: its address and the events it hears. A new
 * endpoint's secret is handed to `onCreated`, to be shown once.
 */
export function WebhookDialog({
  open,
  endpoint,
  onClose,
  onCreated,
}: {
  open: boolean;
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCreated(secret: string): void;
}) {
  const { t } = useTranslation('admin');
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={endpoint ? t('integrations.webhooks.editTitle') : t('integrations.webhooks.addTitle')}
    >
      {open ? <WebhookFormBody endpoint={endpoint} onClose={onClose} onCreated={onCreated} /> : null}
    </FormDialog>
  );
}

function WebhookFormBody({
  endpoint,
  onClose,
  onCreated,
}: {
  endpoint: WebhookEndpoint | null;
  onClose(): void;
  onCreated(secret: string): void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useFieldErrorText();
  const save = useSaveWebhook();
  const form = useForm<WebhookForm, unknown, z.output<typeof ZSaveWebhookRequest>>({
    resolver: zodResolver(ZSaveWebhookRequest),
    defaultValues: endpoint
      ? { endpoint_id: endpoint.id, url: endpoint.url, events: endpoint.events, active: endpoint.active }
      : { url: 'https://', events: [], active: true },
  });
  const { errors } = form.formState;
  const submission = useFormSubmit(form, {
    fields: ['url', 'events'],
    action: async (values) => {
      const answer = await save.mutateAsync(values);
      onClose();
      if (answer.secret) onCreated(answer.secret);
    },
  });
  return (
    <DialogForm
      submission={submission}
      onCancel={onClose}
      cancelLabel={t('staff.cancel')}
      submitLabel={t('integrations.save')}
    >
      <TextField
        {...form.register('url')}
        label={t('integrations.webhooks.url')}
        required
        type="url"
        slotProps={{ htmlInput: { dir: 'ltr' } }}
        {...errorProps(fieldError, errors.url, t('integrations.webhooks.urlHint'))}
      />
      <Controller
        control={form.control}
        name="events"
        render={({ field }) => (
          <FormGroup>
            <FormLabel component="legend">{t('integrations.webhooks.events')}</FormLabel>
            {WEBHOOK_EVENTS.map((event) => (
              <FormControlLabel
                key={event}
                label={t(`integrations.webhooks.event.${eventTextKey(event)}`)}
                control={
                  <Checkbox
                    checked={field.value.includes(event)}
                    onChange={(change) =>
                      field.onChange(
                        change.target.checked
                          ? [...field.value, event]
                          : field.value.filter((chosen) => chosen !== event),
                      )
                    }
                  />
                }
              />
            ))}
            {errors.events ? (
              <FormHelperText error>{fieldError(errors.events.message)}</FormHelperText>
            ) : null}
          </FormGroup>
        )}
      />
      <Controller
        control={form.control}
        name="active"
        render={({ field }) => (
          <FormControlLabel
            label={t('integrations.webhooks.active')}
            control={
              <Switch
                checked={field.value ?? true}
                onChange={(change) => field.onChange(change.target.checked)}
              />
            }
          />
        )}
      />
    </DialogForm>
  );
}
