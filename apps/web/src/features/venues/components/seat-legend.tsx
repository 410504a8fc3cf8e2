import AccessibleIcon from '@mui/icons-material/Accessible';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { SEAT_CATEGORIES } from '@screener/contracts/seats';
import { useTranslation } from 'react-i18next';
import { categoryColour, SEAT_CATEGORY_KEYS, SEAT_LOOKS, type SeatLook, seatLookStyle } from '../seat-look';
import '../../../i18n/venues/venue-texts';

const CATEGORY_OF_KEY = {
  regular: SEAT_CATEGORIES.regular,
  discounted: SEAT_CATEGORIES.discounted,
  premium: SEAT_CATEGORIES.premium,
  wheelchair: SEAT_CATEGORIES.disabled,
} as const;

/**
 * The legend of the seat classes and the categories (spec part 2 §2.12), each category with its
 * price on a viewer's chart (`priceOf`); the back-office's map editor shows only the classes a map
 * has (`looks`) and no prices.
 */
export function SeatLegend({
  categories,
  looks = SEAT_LOOKS,
  priceOf,
}: {
  categories: ReadonlySet<number>;
  looks?: readonly SeatLook[];
  /** The price of a seat of the category, with its currency ("€15.00"). */
  priceOf?: (category: number) => string;
}) {
  const { t } = useTranslation('venues');
  const theme = useTheme();
  const swatch = (sx: object, icon = false) => (
    <Box
      aria-hidden
      sx={{
        inlineSize: 18,
        blockSize: 18,
        borderRadius: '5px 5px 2px 2px',
        display: 'grid',
        placeItems: 'center',
        ...sx,
      }}
    >
      {icon ? <AccessibleIcon sx={{ fontSize: 12 }} /> : null}
    </Box>
  );
  return (
    <Stack
      component="ul"
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, listStyle: 'none', margin: 0, padding: 0 }}
    >
      {looks.map((look) => (
        <Stack component="li" key={look} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {swatch(seatLookStyle(theme, look, SEAT_CATEGORIES.regular))}
          <Typography variant="body2">{t(`seatChart.status.${look}`)}</Typography>
        </Stack>
      ))}
      {SEAT_CATEGORY_KEYS.filter((key) => categories.has(CATEGORY_OF_KEY[key])).map((key) => (
        <Stack component="li" key={key} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          {swatch(
            {
              border: `2px solid ${categoryColour(theme, CATEGORY_OF_KEY[key])}`,
              color: categoryColour(theme, CATEGORY_OF_KEY[key]),
            },
            key === 'wheelchair',
          )}
          <Typography variant="body2">
            {t(`seatChart.category.${key}`)}
            {priceOf ? (
              <Box component="span" sx={{ fontWeight: 600 }}>
                {' · '}
                <bdi>{priceOf(CATEGORY_OF_KEY[key])}</bdi>
              </Box>
            ) : null}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
