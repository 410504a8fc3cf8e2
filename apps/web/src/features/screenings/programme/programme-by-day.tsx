import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { screenerState } from '../../../domain/event/screener-state';
import { LiveChip } from '../components/live-chip';
import { placeLine } from './place-line';
import type { ProgrammeDay } from './programme-days';
import { formatClock, formatDay } from './programme-time';

/**
 * The festival's days as tabs (scrollable on phones, arrow keys move between them) and the chosen
 * day's events in time order, each with its time at the company's zone, where it is seen and a link
 * to its overview.
 */
export function ProgrammeByDay({
  days,
  timeZone,
  now,
}: {
  days: ProgrammeDay[];
  timeZone: string;
  now: Date;
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = days.find((day) => day.day === chosen) ?? days[0];
  if (!current) return null;
  const tabId = (day: string) => `programme-tab-${day}`;
  const panelId = 'programme-panel';

  return (
    <>
      <Tabs
        value={current.day}
        onChange={(_, day: string) => setChosen(day)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={t('programme.days')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider' }}
      >
        {days.map(({ day }) => (
          <Tab
            key={day}
            value={day}
            id={tabId(day)}
            aria-controls={panelId}
            label={formatDay(day, i18n.language)}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(current.day)} sx={{ paddingBlockStart: 1 }}>
        <Box component="ol" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {current.screeners.map((screener) => (
            <ProgrammeRow
              key={screener.id}
              screener={screener}
              live={screenerState(screener, now).live}
              time={formatClock(screener.screening_starts_at, i18n.language, timeZone)}
            />
          ))}
        </Box>
      </Box>
    </>
  );
}

function ProgrammeRow({ screener, live, time }: { screener: Screener; live: boolean; time: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{
        display: 'grid',
        gridTemplateColumns: '4.5rem 1fr',
        gap: 2,
        paddingBlock: 1.5,
        borderBlockEnd: 1,
        borderColor: 'divider',
      }}
    >
      <Typography
        component="time"
        dateTime={`${screener.screening_starts_at.replace(' ', 'T')}Z`}
        sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {time}
      </Typography>
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start', minInlineSize: 0 }}>
        <Link
          component={RouterLink}
          to={routePath('screeners.overview', { screener_id: screener.id })}
          variant="subtitle1"
          sx={{ fontWeight: 700 }}
        >
          {screener.title}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {placeLine(screener, t)}
        </Typography>
        {live ? <LiveChip /> : null}
      </Stack>
    </Box>
  );
}
