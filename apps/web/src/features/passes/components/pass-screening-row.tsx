import PublicOffIcon from '@mui/icons-material/PublicOff';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isEventOver, isRegistrationClosed } from '@screener/contracts/event';
import type { PricingPlanScreening } from '@screener/contracts/pricing-plans';
import { routePath } from '@screener/contracts/routes';
import { seatsStatus } from '@screener/contracts/seats';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatEventTime } from '../../../domain/event/screener-state';
import { safeImageSrc } from '../../../ui/safe-url';
import { SeatsLine } from '../../screenings';

/** One event of a pass (spec part 2 §2.9): thumbnail, linked title, start, seats, directors, geo block, Ended. */
export function PassScreeningRow({ screening, now }: { screening: PricingPlanScreening; now: Date }) {
  const { t, i18n } = useTranslation();
  const thumbnail = safeImageSrc(screening.thumbnail_url);
  const ended = isEventOver(screening, now);
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        display: 'flex',
        gap: 2,
        padding: 1.5,
        alignItems: 'flex-start',
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
      }}
    >
      <Box
        sx={{
          flex: '0 0 auto',
          inlineSize: { xs: '100%', sm: 160 },
          aspectRatio: '16 / 9',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {thumbnail ? (
          <Box
            component="img"
            src={thumbnail}
            alt=""
            sx={{ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' }}
          />
        ) : null}
      </Box>
      <Stack spacing={0.5} sx={{ minInlineSize: 0, flex: 1 }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Link
            component={RouterLink}
            to={routePath('screeners.overview', { screener_id: screening.id })}
            variant="subtitle1"
            dir="auto"
            sx={{ fontWeight: 600 }}
          >
            {screening.title}
          </Link>
          {screening.is_geo_blocked ? (
            <Tooltip title={t('passes.overview.geoBlockedEvent')}>
              <PublicOffIcon
                color="error"
                fontSize="small"
                titleAccess={t('passes.overview.geoBlockedEvent')}
              />
            </Tooltip>
          ) : null}
          {ended ? <Chip size="small" label={t('passes.overview.ended')} /> : null}
        </Stack>
        <Typography variant="body2">
          {t('passes.overview.starts', {
            time: formatEventTime(screening.screening_starts_at, i18n.language),
          })}
        </Typography>
        {ended ? null : (
          <SeatsLine
            status={seatsStatus({
              capacity: screening.limitation,
              occupied: screening.num_of_enrollments,
              registrationClosed: isRegistrationClosed(screening, now),
            })}
          />
        )}
        {screening.director_names.length > 0 ? (
          <Typography variant="body2" color="text.secondary" dir="auto">
            {t('passes.overview.directors', { names: screening.director_names.join(', ') })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}
