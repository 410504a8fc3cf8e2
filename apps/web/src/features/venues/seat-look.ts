import { alpha, type Theme } from '@mui/material/styles';
import { SEAT_CATEGORIES, SEAT_STATUSES, type SeatStatus, seatCategoryOf } from '@screener/contracts/seats';
import type { ScreenerVenueParts } from '@screener/contracts/venue-parts';
import type { SeatSelection } from './seat-selection';

/** How a seat is drawn: the spec's seat classes (selected, available, reserved, booked), plus held back. */
export type SeatLook = 'selected' | 'available' | 'reserved' | 'booked' | 'not_for_sale';
export const SEAT_LOOKS: readonly SeatLook[] = [
  'available',
  'selected',
  'reserved',
  'booked',
  'not_for_sale',
];

export function seatLookOf(
  seatIndex: string,
  parts: ScreenerVenueParts,
  statuses: Record<string, SeatStatus>,
  selection: SeatSelection,
): SeatLook {
  if (parts.physical_venue.not_for_sale.includes(seatIndex)) return 'not_for_sale';
  if (selection.seats.includes(seatIndex)) return 'selected';
  const status = statuses[seatIndex] ?? SEAT_STATUSES.available;
  if (status === SEAT_STATUSES.booked) return 'booked';
  if (status === SEAT_STATUSES.locked) return 'reserved';
  return 'available';
}

export type SeatCategoryKey = 'regular' | 'discounted' | 'premium' | 'wheelchair';
const CATEGORY_KEYS: Record<number, SeatCategoryKey> = {
  [SEAT_CATEGORIES.regular]: 'regular',
  [SEAT_CATEGORIES.discounted]: 'discounted',
  [SEAT_CATEGORIES.premium]: 'premium',
  [SEAT_CATEGORIES.disabled]: 'wheelchair',
};
export const SEAT_CATEGORY_KEYS: readonly SeatCategoryKey[] = [
  'regular',
  'discounted',
  'premium',
  'wheelchair',
];

/** The text key of a seat's category; an unknown one reads regular (spec part 2 §9). */
export function seatCategoryKey(category: number): SeatCategoryKey {
  return CATEGORY_KEYS[seatCategoryOf(category)] ?? 'regular';
}

/** The edge colour that tells the categories apart; the fill tells the status. */
export function categoryColour(theme: Theme, category: number): string {
  switch (seatCategoryKey(category)) {
    case 'premium':
      return theme.palette.mode === 'dark' ? '#ffca28' : '#8d6e00';
    case 'discounted':
      return theme.palette.success.main;
    case 'wheelchair':
      return theme.palette.info.main;
    default:
      return theme.palette.text.secondary;
  }
}

export function seatLookStyle(theme: Theme, look: SeatLook, category: number) {
  const edge = categoryColour(theme, category);
  switch (look) {
    case 'selected':
      return {
        backgroundColor: theme.palette.primary.main,
        color: theme.palette.primary.contrastText,
        border: `2px solid ${theme.palette.primary.dark}`,
      };
    case 'reserved':
      return {
        backgroundColor: alpha(theme.palette.warning.main, 0.35),
        color: theme.palette.text.secondary,
        border: `2px dashed ${theme.palette.warning.dark}`,
      };
    case 'booked':
      return {
        backgroundColor: theme.palette.action.disabledBackground,
        color: theme.palette.text.disabled,
        border: `2px solid ${theme.palette.action.disabled}`,
      };
    case 'not_for_sale':
      return {
        backgroundColor: 'transparent',
        color: theme.palette.text.disabled,
        border: `2px dotted ${theme.palette.action.disabled}`,
      };
    default:
      return { backgroundColor: theme.palette.background.paper, color: edge, border: `2px solid ${edge}` };
  }
}
