import LogoutIcon from '@mui/icons-material/Logout';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EVENT_TYPES } from '@screener/contracts/event';
import { routePath } from '@screener/contracts/routes';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useTvLibrary } from '../api';
import { useTvSignOut } from '../use-tv-sign-out';
import '../../../i18n/tv/tv-texts';

/** Once paired: what the viewer may watch (subscribed events too), as large tiles the remote moves between. */
export function TvLibrary() {
  const { t } = useTranslation('tv');
  const screenings = useTvLibrary();
  // A seat at the venue is not watched on a screen.
  const watchable = screenings.data?.filter((screener) => screener.event_type !== EVENT_TYPES.physical) ?? [];
  const signOut = useTvSignOut();
  // The remote starts on the first film, as a television's menu does.
  const firstTile = useRef<HTMLAnchorElement>(null);
  const hasTiles = watchable.length > 0;
  useEffect(() => {
    if (hasTiles) firstTile.current?.focus();
  }, [hasTiles]);

  return (
    <Stack spacing={4}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h3" component="h1">
          {t('tvApp.tv.libraryTitle')}
        </Typography>
        <Button
          variant="outlined"
          size="large"
          startIcon={<LogoutIcon />}
          onClick={() => void signOut()}
          sx={{ fontSize: 'inherit', flexShrink: 0 }}
        >
          {t('tvApp.tv.signOut')}
        </Button>
      </Stack>
      {screenings.isPending ? (
        <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: '10vh' }}>
          <CircularProgress size={56} aria-hidden />
          <Typography sx={{ fontSize: 'inherit' }}>{t('tvApp.tv.loading')}</Typography>
        </Stack>
      ) : screenings.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={() => void screenings.refetch()}>
              {t('tvApp.retry')}
            </Button>
          }
        >
          {errorText(screenings.error, t)}
        </Alert>
      ) : watchable.length === 0 ? (
        <Typography role="status" sx={{ fontSize: 'inherit', paddingBlock: '10vh', textAlign: 'center' }}>
          {t('tvApp.tv.empty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={t('tvApp.tv.libraryTitle')}
          sx={{
            listStyle: 'none',
            padding: 0,
            margin: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {watchable.map((screener, index) => (
            <li key={screener.id}>
              <Button
                component={Link}
                to={routePath('tv.watch', { screener_id: screener.id })}
                ref={index === 0 ? firstTile : undefined}
                variant="outlined"
                // The screen's focus ring shows the remote's place; a ripple would cover the title.
                disableRipple
                sx={{
                  inlineSize: '100%',
                  flexDirection: 'column',
                  alignItems: 'stretch',
                  padding: 1.5,
                  textTransform: 'none',
                  fontSize: 'inherit',
                  '&:focus-visible': { transform: 'scale(1.04)' },
                  transition: 'transform 120ms',
                }}
              >
                {screener.thumbnail_url ? (
                  <Box
                    component="img"
                    src={screener.thumbnail_url}
                    alt=""
                    sx={{ inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1 }}
                  />
                ) : (
                  <Box
                    sx={{
                      inlineSize: '100%',
                      aspectRatio: '16 / 9',
                      bgcolor: 'action.hover',
                      borderRadius: 1,
                    }}
                  />
                )}
                <Typography dir="auto" sx={{ fontSize: 'inherit', fontWeight: 600, marginBlockStart: 1 }}>
                  {screener.title}
                </Typography>
              </Button>
            </li>
          ))}
        </Box>
      )}
    </Stack>
  );
}
