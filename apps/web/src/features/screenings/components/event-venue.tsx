import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PlaceIcon from '@mui/icons-material/Place';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { safeHref } from '../../../ui/safe-url';

/**
 * Where the event plays: the hall its seats are sold in (name, address, a directions link), said
 * online-and-there for an event with both parts; an event without a hall shows its venue line.
 */
export function EventVenue({ screener }: { screener: Screener }) {
  const { t } = useTranslation();
  const hall = screener.physical_venue;
  if (!hall) {
    return screener.venue ? (
      <Typography sx={{ display: 'flex', gap: 0.5, alignItems: 'center' }}>
        <PlaceIcon fontSize="small" aria-hidden />
        {t('screenings.card.venue', { venue: screener.venue })}
      </Typography>
    ) : null;
  }
  const directions = hall.navigation_link ? safeHref(hall.navigation_link) : null;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'flex-start' }}>
      <PlaceIcon fontSize="small" aria-hidden sx={{ marginBlockStart: 0.25 }} />
      <Box>
        <Typography>
          {t(
            screener.event_type === EVENT_TYPES.virtual_and_physical
              ? 'screenings.overview.playsOnlineAndAt'
              : 'screenings.overview.playsAt',
            { venue: hall.name },
          )}
        </Typography>
        {hall.address ? <Typography color="text.secondary">{hall.address}</Typography> : null}
        {directions ? (
          <Link
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', gap: 0.5, alignItems: 'center' }}
          >
            {t('screenings.overview.directions')}
            <OpenInNewIcon sx={{ fontSize: '1rem' }} aria-hidden />
          </Link>
        ) : null}
      </Box>
    </Stack>
  );
}
