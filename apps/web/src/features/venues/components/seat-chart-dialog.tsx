import CloseIcon from '@mui/icons-material/Close';
import ZoomInIcon from '@mui/icons-material/ZoomIn';
import ZoomOutIcon from '@mui/icons-material/ZoomOut';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { bestAvailableSeats } from '@screener/contracts/best-available';
import { ERROR_CATALOGUE } from '@screener/contracts/errors';
import { currencySymbol } from '@screener/contracts/pricing';
import type { LockedBooking } from '@screener/contracts/seat-booking';
import { SEAT_STATUSES, type TicketType } from '@screener/contracts/seats';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorCode } from '../../../api/api-errors';
import { errorText } from '../../../api/error-text';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { fetchLockedBooking, lockSeats, useSeatsStatus } from '../api';
import {
  categoryPrice,
  EMPTY_SELECTION,
  keepSelectable,
  type SeatSelection,
  toggleSeat,
} from '../seat-selection';
import { useSeatChartUpdates } from '../use-seat-chart-updates';
import { HoldCountdown } from './hold-countdown';
import { SeatCart } from './seat-cart';
import { SeatGrid, seatGridWidth } from './seat-grid';
import { SeatLegend } from './seat-legend';
import '../../../i18n/venues/venue-texts';

type Props = {
  screenerId: number;
  title: string;
  parts: ScreenerVenueParts;
  onClose: () => void;
  onLocked: (booking: LockedBooking) => void;
};

const SCALES = [0.4, 0.5, 0.6, 0.8, 1, 1.25, 1.5] as const;
const NATURAL_SCALE = SCALES.indexOf(1);

/**
 * The seat selection (spec part 2 §2.11, §2.12, §4.4): a full-screen dialog with the legend, the
 * screen, the chart and the cart. Holding posts the selection; seats someone took meanwhile are
 * named, dropped from the selection and shown taken. A hold the viewer still has (after a reload or
 * a login) comes back selected, with the time it has left.
 */
export function SeatChartDialog({ screenerId, title, parts, onClose, onLocked }: Props) {
  const { t } = useTranslation('venues');
  const titleId = useId();
  const statusQuery = useSeatsStatus(screenerId);
  useSeatChartUpdates(screenerId);
  const [selection, setSelection] = useState<SeatSelection>(EMPTY_SELECTION);
  const [overMax, setOverMax] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [heldUntil, setHeldUntil] = useState<string | null>(null);
  const [scaleIndex, setScaleIndex] = useState(NATURAL_SCALE);
  const columns = parts.physical_venue.columns;
  // A hall wider than the screen (a phone) opens at the largest scale that shows it whole. Measured
  // when the chart's box is attached: the dialog's portal mounts it after this component.
  const fitChart = useCallback(
    (box: HTMLDivElement | null) => {
      if (!box || box.clientWidth === 0) return;
      let fitting = NATURAL_SCALE;
      while (fitting > 0 && seatGridWidth(columns, SCALES[fitting] ?? 1) > box.clientWidth) fitting -= 1;
      setScaleIndex(fitting);
    },
    [columns],
  );
  const max = parts.physical_venue_max_seats_purchase_count;
  const [bestCount, setBestCount] = useState(Math.min(2, max));
  const statuses = statusQuery.data;

  useEffect(() => {
    let current = true;
    fetchLockedBooking(screenerId)
      .then((booking) => {
        if (!current || !booking) return;
        setSelection({ seats: booking.seat_indexes, ticketTypes: booking.ticket_types_discount });
        setHeldUntil(booking.lock_expires_at);
      })
      .catch(() => {});
    return () => {
      current = false;
    };
  }, [screenerId]);

  // Seats someone else took meanwhile (news from the room) leave the selection, and the viewer is told.
  useEffect(() => {
    if (!statuses) return;
    const kept = keepSelectable(selection, statuses);
    if (kept === selection) return;
    setSelection(kept);
    setError(t('seatChart.takenMeanwhile'));
  }, [statuses, selection, t]);

  const categories = useMemo(
    () =>
      new Set(
        Object.values(parts.physical_venue.seats)
          .filter((seat) => seat.is_accessible)
          .map((seat) => seat.category),
      ),
    [parts],
  );

  const toggle = (seatIndex: string) => {
    setSelection((current) => {
      const next = toggleSeat(current, seatIndex, max);
      setOverMax(next.overMax);
      return next.selection;
    });
  };

  const pickBest = () => {
    if (!statuses) return;
    const seats = parts.physical_venue.seats;
    const picked = bestAvailableSeats({
      rows: parts.physical_venue.rows,
      columns: parts.physical_venue.columns,
      count: bestCount,
      isSeat: (seatIndex) => Boolean(seats[seatIndex]?.is_accessible),
      isFree: (seatIndex) => statuses[seatIndex] === SEAT_STATUSES.available,
    });
    setOverMax(false);
    if (picked) {
      setError(null);
      setSelection({ seats: picked, ticketTypes: {} });
    } else setError(t('seatChart.noBestSeats', { count: bestCount }));
  };

  const hold = async () => {
    setBusy(true);
    setError(null);
    try {
      onLocked(await lockSeats(screenerId, selection.seats, selection.ticketTypes));
    } catch (cause) {
      setError(errorText(cause, t));
      if (isApiErrorCode(cause, ERROR_CATALOGUE.SEATS_TAKEN.code)) {
        const reloaded = await statusQuery.refetch();
        if (reloaded.data) setSelection((current) => keepSelectable(current, reloaded.data));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open fullScreen onClose={busy ? undefined : onClose} aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          paddingInline: 2,
          paddingBlock: 1,
          borderBlockEnd: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id={titleId} variant="h6" component="h2" sx={{ flexGrow: 1, minInlineSize: 0 }} noWrap>
          {t('seatChart.title', { title })}
        </Typography>
        <IconButton onClick={onClose} disabled={busy} aria-label={t('seatChart.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          gap: 3,
          padding: { xs: 2, md: 3 },
        }}
      >
        <Stack spacing={2} sx={{ flexGrow: 1, minInlineSize: 0 }}>
          <SeatLegend
            categories={categories}
            priceOf={(category) =>
              `${currencySymbol(parts.physical_venue_currency)}${categoryPrice(parts, category)}`
            }
          />
          <Typography variant="body2" color="text.secondary">
            {t('seatChart.instructions')}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
            <IconButton
              aria-label={t('seatChart.zoomOut')}
              disabled={scaleIndex === 0}
              onClick={() => setScaleIndex((index) => Math.max(0, index - 1))}
            >
              <ZoomOutIcon />
            </IconButton>
            <IconButton
              aria-label={t('seatChart.zoomIn')}
              disabled={scaleIndex === SCALES.length - 1}
              onClick={() => setScaleIndex((index) => Math.min(SCALES.length - 1, index + 1))}
            >
              <ZoomInIcon />
            </IconButton>
          </Stack>
          <Box
            ref={fitChart}
            sx={{
              overflow: 'auto',
              paddingBlock: 1,
              maxBlockSize: { xs: '55vh', md: 'calc(100vh - 260px)' },
            }}
          >
            <Box
              aria-hidden
              sx={{
                marginInline: 'auto',
                marginBlockEnd: 2,
                inlineSize: '70%',
                minInlineSize: 160,
                textAlign: 'center',
                borderBlockStart: 4,
                borderColor: 'text.secondary',
                borderRadius: '50% 50% 0 0 / 12px 12px 0 0',
                color: 'text.secondary',
                fontSize: '0.8rem',
                letterSpacing: '0.2em',
                textTransform: 'uppercase',
                paddingBlockStart: 0.5,
              }}
            >
              {t('seatChart.screen')}
            </Box>
            {statuses ? (
              <SeatGrid
                parts={parts}
                statuses={statuses}
                selection={selection}
                onToggle={toggle}
                scale={SCALES[scaleIndex] ?? 1}
              />
            ) : statusQuery.isError ? (
              <Alert
                severity="error"
                action={
                  <Button color="inherit" onClick={() => void statusQuery.refetch()}>
                    {t('seatChart.retry')}
                  </Button>
                }
              >
                {errorText(statusQuery.error, t)}
              </Alert>
            ) : (
              <InlineSpinner label={t('seatChart.loading')} />
            )}
          </Box>
        </Stack>
        <Stack spacing={2} sx={{ inlineSize: { md: 360 }, flexShrink: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('seatChart.bestCount')}
              value={bestCount}
              onChange={(event) => setBestCount(Number(event.target.value))}
              sx={{ minInlineSize: 110 }}
            >
              {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
                <MenuItem key={count} value={count}>
                  {count}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={pickBest} disabled={!statuses || busy}>
              {t('seatChart.best')}
            </Button>
          </Stack>
          <SeatCart
            parts={parts}
            selection={selection}
            overMax={overMax}
            onRemove={toggle}
            onTicketType={(seatIndex, ticketType: TicketType) =>
              setSelection((current) => ({
                ...current,
                ticketTypes: { ...current.ticketTypes, [seatIndex]: ticketType },
              }))
            }
          />
          {heldUntil ? <HoldCountdown expiresAt={heldUntil} /> : null}
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Button
            variant="contained"
            size="large"
            disabled={selection.seats.length === 0 || busy}
            onClick={() => void hold()}
          >
            {busy ? t('seatChart.holding') : t('seatChart.hold')}
          </Button>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
