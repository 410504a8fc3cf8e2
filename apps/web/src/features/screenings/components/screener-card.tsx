import EventSeatIcon from '@mui/icons-material/EventSeat';
import MovieIcon from '@mui/icons-material/Movie';
import PlaceIcon from '@mui/icons-material/Place';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventTime, screenerState } from '../../../domain/event/screener-state';
import { useSubscriptionCovers } from '../../../domain/viewer/own-subscription';
import { safeImageSrc } from '../../../ui/safe-url';
import { eventTypeLabel } from './event-type-label';
import { LiveChip } from './live-chip';
import { SeatsLine } from './seats-line';

/** An event card (spec part 1 §2); the whole card opens the overview. */
export function ScreenerCard({ screener, now }: { screener: Screener; now: Date }) {
  const { t, i18n } = useTranslation();
  const covers = useSubscriptionCovers();
  const state = screenerState(screener, now, covers(screener.id));
  const thumbnail = safeImageSrc(screener.thumbnail_url);
  const overviewPath = routePath('screeners.overview', { screener_id: screener.id });

  return (
    <Card component="article" aria-label={screener.title} sx={{ blockSize: '100%' }}>
      <CardActionArea component={Link} to={overviewPath} sx={{ blockSize: '100%', alignItems: 'stretch' }}>
        <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'action.hover' }}>
          {thumbnail ? (
            <Box
              component="img"
              src={thumbnail}
              alt=""
              loading="lazy"
              sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover', display: 'block' }}
            />
          ) : (
            <Box
              role="img"
              aria-label={t('screenings.card.noImage')}
              sx={{ display: 'grid', placeItems: 'center', blockSize: '100%' }}
            >
              <MovieIcon fontSize="large" color="disabled" />
            </Box>
          )}
          {state.reserved ? (
            <Box
              data-testid="reserved-overlay"
              sx={(theme) => ({
                position: 'absolute',
                inset: 0,
                display: 'grid',
                placeItems: 'center',
                bgcolor: alpha(theme.palette.success.main, 0.55),
                color: theme.palette.success.contrastText,
              })}
            >
              <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                {t('screenings.card.reserved')}
              </Typography>
            </Box>
          ) : null}
          {screener.is_geo_blocked ? (
            <Tooltip title={t('screenings.card.geoBlocked')}>
              <WarningAmberIcon
                role="img"
                aria-label={t('screenings.card.geoBlocked')}
                aria-hidden={false}
                color="warning"
                sx={{
                  position: 'absolute',
                  insetBlockStart: 8,
                  insetInlineEnd: 8,
                  bgcolor: 'background.paper',
                  borderRadius: '50%',
                  p: 0.25,
                }}
              />
            </Tooltip>
          ) : null}
        </Box>
        <CardContent>
          <Stack spacing={0.75}>
            {state.showEventType ? (
              <Chip
                size="small"
                icon={<EventSeatIcon />}
                label={eventTypeLabel(screener.event_type, t)}
                sx={{ alignSelf: 'flex-start' }}
              />
            ) : null}
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
              {screener.title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              <time dateTime={`${screener.screening_starts_at.replace(' ', 'T')}Z`}>
                {formatEventTime(screener.screening_starts_at, i18n.language)}
              </time>
            </Typography>
            {screener.venue ? (
              <Typography
                variant="body2"
                color="text.secondary"
                sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}
              >
                <PlaceIcon fontSize="inherit" aria-hidden />
                <span>{t('screenings.card.venue', { venue: screener.venue })}</span>
              </Typography>
            ) : null}
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              {state.live ? <LiveChip /> : null}
              {state.rental ? (
                <Chip
                  size="small"
                  color={state.rental === 'active' ? 'success' : 'default'}
                  label={t(
                    state.rental === 'active' ? 'screenings.rental.active' : 'screenings.rental.expired',
                  )}
                />
              ) : null}
              {state.purchasedOnly ? (
                <Chip
                  size="small"
                  color="info"
                  icon={<ShoppingBagIcon />}
                  label={t('screenings.card.purchased')}
                />
              ) : null}
            </Stack>
            {state.seats ? <SeatsLine status={state.seats} /> : null}
          </Stack>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
