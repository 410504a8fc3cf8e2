import AccessibleIcon from '@mui/icons-material/Accessible';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import { currencySymbol } from '@screener/contracts/pricing';
import { DEFAULT_TICKET_TYPE, SEAT_CATEGORIES, type SeatStatus } from '@screener/contracts/seats';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import { type KeyboardEvent, memo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SeatLook, seatCategoryKey, seatLookOf, seatLookStyle } from '../seat-look';
import type { SeatSelection } from '../seat-selection';
import { seatPrice } from '../seat-selection';
import '../../../i18n/venues/venue-texts';

type Props = {
  parts: ScreenerVenueParts;
  statuses: Record<string, SeatStatus>;
  selection: SeatSelection;
  onToggle: (seatIndex: string) => void;
  /** The chart's scale, for pinch-free zooming on phones. */
  scale: number;
};

const SEAT_SIZE = 30;
/** The row letters' column (2rem). */
const ROW_LABEL_WIDTH = 32;

/** The chart's width at a scale, so the dialog can pick the largest scale that fits its box. */
export function seatGridWidth(columns: number, scale: number): number {
  return ROW_LABEL_WIDTH + columns * (SEAT_SIZE + 4) * scale;
}
const ARROWS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] } as const;

/**
 * The rows-by-columns seat grid (spec part 2 §2.12). Cells that are not seats stay blank. One seat
 * is in the tab order; the arrow keys move between seats (mirrored right to left), and Enter or
 * Space picks or drops the focused one. Each seat names its label, category, price and status.
 */
export function SeatGrid({ parts, statuses, selection, onToggle, scale }: Props) {
  const { t } = useTranslation('venues');
  const theme = useTheme();
  const { rows, columns, seats } = parts.physical_venue;
  const seatIndexes = Object.keys(seats).filter((key) => seats[key]?.is_accessible);
  const [active, setActive] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusable =
    active && seats[active]?.is_accessible ? active : (seatIndexes.sort(bySeatOrder)[0] ?? null);

  const move = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key as keyof typeof ARROWS];
    if (!arrow || !focusable) return;
    event.preventDefault();
    const [rowStep, columnStep] = arrow;
    const [row, column] = focusable.split('-').map(Number) as [number, number];
    const mirrored = theme.direction === 'rtl' ? -columnStep : columnStep;
    const next =
      rowStep === 0
        ? nextSeatInRow(seats, row, column, mirrored, columns)
        : nearestSeatInRow(seats, row + rowStep, column, rows, columns);
    if (!next) return;
    setActive(next);
    buttons.current.get(next)?.focus();
  };

  return (
    <Box
      role="grid"
      aria-label={t('seatChart.grid')}
      aria-rowcount={rows}
      aria-colcount={columns}
      onKeyDown={move}
      sx={{
        display: 'grid',
        gridTemplateColumns: `2rem repeat(${columns}, ${SEAT_SIZE * scale}px)`,
        gap: `${4 * scale}px`,
        justifyContent: 'center',
        inlineSize: 'max-content',
        marginInline: 'auto',
      }}
    >
      {Array.from({ length: rows }, (_, rowOffset) => {
        const row = rowOffset + 1;
        return (
          <Box role="row" key={row} aria-rowindex={row} sx={{ display: 'contents' }}>
            <Box
              role="rowheader"
              sx={{ alignSelf: 'center', textAlign: 'center', color: 'text.secondary', fontSize: '0.8rem' }}
            >
              {rowLabel(seats, row, columns)}
            </Box>
            {Array.from({ length: columns }, (_, columnOffset) => {
              const seatIndex = `${row}-${columnOffset + 1}`;
              const seat = seats[seatIndex];
              if (!seat?.is_accessible) return <Box key={seatIndex} role="presentation" />;
              return (
                <Box role="gridcell" key={seatIndex} aria-colindex={columnOffset + 1}>
                  <Seat
                    seatIndex={seatIndex}
                    label={seat.label}
                    category={seat.category}
                    look={seatLookOf(seatIndex, parts, statuses, selection)}
                    price={`${currencySymbol(parts.physical_venue_currency)}${seatPrice(
                      parts,
                      seatIndex,
                      selection.ticketTypes[seatIndex] ?? DEFAULT_TICKET_TYPE,
                    )}`}
                    size={SEAT_SIZE * scale}
                    tabbable={seatIndex === focusable}
                    onToggle={onToggle}
                    onFocus={setActive}
                    register={(element) => {
                      if (element) buttons.current.set(seatIndex, element);
                      else buttons.current.delete(seatIndex);
                    }}
                  />
                </Box>
              );
            })}
          </Box>
        );
      })}
    </Box>
  );
}

type SeatProps = {
  seatIndex: string;
  label: string;
  category: number;
  look: SeatLook;
  price: string;
  size: number;
  tabbable: boolean;
  onToggle: (seatIndex: string) => void;
  onFocus: (seatIndex: string) => void;
  register: (element: HTMLButtonElement | null) => void;
};

/** One seat: memoised, so picking a seat redraws that seat and not the whole hall. */
const Seat = memo(function Seat(props: SeatProps) {
  const { t } = useTranslation('venues');
  const theme = useTheme();
  const category = t(`seatChart.category.${seatCategoryKey(props.category)}`);
  const status = t(`seatChart.status.${props.look}`);
  const pickable = props.look === 'available' || props.look === 'selected';
  const description = t('seatChart.seat', { label: props.label, category, price: props.price, status });
  return (
    <Tooltip title={description} enterDelay={500} enterNextDelay={500} leaveDelay={100} disableInteractive>
      <Box
        component="button"
        type="button"
        ref={props.register}
        tabIndex={props.tabbable ? 0 : -1}
        aria-label={description}
        aria-pressed={props.look === 'selected'}
        aria-disabled={!pickable}
        onClick={() => pickable && props.onToggle(props.seatIndex)}
        onFocus={() => props.onFocus(props.seatIndex)}
        sx={{
          ...seatLookStyle(theme, props.look, props.category),
          inlineSize: props.size,
          blockSize: props.size,
          padding: 0,
          borderRadius: '6px 6px 3px 3px',
          cursor: pickable ? 'pointer' : 'not-allowed',
          display: 'grid',
          placeItems: 'center',
          '&:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
        }}
      >
        {props.category === SEAT_CATEGORIES.disabled ? (
          <AccessibleIcon sx={{ fontSize: props.size * 0.6 }} aria-hidden />
        ) : null}
      </Box>
    </Tooltip>
  );
});

const bySeatOrder = (a: string, b: string) => {
  const [rowA, columnA] = a.split('-').map(Number) as [number, number];
  const [rowB, columnB] = b.split('-').map(Number) as [number, number];
  return rowA - rowB || columnA - columnB;
};

type Cells = ScreenerVenueParts['physical_venue']['seats'];

function nextSeatInRow(
  seats: Cells,
  row: number,
  column: number,
  step: number,
  columns: number,
): string | null {
  for (let next = column + step; next >= 1 && next <= columns; next += step) {
    if (seats[`${row}-${next}`]?.is_accessible) return `${row}-${next}`;
  }
  return null;
}

/** The seat of that row nearest the column, skipping rows without seats in the way. */
function nearestSeatInRow(
  seats: Cells,
  row: number,
  column: number,
  rows: number,
  columns: number,
): string | null {
  if (row < 1 || row > rows) return null;
  for (let distance = 0; distance < columns; distance++) {
    for (const candidate of [column - distance, column + distance]) {
      if (seats[`${row}-${candidate}`]?.is_accessible) return `${row}-${candidate}`;
    }
  }
  return null;
}

/** A row's name from its first seat's label ("B" of "B4"), else its number; the map editor's too. */
export function rowLabel(seats: Cells, row: number, columns: number): string {
  for (let column = 1; column <= columns; column++) {
    const label = seats[`${row}-${column}`]?.label;
    const letters = label?.replace(/\d+$/, '');
    if (letters) return letters;
  }
  return String(row);
}
