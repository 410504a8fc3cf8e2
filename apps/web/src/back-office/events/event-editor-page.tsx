import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import MuiLink from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  ADMIN_EVENT_KINDS,
  type AdminEvent,
  type EventSaleChange,
  GEO_RULE_MODES,
  ZEventSaleChange,
} from '@screener/contracts/admin-events';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { generatePath, Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { ApiRequestError } from '../../api/api-errors';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useFocusFirstError } from '../../ui/use-focus-first-error';
import { DatePickersProvider } from '../components/date-pickers-provider';
import { LoadState } from '../components/load-state';
import { useCompanyZoneLabel } from '../components/use-zone-label';
import { ZonedDateTimeField } from '../components/zoned-date-time-field';
import { useApiErrorText } from '../use-api-error-text';
import { ConfirmChangesDialog } from './confirm-changes-dialog';
import { CountryPicker } from './country-picker';
import { EventDonationQaSection } from './event-donation-qa-section';
import { EventExtraButtons } from './event-extra-buttons';
import { EventFilmsField } from './event-films-field';
import {
  type EventForm,
  type EventFormOutput,
  eventFormResolver,
  formField,
  formOf,
  newEventForm,
} from './event-form';
import { EventLiveChatSwitch } from './event-live-chat-switch';
import { EventPlayerSection } from './event-player-section';
import { EventStageSection } from './event-stage-section';
import { EventSwitch } from './event-switch';
import { EventTextsSection } from './event-texts-section';
import { EventThumbnailField } from './event-thumbnail-field';
import { EventVenueSection } from './event-venue-section';
import {
  useAdminEvent,
  useCreateEvent,
  useDuplicateEvent,
  usePublishEvent,
  useUnpublishEvent,
  useUpdateEvent,
} from './events-api';

/** EVENT_CHANGE_UNCONFIRMED in the error catalogue. */
const CHANGE_UNCONFIRMED = 4110;

/** Creating (`id` null) or editing one event; the saved event comes first so the form starts from it. */
export function EventEditorPage({ id }: { id: number | null }) {
  const { t } = useTranslation('admin');
  const event = useAdminEvent(id);
  if (id === null) return <EventEditor event={null} />;
  if (!event.data) {
    return (
      <Stack spacing={2}>
        <Typography component="h1" variant="h4">
          {t('events.editor.editTitle')}
        </Typography>
        <LoadState error={event.error} onRetry={() => void event.refetch()} />
      </Stack>
    );
  }
  // A new key when another event opens (a copy), so the form starts from that event's values.
  return <EventEditor key={event.data.event.id} event={event.data.event} />;
}

function EventEditor({ event }: { event: AdminEvent | null }) {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const zoneLabel = useCompanyZoneLabel();
  const navigate = useNavigate();
  const apiErrorText = useApiErrorText();
  useDocumentTitle(event ? event.title : t('events.editor.newTitle'));
  const create = useCreateEvent();
  const update = useUpdateEvent();
  const duplicate = useDuplicateEvent();
  const publish = usePublishEvent();
  const unpublish = useUnpublishEvent();
  const [pending, setPending] = useState<{ values: EventFormOutput; changes: EventSaleChange[] } | null>(
    null,
  );

  const form = useForm<EventForm, unknown, EventFormOutput>({
    resolver: eventFormResolver,
    defaultValues: event ? formOf(event) : newEventForm(company.timezone, new Date()),
    shouldFocusError: false,
  });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(form, formRef);
  const { errors, isSubmitting, isDirty } = form.formState;
  const kind = form.watch('kind');
  const geoMode = form.watch('geo_mode');

  const saved = (answer: { event: AdminEvent }) => {
    form.reset(formOf(answer.event));
    notify(t('events.editor.saved'), 'success');
    if (!event) navigate(generatePath(ADMIN_PATHS.event, { screener_id: String(answer.event.id) }));
  };
  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError && error.code === CHANGE_UNCONFIRMED) return false;
    let onField = false;
    for (const [path, messages] of Object.entries(
      error instanceof ApiRequestError ? (error.details?.fields ?? {}) : {},
    )) {
      const field = formField(path);
      if (field && messages[0]) {
        form.setError(field, { type: 'server', message: messages[0] });
        onField = true;
      }
    }
    if (!onField) notify(apiErrorText(error), 'error');
    return true;
  };

  const save = async (values: EventFormOutput, confirmed: boolean) => {
    try {
      saved(
        event
          ? await update.mutateAsync({ id: event.id, event: values, confirmed })
          : await create.mutateAsync(values),
      );
    } catch (error) {
      if (!failed(error) && error instanceof ApiRequestError) {
        const changes = z.array(ZEventSaleChange).safeParse(error.details?.changes ?? []);
        setPending({ values, changes: changes.success ? changes.data : [] });
      }
    }
  };
  const submit = form.handleSubmit((values) => save(values, false));

  const act = async (action: 'publish' | 'unpublish' | 'duplicate') => {
    if (!event) return;
    try {
      if (action === 'duplicate') {
        const copy = await duplicate.mutateAsync(event.id);
        notify(t('events.editor.duplicated'), 'success');
        navigate(generatePath(ADMIN_PATHS.event, { screener_id: String(copy.event.id) }));
        return;
      }
      const answer = await (action === 'publish' ? publish : unpublish).mutateAsync(event.id);
      notify(t(action === 'publish' ? 'events.editor.published' : 'events.editor.unpublished'), 'success');
      form.reset(formOf(answer.event));
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  const busy = isSubmitting || publish.isPending || unpublish.isPending || duplicate.isPending;
  const number = (value: string) => (value.trim() === '' ? null : Number(value));
  const dateError = (field: 'starts_at' | 'ends_at' | 'registration_ends_at') =>
    errors[field]
      ? t(
          field === 'ends_at'
            ? 'events.editor.endsBeforeStart'
            : field === 'registration_ends_at'
              ? 'events.editor.registrationAfterEnd'
              : 'events.editor.invalidTime',
        )
      : undefined;

  return (
    <DatePickersProvider>
      <Stack spacing={3} sx={{ maxInlineSize: 840 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Button component={Link} to={ADMIN_PATHS.events} size="small">
            {t('events.editor.back')}
          </Button>
          <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
            {event ? <bdi>{event.title}</bdi> : t('events.editor.newTitle')}
          </Typography>
          {event && (
            <Chip
              label={t(`events.status.${event.status}`)}
              color={event.status === 'published' ? 'success' : 'default'}
            />
          )}
        </Stack>
        {event && (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            {event.status === 'published' ? (
              <Button variant="outlined" disabled={busy || isDirty} onClick={() => void act('unpublish')}>
                {t('events.editor.unpublish')}
              </Button>
            ) : (
              <Button
                variant="contained"
                color="success"
                disabled={busy || isDirty}
                onClick={() => void act('publish')}
              >
                {t('events.editor.publish')}
              </Button>
            )}
            <Button variant="outlined" disabled={busy || isDirty} onClick={() => void act('duplicate')}>
              {t('events.editor.duplicate')}
            </Button>
            <EventExtraButtons event={event} />
          </Stack>
        )}
        {event && isDirty && <Alert severity="info">{t('events.editor.saveFirst')}</Alert>}
        {event && event.status !== 'published' && (
          <Typography color="text.secondary">{t('events.editor.previewDraft')}</Typography>
        )}
        {event && event.sales > 0 && (
          <Alert severity="warning">{t('events.editor.sold', { count: event.sales })}</Alert>
        )}

        <form ref={formRef} noValidate onSubmit={submit}>
          <Stack
            component="fieldset"
            disabled={busy}
            spacing={2.5}
            sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}
          >
            <EventTextsSection form={form} />
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <TextField {...field} select label={t('events.editor.kind')}>
                  {ADMIN_EVENT_KINDS.map((item) => (
                    <MenuItem key={item} value={item}>
                      {t(`events.kinds.${item}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Typography component="h2" variant="h6">
              {t('events.editor.schedule', { zone: zoneLabel })}
            </Typography>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="starts_at"
                render={({ field }) => (
                  <ZonedDateTimeField
                    label={t('events.editor.startsAt')}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    timezone={company.timezone}
                    required
                    error={Boolean(errors.starts_at)}
                    helperText={dateError('starts_at')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="ends_at"
                render={({ field }) => (
                  <ZonedDateTimeField
                    label={t('events.editor.endsAt')}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? '')}
                    timezone={company.timezone}
                    required
                    error={Boolean(errors.ends_at)}
                    helperText={dateError('ends_at')}
                  />
                )}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="registration_ends_at"
                render={({ field }) => (
                  <ZonedDateTimeField
                    label={t('events.editor.registrationEndsAt')}
                    value={field.value}
                    onChange={field.onChange}
                    timezone={company.timezone}
                    clearable
                    error={Boolean(errors.registration_ends_at)}
                    helperText={dateError('registration_ends_at') ?? t('events.editor.registrationHint')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="tolerance_minutes"
                render={({ field }) => (
                  <TextField
                    label={t('events.editor.tolerance')}
                    type="number"
                    fullWidth
                    value={field.value ?? ''}
                    onChange={(change) => field.onChange(number(change.target.value))}
                    error={Boolean(errors.tolerance_minutes)}
                    helperText={
                      errors.tolerance_minutes
                        ? t('events.editor.wholeNumber')
                        : t('events.editor.toleranceHint')
                    }
                    slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  />
                )}
              />
            </Stack>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="capacity"
                render={({ field }) => (
                  <TextField
                    label={t('events.editor.capacity')}
                    type="number"
                    fullWidth
                    value={field.value ?? ''}
                    onChange={(change) => field.onChange(number(change.target.value))}
                    error={Boolean(errors.capacity)}
                    helperText={
                      errors.capacity ? t('events.editor.wholeNumber') : t('events.editor.capacityHint')
                    }
                    slotProps={{ htmlInput: { min: 0, step: 1 } }}
                  />
                )}
              />
              {kind === 'on_demand' && (
                <Controller
                  control={form.control}
                  name="rental_hours"
                  render={({ field }) => (
                    <TextField
                      label={t('events.editor.rentalHours')}
                      type="number"
                      fullWidth
                      value={field.value ?? ''}
                      onChange={(change) => field.onChange(number(change.target.value))}
                      error={Boolean(errors.rental_hours)}
                      helperText={
                        errors.rental_hours ? t('events.editor.wholeNumber') : t('events.editor.rentalHint')
                      }
                      slotProps={{ htmlInput: { min: 0, step: 1 } }}
                    />
                  )}
                />
              )}
            </Stack>
            <Controller
              control={form.control}
              name="thumbnail_url"
              render={({ field }) => (
                <EventThumbnailField
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  addressError={errors.thumbnail_url ? t('events.editor.badAddress') : undefined}
                />
              )}
            />
            <Controller
              control={form.control}
              name="films"
              render={({ field }) => (
                <EventFilmsField
                  films={field.value}
                  onChange={field.onChange}
                  error={errors.films ? t('events.editor.filmsInvalid') : undefined}
                />
              )}
            />
            <Controller
              control={form.control}
              name="paid"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value ?? false}
                      onChange={(change) => field.onChange(change.target.checked)}
                    />
                  }
                  label={t('events.editor.paid')}
                />
              )}
            />
            <Controller
              control={form.control}
              name="chat_room"
              render={({ field }) => (
                <EventSwitch
                  checked={field.value}
                  onChange={field.onChange}
                  label={t('events.editor.chatRoom')}
                  hint={
                    <Trans
                      t={t}
                      i18nKey="events.editor.chatRoomHelp"
                      components={{ links: <MuiLink component={Link} to={ADMIN_PATHS.links} /> }}
                    />
                  }
                />
              )}
            />
            <EventLiveChatSwitch form={form} />
            <Typography component="h2" variant="h6">
              {t('events.editor.geo')}
            </Typography>
            <Controller
              control={form.control}
              name="geo_mode"
              render={({ field }) => (
                <TextField {...field} select label={t('events.editor.geoMode')}>
                  {GEO_RULE_MODES.map((mode) => (
                    <MenuItem key={mode} value={mode}>
                      {t(`events.geo.${mode}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {geoMode !== 'all' && (
              <Controller
                control={form.control}
                name="geo_countries"
                render={({ field }) => (
                  <CountryPicker
                    label={t(
                      geoMode === 'allow'
                        ? 'events.editor.allowedCountries'
                        : 'events.editor.blockedCountries',
                    )}
                    value={field.value}
                    onChange={field.onChange}
                    error={Boolean(errors.geo_countries)}
                    helperText={errors.geo_countries ? t('events.editor.countriesRequired') : undefined}
                  />
                )}
              />
            )}
            <EventStageSection form={form} discontinued={event?.discontinued_streams ?? []} />
            <EventPlayerSection form={form} />
            <EventDonationQaSection form={form} />
            <div>
              <Button type="submit" variant="contained" loading={isSubmitting}>
                {event ? t('events.editor.save') : t('events.editor.create')}
              </Button>
            </div>
          </Stack>
        </form>
        <EventVenueSection event={event} kind={kind} />
      </Stack>
      <ConfirmChangesDialog
        changes={pending?.changes ?? null}
        timezone={company.timezone}
        onClose={() => setPending(null)}
        onConfirm={() => {
          const values = pending?.values;
          setPending(null);
          if (values) void save(values, true);
        }}
      />
    </DatePickersProvider>
  );
}
