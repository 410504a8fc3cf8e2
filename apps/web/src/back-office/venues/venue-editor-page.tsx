import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@screener/contracts/dates';
import { blankSeatMap, type SeatMap } from '@screener/contracts/seat-map';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { type GetVenueResponse, type VenueDetails, ZVenueDetails } from '@screener/contracts/venue-admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { ApiRequestError } from '../../api/api-errors';
import { applyServerFieldErrors, errorProps } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LanguageTabs } from '../components/language-tabs';
import { LoadState } from '../components/load-state';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
import { SeatMapEditor } from './seat-map-editor';
import { useSeatMapHistory } from './use-seat-map-history';
import { useSaveVenue, useVenue } from './venues-api';

const DETAIL_FIELDS = ['name', 'address', 'navigation_link', 'notes'] as const;
/** A new venue starts as a small hall of seats, to be shaped from there. */
const NEW_MAP = blankSeatMap(5, 8);

export const venuePath = (venueId: number) => ADMIN_PATHS.venue.replace(':venueId', String(venueId));

/** A venue's page: its details, its seat map and the events to come that use it. */
export function VenueEditorPage({ venueId }: { venueId: number | null }) {
  const { t } = useTranslation('admin');
  const venue = useVenue(venueId);
  useDocumentTitle(venueId === null ? t('venues.new') : (venue.data?.venue.name ?? t('venues.title')));
  if (venueId !== null && !venue.data) {
    return <LoadState error={venue.error} onRetry={() => void venue.refetch()} />;
  }
  return <VenueEditor key={venueId ?? 'new'} loaded={venue.data ?? null} />;
}

function VenueEditor({ loaded }: { loaded: GetVenueResponse | null }) {
  const { t, i18n } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const apiErrorText = useApiErrorText();
  const navigate = useNavigate();
  const save = useSaveVenue();
  const history = useSeatMapHistory((loaded?.venue.seat_map as SeatMap | undefined) ?? NEW_MAP);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  const [mapErrors, setMapErrors] = useState<string[]>([]);
  const form = useForm<VenueDetails, unknown, z.output<typeof ZVenueDetails>>({
    resolver: zodResolver(ZVenueDetails),
    defaultValues: {
      name: loaded?.venue.name ?? '',
      address: loaded?.venue.address ?? '',
      navigation_link: loaded?.venue.navigation_link ?? '',
      notes: loaded?.venue.notes ?? '',
      translations: loaded?.venue.translations ?? {},
    },
  });
  const { errors, isSubmitting } = form.formState;
  const saved = (loaded?.venue.seat_map as SeatMap | undefined) ?? null;

  useEffect(() => {
    if (loaded) history.reset(loaded.venue.seat_map as SeatMap);
  }, [loaded, history.reset]);

  const submit = form.handleSubmit(async (details) => {
    setRefused(new Set());
    setMapErrors([]);
    const body = { ...details, seat_map: history.map };
    try {
      const answer = await save.mutateAsync(loaded ? { venue_id: loaded.venue.id, ...body } : body);
      notify(t('venues.saved'), 'success');
      if (!loaded) void navigate(venuePath(answer.venue.id), { replace: true });
    } catch (error) {
      if (error instanceof ApiRequestError && error.details?.seats) setRefused(new Set(error.details.seats));
      const fields = error instanceof ApiRequestError ? (error.details?.fields ?? {}) : {};
      const forMap = Object.entries(fields)
        .filter(([field]) => field.startsWith('seat_map'))
        .flatMap(([, messages]) => messages.map((message) => fieldError(message) ?? message));
      setMapErrors(forMap);
      if (!applyServerFieldErrors(error, DETAIL_FIELDS, form.setError) && forMap.length === 0) {
        notify(apiErrorText(error), 'error');
      }
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1 }}>
          {loaded ? loaded.venue.name : t('venues.new')}
        </Typography>
        <Link component={RouterLink} to={ADMIN_PATHS.venues}>
          {t('venues.backToList')}
        </Link>
      </Stack>

      <Stack
        component="fieldset"
        disabled={isSubmitting}
        spacing={2}
        sx={{ border: 0, p: 0, m: 0, maxInlineSize: 720 }}
      >
        <Typography component="legend" variant="h6">
          {t('venues.details')}
        </Typography>
        <TextField
          {...form.register('name')}
          label={t('venues.name')}
          required
          {...errorProps(fieldError, errors.name)}
        />
        <TextField
          {...form.register('address')}
          label={t('venues.address')}
          {...errorProps(fieldError, errors.address)}
        />
        <TextField
          {...form.register('navigation_link')}
          label={t('venues.navigationLink')}
          {...errorProps(fieldError, errors.navigation_link, t('venues.navigationLinkHint'))}
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <LanguageTabs
          label={t('translations.tabsLabel')}
          hasError={(code, isDefault) =>
            isDefault ? Boolean(errors.notes) : Boolean(errors.translations?.[code])
          }
          panel={(code, isDefault) => (
            <TextField
              {...form.register(isDefault ? 'notes' : `translations.${code}.notes`)}
              label={t('venues.notes')}
              multiline
              minRows={2}
              error={Boolean(isDefault ? errors.notes : errors.translations?.[code]?.notes)}
              helperText={fieldError(
                (isDefault ? errors.notes : errors.translations?.[code]?.notes)?.message,
              )}
              slotProps={isDefault ? undefined : { htmlInput: { lang: code, dir: 'auto' } }}
            />
          )}
        />
      </Stack>

      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography component="h2" variant="h6">
            {t('venues.seatMap')}
          </Typography>
          <SeatMapEditor
            map={history.map}
            onChange={history.apply}
            onUndo={history.undo}
            canUndo={history.canUndo}
            saved={saved}
            protectedSeats={loaded?.protected_seats ?? []}
            refused={refused}
          />
        </Stack>
      </Paper>

      {refused.size > 0 ? (
        <Alert severity="error">
          {t('venues.editor.blocked', {
            seats: [...refused].map((key) => saved?.seats[key]?.label || key).join(', '),
          })}
        </Alert>
      ) : null}
      {mapErrors.map((message) => (
        <Alert severity="error" key={message}>
          {message}
        </Alert>
      ))}

      <div>
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('venues.save')}
        </Button>
      </div>

      {loaded ? (
        <Stack spacing={1}>
          <Typography component="h2" variant="h6">
            {t('venues.events')}
          </Typography>
          {loaded.events.length === 0 ? (
            <Typography color="text.secondary">{t('venues.noEvents')}</Typography>
          ) : (
            <List dense>
              {loaded.events.map((event) => (
                <ListItem key={event.id} disableGutters>
                  <ListItemText
                    primary={
                      <Link component={RouterLink} to={`${ADMIN_PATHS.venueEvents}?event=${event.id}`}>
                        {event.title}
                      </Link>
                    }
                    secondary={formatDisplayDate(event.starts_at, undefined, i18n.language)}
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
