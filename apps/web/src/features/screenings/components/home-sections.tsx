import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type RouteName, routePath } from '@screener/contracts/routes';
import type { ScreenerList } from '@screener/contracts/screener';
import { PAGE_SIZES } from '@screener/contracts/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useScreenerList } from '../../../domain/event/api';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { type EventFilter, filterEvents, NO_FILTER } from '../programme/event-filter';
import { ScreenerGrid } from './screener-grid';

const DASHBOARD_QUERY = { page: 1, perPage: PAGE_SIZES.dashboard };
/** On small screens a section shows its first 2 cards. */
const SMALL_SCREEN_CARDS = 2;

type Section = {
  list: ScreenerList;
  title: string;
  route: Extract<RouteName, 'screeners.ongoing' | 'screeners.upcoming' | 'vod.movies' | 'screeners.archive'>;
};

/**
 * The company home's sections (spec part 1 §2): up to 4 each of ongoing, upcoming, on-demand and
 * past events, a section only when it has events, each with a see-more link to its list. The home's
 * filter narrows each section to the events it lets through.
 */
export function HomeSections({ filter = NO_FILTER }: { filter?: EventFilter }) {
  const { t } = useTranslation();
  const smallScreen = useMediaQuery('(max-width:959px)');
  const sections: Section[] = [
    { list: 'ongoing', title: t('screenings.sections.ongoing'), route: 'screeners.ongoing' },
    { list: 'upcoming', title: t('screenings.sections.upcoming'), route: 'screeners.upcoming' },
    { list: 'vod', title: t('screenings.sections.onDemand'), route: 'vod.movies' },
    { list: 'archive', title: t('screenings.sections.past'), route: 'screeners.archive' },
  ];
  const queries = {
    ongoing: useScreenerList('ongoing', DASHBOARD_QUERY),
    upcoming: useScreenerList('upcoming', DASHBOARD_QUERY),
    vod: useScreenerList('vod', DASHBOARD_QUERY),
    archive: useScreenerList('archive', DASHBOARD_QUERY),
  } as const;
  const all = Object.values(queries);

  if (all.some((query) => query.isPending)) return <InlineSpinner label={t('screenings.loading')} />;
  const failed = all.find((query) => query.isError);
  if (failed?.isError)
    return (
      <LoadError
        sentence="screenings.loadError"
        error={failed.error}
        onRetry={() => all.forEach((query) => void query.refetch())}
      />
    );
  const shown = (list: keyof typeof queries) => filterEvents(queries[list].data?.data ?? [], filter);
  const filled = sections.filter((section) => shown(section.list as keyof typeof queries).length > 0);
  if (filled.length === 0) {
    const filtering = filter.format !== NO_FILTER.format || filter.venue !== NO_FILTER.venue;
    return <ListEmpty messages={[t(filtering ? 'programme.filter.noMatch' : 'screenings.empty.home')]} />;
  }

  return (
    <Stack spacing={5}>
      {filled.map((section) => {
        const screeners = shown(section.list as keyof typeof queries);
        const headingId = `home-section-${section.list}`;
        return (
          <Box component="section" key={section.list} aria-labelledby={headingId}>
            <Stack
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 2 }}
            >
              <Typography id={headingId} variant="h5" component="h2">
                {section.title}
              </Typography>
              <Button
                component={Link}
                to={routePath(section.route)}
                aria-label={`${t('screenings.seeMore')}: ${section.title}`}
              >
                {t('screenings.seeMore')}
              </Button>
            </Stack>
            <ScreenerGrid screeners={smallScreen ? screeners.slice(0, SMALL_SCREEN_CARDS) : screeners} />
          </Box>
        );
      })}
    </Stack>
  );
}
