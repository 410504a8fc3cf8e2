import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { BATCH_ACCESS_LINK_MODES, LINK_BATCH_MAX, type LinkKind } from '@screener/contracts/admin-links';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../api/api-errors';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { DatePickersProvider } from '../components/date-pickers-provider';
import { SelectField } from '../components/select-field';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import type { EventChoice } from './event-choices';
import { useCreateAccessLinks, useCreateAutoRegisterLinks } from './sales-api';
import { ZonedDateTimeController } from './zoned-date-time-controller';

type LinksForm = {
  screener_id: string;
  count: string;
  mode: (typeof BATCH_ACCESS_LINK_MODES)[number];
  recipients: string;
  send_mail: boolean;
  expires_at: string | null;
};

/** "ana@example.com, Ana Lopez" a line: the address, then an optional name. */
export function parseRecipients(text: string): { email: string; name?: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) => {
      const [email = '', ...rest] = line.split(/[,;\t]/);
      const name = rest.join(' ').trim();
      return name ? { email: email.trim(), name } : { email: email.trim() };
    });
}

/** A batch of links of one kind for one event; the list shows them as soon as they are made. */
export function LinkBatchDialog({
  kind,
  events,
  onClose,
  onCreated,
}: {
  kind: LinkKind | null;
  events: EventChoice[];
  onClose: () => void;
  onCreated: (screenerId: number) => void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const access = useCreateAccessLinks();
  const autoRegister = useCreateAutoRegisterLinks();
  const form = useForm<LinksForm>({
    defaultValues: {
      screener_id: '',
      count: '10',
      mode: 'anonymous',
      recipients: '',
      send_mail: true,
      expires_at: null,
    },
  });
  // Invitations are to an event's chat room: only events whose Chat room switch is on have one.
  const choices = kind === 'auto_register' ? events.filter((event) => event.chatRoom) : events;
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submission = useFormSubmit(form, {
    fields: ['screener_id', 'count', 'mode', 'recipients', 'send_mail', 'expires_at'],
    action: async (values) => {
      const screenerId = Number(values.screener_id);
      const expires = values.expires_at;
      try {
        const { created, mailed } =
          kind === 'auto_register'
            ? await autoRegister.mutateAsync({
                screener_id: screenerId,
                recipients: parseRecipients(values.recipients),
                expires_at: expires,
                send_mail: values.send_mail,
              })
            : await access.mutateAsync({
                screener_id: screenerId,
                count: Number(values.count),
                mode: values.mode,
                expires_at: expires,
              });
        if (mailed === undefined) notify(t('links.created', { count: created }), 'success');
        else if (mailed === created) notify(t('links.createdAndMailed', { count: created }), 'success');
        else notify(t('links.mailFailed', { count: created, mailed }), 'warning');
        onCreated(screenerId);
        close();
      } catch (error) {
        // An address of the list names its line (recipients.3.email): it belongs on the list's field.
        const fields = error instanceof ApiRequestError ? Object.entries(error.details?.fields ?? {}) : [];
        const line = fields.find(([field]) => field.startsWith('recipients.'));
        if (line) {
          const index = Number(line[0].split('.')[1] ?? 0);
          form.setError('recipients', {
            type: 'server',
            message: t('links.badLine', { line: index + 1, message: fieldError(line[1][0]) ?? '' }),
          });
          return;
        }
        throw error;
      }
    },
  });
  return (
    <DatePickersProvider>
      <FormDialog
        open={kind !== null}
        onClose={close}
        title={kind === 'auto_register' ? t('links.newAutoRegister') : t('links.newAccess')}
      >
        <DialogForm
          submission={submission}
          intro={kind === 'auto_register' ? t('links.autoRegisterIntro') : t('links.accessIntro')}
          onCancel={close}
          cancelLabel={t('sales.cancel')}
          submitLabel={t('sales.create')}
        >
          <Controller
            control={form.control}
            name="screener_id"
            render={({ field }) => (
              <SelectField
                {...field}
                required
                label={t('links.event')}
                error={Boolean(errors.screener_id)}
                helperText={
                  fieldError(errors.screener_id?.message) ??
                  (kind === 'auto_register' ? (
                    <Trans
                      t={t}
                      i18nKey={choices.length === 0 ? 'links.noChatRoomEvent' : 'links.chatRoomEventsOnly'}
                      components={{ events: <Link component={RouterLink} to={ADMIN_PATHS.events} /> }}
                    />
                  ) : undefined)
                }
                options={choices.map((event) => ({
                  value: String(event.id),
                  label: <bdi>{event.title}</bdi>,
                }))}
              />
            )}
          />
          {kind === 'auto_register' ? (
            <TextField
              {...form.register('recipients')}
              label={t('links.recipients')}
              required
              multiline
              minRows={4}
              slotProps={{ htmlInput: { dir: 'ltr' } }}
              error={Boolean(errors.recipients)}
              helperText={
                fieldError(errors.recipients?.message) ?? t('links.recipientsHelp', { max: LINK_BATCH_MAX })
              }
            />
          ) : null}
          {kind === 'auto_register' ? (
            <Controller
              control={form.control}
              name="send_mail"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={field.value}
                      onChange={(change) => field.onChange(change.target.checked)}
                      inputRef={field.ref}
                    />
                  }
                  label={t('links.sendMail')}
                />
              )}
            />
          ) : (
            <>
              <TextField
                {...form.register('count')}
                label={t('links.count')}
                required
                type="number"
                slotProps={{ htmlInput: { min: 1, max: LINK_BATCH_MAX, dir: 'ltr' } }}
                error={Boolean(errors.count)}
                helperText={
                  fieldError(errors.count?.message) ?? t('links.countHelp', { max: LINK_BATCH_MAX })
                }
              />
              <Controller
                control={form.control}
                name="mode"
                render={({ field }) => (
                  <SelectField
                    {...field}
                    label={t('links.mode')}
                    helperText={t(`links.modeHelp.${field.value}`)}
                    options={BATCH_ACCESS_LINK_MODES.map((mode) => ({
                      value: mode,
                      label: t(`links.modes.${mode}`),
                    }))}
                  />
                )}
              />
            </>
          )}
          <ZonedDateTimeController control={form.control} name="expires_at" label={t('links.expiresAt')} />
        </DialogForm>
      </FormDialog>
    </DatePickersProvider>
  );
}
