import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DashboardScreener } from '@screener/contracts/dashboard';
import { useTranslation } from 'react-i18next';
import { EventBallot } from '../../../domain/ballot/event-ballot';
import { AddToCalendar } from '../../../domain/event/add-to-calendar';
import { formatEventTime } from '../../../domain/event/screener-state';
import { MiniCountdown } from '../../../ui/mini-countdown';
import { safeImageSrc } from '../../../ui/safe-url';
import { RentalStatus } from './rental-status';
import { ScreeningActions } from './screening-actions';

const THUMB = { inlineSize: 112, blockSize: 63 };

/**
 * One event of the screenings tab (spec part 2 §2.8): index, thumbnail or title, title, start time
 * or rental status, purchased and reserved chips, a countdown to the start, the Watch or
 * Participate button, for a paid event the refund request link, and the ballot of the films the
 * viewer may rate.
 */
export function ScreeningRow({
  screener,
  index,
  now,
  onRefund,
}: {
  screener: DashboardScreener;
  index: number;
  now: Date;
  onRefund(screener: DashboardScreener): void;
}) {
  const { t, i18n } = useTranslation();
  const thumbnail = safeImageSrc(screener.thumbnail_url);
  const titleId = `dashboard-screening-${screener.id}`;
  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 2,
        padding: 2,
      }}
    >
      <Typography color="text.secondary" sx={{ minInlineSize: '2ch' }} aria-hidden="true">
        {index}
      </Typography>
      {thumbnail ? (
        <Box
          component="img"
          src={thumbnail}
          alt=""
          loading="lazy"
          sx={{ ...THUMB, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
        />
      ) : (
        <Box
          aria-hidden="true"
          sx={{
            ...THUMB,
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            padding: 1,
            borderRadius: 1,
            bgcolor: 'action.hover',
            overflow: 'hidden',
            flexShrink: 0,
          }}
        >
          <Typography variant="caption" dir="auto" sx={{ textAlign: 'center', lineHeight: 1.2 }}>
            {screener.title}
          </Typography>
        </Box>
      )}
      <Stack spacing={0.5} sx={{ flex: '1 1 14rem', minInlineSize: 0 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" dir="auto" sx={{ fontWeight: 600 }}>
          {screener.title}
        </Typography>
        {screener.is_vod_event ? (
          <RentalStatus screener={screener} now={now} />
        ) : (
          <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {formatEventTime(screener.screening_starts_at, i18n.language)}
            </Typography>
            <AddToCalendar screener={screener} size="small" />
          </Stack>
        )}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {screener.is_purchased ? (
            <Chip size="small" color="primary" label={t('dashboard.purchased')} />
          ) : null}
          {screener.is_enrolled ? (
            <Chip size="small" color="success" label={t('dashboard.reserved')} />
          ) : null}
          {screener.is_payment_in_process ? (
            <Chip size="small" color="warning" label={t('dashboard.paymentInProcess')} />
          ) : null}
        </Stack>
      </Stack>
      {screener.is_vod_event ? null : (
        <MiniCountdown
          target={screener.screening_starts_at}
          now={now}
          label={t('dashboard.countdown.startsIn')}
        />
      )}
      <Stack spacing={1} sx={{ alignItems: 'flex-end', marginInlineStart: 'auto' }}>
        <ScreeningActions screener={screener} />
        {screener.pivot.purchase_id !== null ? (
          <Link component="button" type="button" variant="body2" onClick={() => onRefund(screener)}>
            {t('dashboard.refund.link')}
          </Link>
        ) : null}
      </Stack>
      <Box sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
        <EventBallot source={{ screenerId: screener.id }} />
      </Box>
    </Paper>
  );
}
