import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CURRENCIES } from '@screener/contracts/pricing';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import {
  type EventSeatPricing,
  type EventSeatPricingResponse,
  MAX_SEATS_PER_ORDER_LIMIT,
  ZEventSeatPricing,
} from '@screener/contracts/venue-admin';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../api/api-errors';
import { notify } from '../../ui/notifications';
import { LoadState } from '../components/load-state';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
// The venues feature registers the seat chart's texts (the `venues` namespace) this form shows.
import '../../i18n/venues/venue-texts';
import { useEventSeatPricing, useSaveEventSeatPricing, useVenueList } from './venues-api';

const CATEGORIES = [
  ['10', 'regular'],
  ['20', 'discounted'],
  ['30', 'premium'],
  ['40', 'wheelchair'],
] as const;
const TICKET_TYPES = [
  ['10', 'child'],
  ['20', 'student'],
  ['30', 'senior'],
] as const;

/** The form's title, from the event it sells seats of. */
type Legend = (event: EventSeatPricingResponse['event']) => string;

/**
 * An event's seat sale (its venue, seat prices, ticket-type discounts and most seats per order),
 * loaded and saved on its own: on the event seat prices page and in the event's own editor.
 */
export function EventSeatSale({ screenerId, legend }: { screenerId: number; legend: Legend }) {
  const pricing = useEventSeatPricing(screenerId);
  if (!pricing.data) return <LoadState error={pricing.error} onRetry={() => void pricing.refetch()} />;
  return <PricingForm loaded={pricing.data} legend={legend} />;
}

type FormValues = {
  venue_id: string;
  currency: string;
  prices: Record<(typeof CATEGORIES)[number][0], string>;
  discounts: Record<(typeof TICKET_TYPES)[number][0], string>;
  max: string;
};

function formValues(pricing: EventSeatPricing | null): FormValues {
  const price = (value: string | null | undefined) => value ?? '';
  const percent = (value: number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    venue_id: pricing ? String(pricing.venue_id) : '',
    currency: pricing?.currency ?? 'EUR',
    prices: {
      10: price(pricing?.seat_category_prices[10]),
      20: price(pricing?.seat_category_prices[20]),
      30: price(pricing?.seat_category_prices[30]),
      40: price(pricing?.seat_category_prices[40]),
    },
    discounts: {
      10: percent(pricing?.ticket_type_discounts[10]),
      20: percent(pricing?.ticket_type_discounts[20]),
      30: percent(pricing?.ticket_type_discounts[30]),
    },
    max: String(pricing?.max_seats_per_purchase ?? 10),
  };
}

/** The form's text as the call's body: an empty optional price or percent is none. */
function requestOf(values: FormValues) {
  const optional = (value: string) => (value.trim() === '' ? null : value.trim());
  const percent = (value: string) => (value.trim() === '' ? null : Number(value));
  return {
    venue_id: Number(values.venue_id),
    currency: values.currency,
    seat_category_prices: {
      10: values.prices[10].trim(),
      20: optional(values.prices[20]),
      30: optional(values.prices[30]),
      40: optional(values.prices[40]),
    },
    ticket_type_discounts: {
      10: percent(values.discounts[10]),
      20: percent(values.discounts[20]),
      30: percent(values.discounts[30]),
    },
    max_seats_per_purchase: Number(values.max),
  };
}

function PricingForm({ loaded, legend }: { loaded: EventSeatPricingResponse; legend: Legend }) {
  const { t } = useTranslation('admin');
  const { t: tv } = useTranslation('venues');
  const fieldError = useAdminFieldErrorText();
  const apiErrorText = useApiErrorText();
  const venues = useVenueList({
    page: 0,
    page_size: 100,
    sort_field: 'name',
    sort_direction: 'asc',
    search: '',
  });
  const save = useSaveEventSeatPricing();
  const [values, setValues] = useState(() => formValues(loaded.pricing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);

  const errorOf = (path: string) => fieldError(errors[path]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const body = requestOf(values);
    const parsed = ZEventSeatPricing.safeParse(body);
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setErrors({});
    try {
      const answer = await save.mutateAsync({ screener_id: loaded.event.id, ...parsed.data });
      setValues(formValues(answer.pricing));
      notify(t('venues.saved'), 'success');
    } catch (error) {
      const fields = error instanceof ApiRequestError ? error.details?.fields : undefined;
      if (fields) {
        setErrors(
          Object.fromEntries(Object.entries(fields).map(([path, messages]) => [path, messages[0] ?? ''])),
        );
      } else setRefusal(apiErrorText(error));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <form noValidate onSubmit={submit}>
        <Stack
          component="fieldset"
          disabled={save.isPending}
          spacing={2}
          // A fieldset is as wide as its content by default: on a phone it would run off the screen.
          sx={{ border: 0, p: 0, m: 0, minInlineSize: 0 }}
        >
          <Typography component="legend" variant="h6">
            {legend(loaded.event)}
          </Typography>
          {loaded.pricing === null ? <Alert severity="info">{t('venues.pricing.notSet')}</Alert> : null}
          {venues.data?.rows.length === 0 ? (
            <Alert
              severity="warning"
              action={
                <Button component={RouterLink} to={ADMIN_PATHS.venueNew} color="inherit" size="small">
                  {t('venues.new')}
                </Button>
              }
            >
              {t('venues.pricing.noVenues')}
            </Alert>
          ) : null}
          {refusal ? <Alert severity="error">{refusal}</Alert> : null}
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <TextField
              select
              required
              label={t('venues.pricing.venue')}
              value={values.venue_id}
              onChange={(event) => setValues({ ...values, venue_id: event.target.value })}
              error={Boolean(errors.venue_id)}
              helperText={errors.venue_id ? t('venues.pricing.venueRequired') : undefined}
              sx={{ minInlineSize: 240 }}
            >
              {(venues.data?.rows ?? []).map((venue) => (
                <MenuItem key={venue.id} value={String(venue.id)}>
                  {venue.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('venues.pricing.currency')}
              value={values.currency}
              onChange={(event) => setValues({ ...values, currency: event.target.value })}
              sx={{ minInlineSize: 120 }}
            >
              {CURRENCIES.map((currency) => (
                <MenuItem key={currency} value={currency}>
                  {currency}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          <Typography component="h3" variant="subtitle1">
            {t('venues.pricing.prices')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {CATEGORIES.map(([category, key]) => (
              <TextField
                key={category}
                label={tv(`seatChart.category.${key}`)}
                required={category === '10'}
                value={values.prices[category]}
                placeholder={category === '10' ? undefined : t('venues.pricing.sameAsRegular')}
                onChange={(event) =>
                  setValues({ ...values, prices: { ...values.prices, [category]: event.target.value } })
                }
                error={Boolean(errors[`seat_category_prices.${category}`])}
                helperText={errorOf(`seat_category_prices.${category}`)}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
                sx={{ inlineSize: 170 }}
              />
            ))}
          </Stack>
          <Typography component="h3" variant="subtitle1">
            {t('venues.pricing.discounts')}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {TICKET_TYPES.map(([ticketType, key]) => (
              <TextField
                key={ticketType}
                label={t(`venues.pricing.ticketType.${key}`)}
                value={values.discounts[ticketType]}
                onChange={(event) =>
                  setValues({
                    ...values,
                    discounts: { ...values.discounts, [ticketType]: event.target.value },
                  })
                }
                error={Boolean(errors[`ticket_type_discounts.${ticketType}`])}
                helperText={errorOf(`ticket_type_discounts.${ticketType}`) ?? t('venues.pricing.percentHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
                sx={{ inlineSize: 170 }}
              />
            ))}
          </Stack>
          <TextField
            label={t('venues.pricing.maxSeats')}
            required
            value={values.max}
            onChange={(event) => setValues({ ...values, max: event.target.value })}
            error={Boolean(errors.max_seats_per_purchase)}
            helperText={
              errorOf('max_seats_per_purchase') ??
              t('venues.pricing.maxSeatsHint', { max: MAX_SEATS_PER_ORDER_LIMIT })
            }
            slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
            sx={{ inlineSize: 220 }}
          />
          <div>
            <Button type="submit" variant="contained" loading={save.isPending}>
              {t('venues.pricing.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </Paper>
  );
}
