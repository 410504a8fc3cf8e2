import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import { DEFAULT_TICKET_TYPE, TICKET_TYPES, type TicketType } from '@screener/contracts/seats';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import { useTranslation } from 'react-i18next';
import { seatCategoryKey } from '../seat-look';
import { type SeatSelection, seatPrice, selectionTotal } from '../seat-selection';
import '../../../i18n/venues/venue-texts';

type Props = {
  parts: ScreenerVenueParts;
  selection: SeatSelection;
  overMax: boolean;
  onTicketType: (seatIndex: string, ticketType: TicketType) => void;
  onRemove: (seatIndex: string) => void;
};

const TICKET_TYPE_KEYS = {
  [TICKET_TYPES.none]: 'none',
  [TICKET_TYPES.child]: 'child',
  [TICKET_TYPES.student]: 'student',
  [TICKET_TYPES.senior]: 'senior',
} as const;

/** The cart: the picked seats with a ticket type each, the count against the maximum and the total. */
export function SeatCart({ parts, selection, overMax, onTicketType, onRemove }: Props) {
  const { t } = useTranslation('venues');
  const max = parts.physical_venue_max_seats_purchase_count;
  const money = (amount: string) => `${currencySymbol(parts.physical_venue_currency)}${amount}`;
  const offered = (Object.keys(TICKET_TYPE_KEYS).map(Number) as TicketType[]).filter(
    (type) =>
      type === TICKET_TYPES.none || (parts.physical_venue_ticket_types_discount[String(type)] ?? 0) > 0,
  );
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="seat-cart-title">
      <Typography id="seat-cart-title" variant="subtitle1" component="h3">
        {t('seatChart.cart.title', { count: selection.seats.length, max })}
      </Typography>
      {overMax ? (
        <Alert severity="warning" role="alert">
          {t('validation.max_seats', { max_seats: max })}
        </Alert>
      ) : null}
      {selection.seats.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('seatChart.cart.empty')}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {selection.seats.map((seatIndex) => {
            const seat = parts.physical_venue.seats[seatIndex];
            const ticketType = selection.ticketTypes[seatIndex] ?? DEFAULT_TICKET_TYPE;
            return (
              <Box component="li" key={seatIndex} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <Box sx={{ flexGrow: 1, minInlineSize: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {seat?.label}
                  </Typography>
                  <Typography variant="caption" color="text.secondary">
                    {t(`seatChart.category.${seatCategoryKey(seat?.category ?? 10)}`)}
                  </Typography>
                </Box>
                {offered.length > 1 ? (
                  <TextField
                    select
                    size="small"
                    label={t('seatChart.cart.ticketType', { label: seat?.label })}
                    value={ticketType}
                    onChange={(event) => onTicketType(seatIndex, Number(event.target.value) as TicketType)}
                    sx={{ minInlineSize: 140 }}
                  >
                    {offered.map((type) => (
                      <MenuItem key={type} value={type}>
                        {type === TICKET_TYPES.none
                          ? t('seatChart.ticketType.none')
                          : t(`seatChart.ticketType.${TICKET_TYPE_KEYS[type]}`, {
                              percent: parts.physical_venue_ticket_types_discount[String(type)],
                            })}
                      </MenuItem>
                    ))}
                  </TextField>
                ) : null}
                <Typography variant="body2" sx={{ minInlineSize: '4.5rem', textAlign: 'end' }}>
                  {money(seatPrice(parts, seatIndex, ticketType))}
                </Typography>
                <IconButton
                  size="small"
                  aria-label={t('seatChart.cart.remove', { label: seat?.label })}
                  onClick={() => onRemove(seatIndex)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Stack>
      )}
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {t('seatChart.cart.total', { amount: money(selectionTotal(parts, selection)) })}
      </Typography>
    </Stack>
  );
}
