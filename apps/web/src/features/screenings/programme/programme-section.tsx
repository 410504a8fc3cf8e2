import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { timeZoneLabel } from '@screener/contracts/dates';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { ListEmpty } from '../../../ui/list-states';
import { useNow } from '../../../ui/use-now';
import { ProgrammeByDay } from './programme-by-day';
import { programmeDays } from './programme-days';

/** Room for the tabs and a few rows while the lists load. */
const RESERVED_BLOCK_SIZE = 260;

/**
 * The programme: the filtered scheduled events by day. Hidden when nothing is scheduled at all; a
 * filter that leaves nothing says so.
 */
export function ProgrammeSection({
  screeners,
  filtered,
  pending,
}: {
  screeners: Screener[];
  filtered: boolean;
  pending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const now = useNow();
  const days = programmeDays(screeners, company.timezone, now);
  if (!pending && days.length === 0 && !filtered) return null;
  const headingId = 'programme-title';

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ marginBlockEnd: 5 }}>
      <Typography id={headingId} variant="h5" component="h2">
        {t('programme.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('programme.timesIn', { zone: timeZoneLabel(company.timezone, i18n.language, now) })}
      </Typography>
      {pending ? (
        <Skeleton
          variant="rounded"
          height={RESERVED_BLOCK_SIZE}
          role="status"
          aria-label={t('screenings.loading')}
        />
      ) : days.length === 0 ? (
        <ListEmpty messages={[t('programme.empty')]} />
      ) : (
        <ProgrammeByDay days={days} timeZone={company.timezone} now={now} />
      )}
    </Box>
  );
}
