import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { routePath } from '@screener/contracts/routes';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { useSession } from '../../../api/session-store';
import { NotFound } from '../../../ui/not-found';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { EventManagerView, loadHlsPlayer, useEventManager } from '../../watch';
import '../../../i18n/tv/tv-texts';

const NOT_PREVIEW = { preview: false, serverPreview: false } as const;

/**
 * tv.watch: one event full screen on the TV, through the watch page's own event manager and player,
 * so the same enrolment, window and HLS rules apply. Back (or the remote's Back) returns to the list.
 */
export function TvWatchPage() {
  const screenerId = Number(useParams().screener_id);
  const pairedTv = useSession()?.tv === true;
  if (!pairedTv) return <Navigate to={routePath('tv.home')} replace />;
  if (!Number.isSafeInteger(screenerId) || screenerId < 1) return <NotFound />;
  return <TvWatch key={screenerId} screenerId={screenerId} />;
}

function TvWatch({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation('tv');
  const navigate = useNavigate();
  const manager = useEventManager(screenerId, NOT_PREVIEW);
  useDocumentTitle(manager.title ?? t('watch.title'));
  useEffect(() => {
    loadHlsPlayer().catch(() => undefined);
  }, []);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' || event.key === 'BrowserBack' || event.key === 'GoBack') {
        void navigate(routePath('tv.home'));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [navigate]);

  return (
    <Box
      component="main"
      sx={{ position: 'fixed', inset: 0, bgcolor: 'common.black', overflow: 'auto', paddingBlock: '1vh' }}
    >
      <Box component="h1" sx={visuallyHidden}>
        {manager.title ?? t('watch.title')}
      </Box>
      <Button
        variant="contained"
        size="large"
        startIcon={
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        onClick={() => void navigate(routePath('tv.home'))}
        sx={{ position: 'absolute', insetBlockStart: 16, insetInlineStart: 16, zIndex: 1, opacity: 0.9 }}
      >
        {t('tvApp.tv.back')}
      </Button>
      <EventManagerView manager={manager} preview={false} fullScreen />
    </Box>
  );
}
