import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useSession } from '../../../api/session-store';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useWaitlist, useWaitlistChange } from '../api';

/**
 * The overview's waitlist (issue 38), where Buy would be once no place is left: join, the viewer's
 * place in line and leave; with an offer, until when its place is held (Buy shows again).
 * A guest is sent to sign in first and comes back here.
 */
export function WaitlistPanel({ screener, soldOut }: { screener: Screener; soldOut: boolean }) {
  const { t, i18n } = useTranslation();
  const signedIn = useSession() !== null;
  const waitlist = useWaitlist(screener.id, { enabled: signedIn });
  const change = useWaitlistChange(screener.id);
  const place = waitlist.data?.place ?? null;

  if (!signedIn) {
    if (!soldOut) return null;
    const back = routePath('screeners.overview', { screener_id: screener.id });
    return (
      <Button
        variant="contained"
        size="large"
        component={Link}
        to={routePath('company.login', {}, { redirect: back })}
      >
        {t('waitlist.join')}
      </Button>
    );
  }
  if (!waitlist.data || (!waitlist.data.sold_out && !place)) return null;

  const leave = (
    <Button variant="outlined" disabled={change.isPending} onClick={() => change.mutate('leave')}>
      {t('waitlist.leave')}
    </Button>
  );
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {place === null ? (
        <>
          <Typography color="text.secondary">{t('waitlist.soldOut')}</Typography>
          <Button
            variant="contained"
            size="large"
            disabled={change.isPending}
            onClick={() => change.mutate('join')}
          >
            {t('waitlist.join')}
          </Button>
        </>
      ) : place.status === 'waiting' ? (
        <>
          <Typography>{t('waitlist.position', { position: place.position ?? 1 })}</Typography>
          {leave}
        </>
      ) : (
        <>
          <Alert severity="success">
            {t('waitlist.held', {
              time: place.offer_expires_at ? formatEventTime(place.offer_expires_at, i18n.language) : '',
            })}
          </Alert>
          {leave}
        </>
      )}
      {change.isError ? <Alert severity="error">{errorText(change.error, t)}</Alert> : null}
    </Stack>
  );
}
