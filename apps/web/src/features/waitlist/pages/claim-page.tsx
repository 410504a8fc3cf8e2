import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { formatEventTime } from '../../../domain/event/screener-state';
import { useClaimOffer } from '../api';

/**
 * The offer mail's link (issue 38): claims the held place for the signed-in viewer (the router
 * sends a guest to sign in first), then leads to the event's overview to buy it.
 */
export function ClaimPage() {
  const { t, i18n } = useTranslation();
  const { token = '' } = useParams();
  const claim = useClaimOffer();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    claim.mutate(token);
  }, [claim, token]);

  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 6 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('waitlist.claim.title')}
        </Typography>
        {claim.isSuccess ? (
          <>
            <Alert severity="success">
              {t('waitlist.held', { time: formatEventTime(claim.data.hold_ends_at, i18n.language) })}
            </Alert>
            <Button
              variant="contained"
              size="large"
              component={Link}
              to={routePath('screeners.overview', { screener_id: claim.data.screener_id })}
              sx={{ alignSelf: 'flex-start' }}
            >
              {t('waitlist.claim.continue')}
            </Button>
          </>
        ) : claim.isError ? (
          <Alert severity="error">{errorText(claim.error, t)}</Alert>
        ) : (
          <CircularProgress aria-label={t('waitlist.claim.title')} />
        )}
      </Stack>
    </Container>
  );
}
