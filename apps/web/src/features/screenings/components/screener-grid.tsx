import Box from '@mui/material/Box';
import type { Screener } from '@screener/contracts/screener';
import { useNow } from '../../../ui/use-now';
import { ScreenerCard } from './screener-card';

/** Cards two to a row below the 959 px breakpoint, four above. */
export function ScreenerGrid({ screeners }: { screeners: Screener[] }) {
  const now = useNow();
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {screeners.map((screener) => (
        <li key={screener.id}>
          <ScreenerCard screener={screener} now={now} />
        </li>
      ))}
    </Box>
  );
}
