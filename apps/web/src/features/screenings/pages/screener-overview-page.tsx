import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { parseApiDateTime, timeZoneLabel } from '@screener/contracts/dates';
import { isRegistrationClosed } from '@screener/contracts/event';
import { currencySymbol, PRICING_TYPES } from '@screener/contracts/pricing';
import { routePath } from '@screener/contracts/routes';
import type { Film, Screener } from '@screener/contracts/screener';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { AddToCalendar } from '../../../domain/event/add-to-calendar';
import { rentalDurationText } from '../../../domain/event/rental-text';
import { formatEventTime, screenerState } from '../../../domain/event/screener-state';
import { useSubscriptionCovers } from '../../../domain/viewer/own-subscription';
import { withTexts } from '../../../i18n/i18n';
import { useReleaseFirstView } from '../../../ui/first-view';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { notify } from '../../../ui/notifications';
import { safeHref, safeImageSrc } from '../../../ui/safe-url';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useEmbedMode } from '../../../ui/use-embed-mode';
import { useNow } from '../../../ui/use-now';
import { EventButtons } from '../components/event-buttons';
import { EventDetails } from '../components/event-details';
import { eventTypeLabel } from '../components/event-type-label';
import { EventVenue } from '../components/event-venue';
import { FilmList } from '../components/film-list';
import { LiveChip } from '../components/live-chip';
import { SeatsLine } from '../components/seats-line';
import { TicketPlans } from '../components/ticket-plans';
import { TrailerDialog } from '../components/trailer-dialog';
import { useOverviewScreener } from '../use-overview-screener';

/** The preview banner and its texts load only for an event opened in preview mode. */
const PreviewBanner = lazy(() =>
  withTexts(import('../components/preview-banner')).then((module) => ({ default: module.PreviewBanner })),
);
/** The company's other films load after the event, with their texts, never delaying it. */
const MoreFilms = lazy(() =>
  withTexts(import('../components/more-films')).then((module) => ({ default: module.MoreFilms })),
);
const PreviewRefused = lazy(() =>
  withTexts(import('../components/preview-banner')).then((module) => ({ default: module.PreviewRefused })),
);

/** screeners.overview: one event with everything spec part 1 §2 lists. */
export function ScreenerOverviewPage() {
  const { screener_id: raw = '' } = useParams();
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  const { query, previewStatus, previewRefused } = useOverviewScreener(id);
  const { t } = useTranslation();
  const navigate = useNavigate();
  const embedded = useEmbedMode();
  useDocumentTitle(query.data?.title);

  // A refused preview says so in place: there is no event to go home from.
  const failed = (query.isError && !previewRefused) || id === null;
  useReleaseFirstView(query.isError || id === null || !query.isPending);
  // Spec: on load failure show the error and go home, except inside an embedding page.
  useEffect(() => {
    if (!failed || embedded) return;
    notify(query.error ? errorText(query.error, t) : t('notFound.title'), 'error');
    void navigate(routePath('company.dashboard'), { replace: true });
  }, [failed, embedded, query.error, navigate, t]);

  if (failed) {
    return embedded ? (
      <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
        <Alert severity="error">{query.error ? errorText(query.error, t) : t('notFound.title')}</Alert>
      </Container>
    ) : null;
  }
  if (previewRefused) {
    return (
      <Suspense fallback={null}>
        <PreviewRefused />
      </Suspense>
    );
  }
  if (query.isPending || !query.data) return <InlineSpinner label={t('screenings.overview.loading')} />;
  return (
    <>
      {previewStatus ? (
        <Suspense fallback={null}>
          <PreviewBanner status={previewStatus} />
        </Suspense>
      ) : null}
      <Overview screener={query.data} />
    </>
  );
}

function Overview({ screener }: { screener: Screener }) {
  const { t, i18n } = useTranslation();
  const company = useCurrentCompany();
  const now = useNow();
  const covers = useSubscriptionCovers();
  const state = screenerState(screener, now, covers(screener.id));
  const [geoAlertOpen, setGeoAlertOpen] = useState(true);
  const [tab, setTab] = useState<'details' | 'movies'>('details');
  const [trailerFilm, setTrailerFilm] = useState<Film | null>(null);
  const thumbnail = safeImageSrc(screener.thumbnail_url);
  const vodPlan = screener.monetization[String(PRICING_TYPES.vod)]?.[0];
  const customLink = screener.custom_link ? safeHref(screener.custom_link.url) : null;
  const showPlans =
    screener.monetization_enabled &&
    !screener.is_vod_event &&
    !state.archived &&
    !screener.is_purchased &&
    !isRegistrationClosed(screener, now);
  const hasMovies = screener.films.length > 1;

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Box sx={{ display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' } }}>
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            sx={{ inlineSize: '100%', borderRadius: 1, aspectRatio: '16 / 9', objectFit: 'cover' }}
          />
        ) : (
          <Box />
        )}
        <Stack spacing={1.5}>
          <Typography variant="h4" component="h1">
            {screener.title}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {state.reserved ? <Chip color="success" label={t('screenings.card.reserved')} /> : null}
            {screener.is_purchased ? <Chip color="info" label={t('screenings.card.purchased')} /> : null}
            {state.rental === 'expired' ? <Chip label={t('screenings.rental.expired')} /> : null}
            {state.rental === 'active' ? (
              <Chip color="success" variant="outlined" label={t('screenings.rental.active')} />
            ) : null}
          </Stack>
          {screener.is_geo_blocked && geoAlertOpen ? (
            <Alert
              severity="error"
              onClose={() => setGeoAlertOpen(false)}
              slotProps={{ closeButton: { 'aria-label': t('common.close') } }}
            >
              {t('screenings.overview.geoBlocked')}
            </Alert>
          ) : null}
          {screener.is_vod_event ? null : (
            <Box>
              <Typography>
                {t('screenings.overview.startsLocal', {
                  time: formatEventTime(screener.screening_starts_at, i18n.language),
                })}
              </Typography>
              <Typography color="text.secondary">
                {t('screenings.overview.startsCompany', {
                  time: formatEventTime(screener.screening_starts_at, i18n.language, company.timezone),
                  timezone: timeZoneLabel(
                    company.timezone,
                    i18n.language,
                    parseApiDateTime(screener.screening_starts_at),
                  ),
                })}
              </Typography>
              {state.archived ? null : <AddToCalendar screener={screener} />}
            </Box>
          )}
          <EventVenue screener={screener} />
          {screener.is_vod_event && vodPlan ? (
            <Typography>
              {t('screenings.overview.price', {
                price: `${currencySymbol(vodPlan.currency)}${vodPlan.price}`,
              })}
            </Typography>
          ) : null}
          {screener.is_vod_event && screener.vod_availability ? (
            <Typography color="text.secondary">
              {t('screenings.overview.availability', {
                duration: rentalDurationText(screener.vod_availability, i18n.language),
              })}
            </Typography>
          ) : null}
          {state.live ? <LiveChip /> : null}
          {state.seats ? <SeatsLine status={state.seats} /> : null}
          <Typography color="text.secondary">
            {t('screenings.overview.eventType', { type: eventTypeLabel(screener.event_type, t) })}
          </Typography>
          {customLink ? (
            <Link href={customLink} target="_blank" rel="noopener noreferrer">
              {screener.custom_link?.label ?? customLink}
            </Link>
          ) : null}
          <Box sx={{ paddingBlockStart: 1 }}>
            <EventButtons
              screener={screener}
              archived={state.archived}
              seatsSoldOut={state.seats?.kind === 'sold_out'}
            />
          </Box>
          {showPlans ? <TicketPlans screener={screener} /> : null}
        </Stack>
      </Box>

      <Box sx={{ marginBlockStart: 4 }}>
        <Tabs
          value={hasMovies ? tab : 'details'}
          onChange={(_event, value: 'details' | 'movies') => setTab(value)}
          aria-label={t('screenings.overview.sections')}
        >
          <Tab
            value="details"
            label={t('screenings.overview.details')}
            id="overview-tab-details"
            aria-controls="overview-panel"
          />
          {hasMovies ? (
            <Tab
              value="movies"
              label={t('screenings.overview.movies')}
              id="overview-tab-movies"
              aria-controls="overview-panel"
            />
          ) : null}
        </Tabs>
        <Box
          role="tabpanel"
          id="overview-panel"
          aria-labelledby={hasMovies && tab === 'movies' ? 'overview-tab-movies' : 'overview-tab-details'}
          sx={{ paddingBlock: 3 }}
        >
          {hasMovies && tab === 'movies' ? (
            <FilmList films={screener.films} onTrailer={setTrailerFilm} />
          ) : (
            <EventDetails screener={screener} onTrailer={setTrailerFilm} />
          )}
        </Box>
      </Box>
      <Suspense fallback={null}>
        <MoreFilms screener={screener} onTrailer={setTrailerFilm} />
      </Suspense>
      <TrailerDialog
        open={trailerFilm !== null}
        onClose={() => setTrailerFilm(null)}
        title={trailerFilm?.title ?? ''}
        link={trailerFilm?.trailer ?? null}
      />
    </Container>
  );
}
