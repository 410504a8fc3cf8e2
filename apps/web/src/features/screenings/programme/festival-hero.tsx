import MovieIcon from '@mui/icons-material/Movie';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { headlineEvent } from '@screener/contracts/headline-event';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { PAGE_SIZES } from '@screener/contracts/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useScreenerList } from '../../../domain/event/api';
import { screenerState } from '../../../domain/event/screener-state';
import { useSubscriptionCovers } from '../../../domain/viewer/own-subscription';
import { useReleaseFirstView } from '../../../ui/first-view';
import { safeImageSrc } from '../../../ui/safe-url';
import { useNow } from '../../../ui/use-now';
import { LiveChip } from '../components/live-chip';
import { HeroButton } from './hero-button';
import { placeLine } from './place-line';
import { formatTimeRange } from './programme-time';

/** The same lists the home's sections read, so the hero costs no call of its own. */
const DASHBOARD_QUERY = { page: 1, perPage: PAGE_SIZES.dashboard };

/**
 * Picture beside the words from 900 px, above them on phones. The box has its size before the event
 * arrives (the picture by its ratio, the words by a minimum height), so nothing below it moves.
 */
const frameSx = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
  overflow: 'hidden',
  marginBlockEnd: 4,
} as const;
const pictureSx = { position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' } as const;
const wordsSx = {
  padding: { xs: 2, md: 4 },
  minBlockSize: { xs: 200, md: 0 },
  justifyContent: 'center',
} as const;

/** The company home's hero: the event running now, else the next one, with its picture and main button. */
export function FestivalHero() {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const now = useNow();
  const ongoing = useScreenerList('ongoing', DASHBOARD_QUERY);
  const upcoming = useScreenerList('upcoming', DASHBOARD_QUERY);
  const pending = ongoing.isPending || upcoming.isPending;
  useReleaseFirstView(!pending);

  if (pending) {
    return (
      <Paper variant="outlined" sx={frameSx} role="status" aria-label={t('programme.hero.loading')}>
        <Skeleton variant="rectangular" sx={{ ...pictureSx, blockSize: 'auto', transform: 'none' }} />
        <Stack spacing={1.5} sx={wordsSx}>
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
          <Skeleton variant="text" width="60%" />
          <Skeleton variant="rounded" width={160} height={42} />
        </Stack>
      </Paper>
    );
  }
  const screener = headlineEvent([...(ongoing.data?.data ?? []), ...(upcoming.data?.data ?? [])], now);
  if (!screener) return null;
  return <HeroCard screener={screener} now={now} locale={i18n.language} timeZone={company.timezone} />;
}

function HeroCard({
  screener,
  now,
  locale,
  timeZone,
}: {
  screener: Screener;
  now: Date;
  locale: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const covers = useSubscriptionCovers();
  const state = screenerState(screener, now, covers(screener.id));
  const picture = safeImageSrc(screener.thumbnail_url);
  const headingId = 'festival-hero-title';

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={frameSx}
      data-testid="festival-hero"
    >
      <Box sx={pictureSx}>
        {picture ? (
          // The largest picture above the fold: the page's LCP, fetched first. The API gives one
          // picture per event (no sizes to choose from), hence no srcset.
          <Box
            component="img"
            src={picture}
            alt=""
            width={640}
            height={360}
            loading="eager"
            fetchPriority="high"
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Box sx={{ display: 'grid', placeItems: 'center', blockSize: '100%' }}>
            <MovieIcon sx={{ fontSize: 64 }} color="disabled" aria-hidden />
          </Box>
        )}
      </Box>
      <Stack spacing={1.5} sx={{ ...wordsSx, alignItems: 'flex-start' }}>
        {state.live ? (
          <LiveChip />
        ) : (
          <Typography variant="overline" component="p" color="text.secondary" sx={{ lineHeight: 1.5 }}>
            {t('programme.hero.next')}
          </Typography>
        )}
        <Typography
          id={headingId}
          variant="h4"
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.5rem', md: '2.125rem' } }}
        >
          {screener.title}
        </Typography>
        <Typography color="text.secondary">
          <time dateTime={`${screener.screening_starts_at.replace(' ', 'T')}Z`}>
            {formatTimeRange(screener.screening_starts_at, screener.screening_ends_at, locale, timeZone)}
          </time>
          <br />
          {placeLine(screener, t)}
        </Typography>
        <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <HeroButton screener={screener} archived={state.archived} />
          <Button
            variant="outlined"
            size="large"
            component={Link}
            to={routePath('screeners.overview', { screener_id: screener.id })}
            aria-label={t('programme.detailsOf', { title: screener.title })}
          >
            {t('programme.details')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
