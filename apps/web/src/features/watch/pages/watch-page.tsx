import CloseFullscreenIcon from '@mui/icons-material/CloseFullscreen';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EventBallot } from '../../../domain/ballot/event-ballot';
import { useReleaseFirstView } from '../../../ui/first-view';
import { NotFound } from '../../../ui/not-found';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useWatchScreenerKey } from '../api';
import { EventManagerView } from '../components/event-manager-view';
import { RoomUpdates } from '../components/room-updates';
import { LiveViewerCount } from '../live-counter';
import { usePlayerState } from '../movie/api';
import { loadHlsPlayer } from '../movie/hls-player-loader';
import { useEventManager } from '../use-event-manager';
import { useLeaveEvent, useWatchMode } from '../use-leave-event';

/**
 * In full screen the controls float over the film's top corner on the side the film starts (the
 * live chat, when shown, is on the other), so the film keeps its 98 vh.
 */
const fullScreenControls = {
  position: 'absolute',
  insetBlockStart: 'calc(1vh + 8px)',
  insetInlineStart: 16,
  zIndex: 1,
  alignItems: 'center',
  padding: 0.5,
  borderRadius: 1,
  bgcolor: 'background.paper',
  opacity: 0.92,
} as const;

/** How often the watch page asks whether a film of the event can now be rated. */
const BALLOT_REFRESH_MS = 30_000;

/** screeners.watch (spec part 2 §2.3): header, full-screen toggle, the event manager. */
export function WatchPage() {
  const screenerId = Number(useParams().screener_id);
  if (!Number.isSafeInteger(screenerId) || screenerId < 1) return <NotFound />;
  return <WatchEvent key={screenerId} screenerId={screenerId} />;
}

function WatchEvent({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation();
  const mode = useWatchMode();
  const manager = useEventManager(screenerId, mode);
  const screenerKey = useWatchScreenerKey(screenerId, mode.serverPreview);
  const leave = useLeaveEvent(mode);
  // Asked beside the event rather than after it, so the film starts one round trip sooner; the
  // player library downloads meanwhile.
  const saved = usePlayerState(screenerId, !mode.preview);
  useEffect(() => {
    loadHlsPlayer().catch(() => undefined);
  }, []);
  // The viewer's choice wins; until then the event's configuration decides.
  const [fullScreenChoice, setFullScreenChoice] = useState<boolean | null>(null);
  const fullScreen = fullScreenChoice ?? manager.isFullScreenMode;
  const active = manager.state.state === 'ACTIVE';
  useDocumentTitle(manager.title ?? t('watch.title'));
  // The first view's picture stays while the event and its cookie load, until the player shows the
  // same picture as its poster (or the page shows why it cannot play), rather than a spinner between.
  // It waits for the saved state too, so the player is first seen with its controls and playlist,
  // which would otherwise push the live chat below them down.
  useReleaseFirstView(manager.state.state !== 'INITIALIZING' && (mode.preview || !saved.isPending));

  useEffect(() => {
    if (!fullScreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullScreenChoice(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  return (
    <Container maxWidth="xl" sx={{ paddingBlock: { xs: 2, sm: 3 } }}>
      <Box
        sx={
          fullScreen
            ? {
                position: 'fixed',
                inset: 0,
                zIndex: (theme) => theme.zIndex.modal,
                bgcolor: 'background.default',
                overflow: 'auto',
                // The film's 98 vh between 1 vh above and below it: nothing above pushes it out.
                paddingBlock: '1vh',
                paddingInline: 1,
              }
            : undefined
        }
      >
        <Stack
          component="header"
          direction="row"
          spacing={1}
          useFlexGap
          sx={fullScreen ? fullScreenControls : { alignItems: 'center', flexWrap: 'wrap', marginBlockEnd: 2 }}
        >
          <Typography
            variant="h4"
            component="h1"
            // A row of its own, so a long title arriving never moves the buttons beside it; in full
            // screen the film alone is shown and the title is left to screen readers.
            sx={
              fullScreen ? visuallyHidden : { flexBasis: '100%', minInlineSize: 0, overflowWrap: 'anywhere' }
            }
          >
            {manager.title ?? t('watch.title')}
          </Typography>
          {active ? <LiveViewerCount screenerId={screenerId} /> : null}
          {fullScreen ? (
            <Button
              variant="contained"
              startIcon={<CloseFullscreenIcon />}
              onClick={() => setFullScreenChoice(false)}
            >
              {t('watch.exitFullScreen')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              startIcon={<OpenInFullIcon />}
              onClick={() => setFullScreenChoice(true)}
            >
              {t('watch.fullScreen')}
            </Button>
          )}
          {leave ? (
            <Button variant="text" startIcon={<ExitToAppIcon />} onClick={() => void leave()}>
              {t('watch.leave')}
            </Button>
          ) : null}
        </Stack>
        <EventManagerView manager={manager} preview={mode.preview} fullScreen={fullScreen} />
      </Box>
      {/* The player's beats make the viewer eligible past half a film: asked again as they watch. */}
      {mode.preview ? null : (
        <Box sx={{ marginBlockStart: 2 }}>
          <EventBallot source={{ screenerId }} refreshMs={BALLOT_REFRESH_MS} />
        </Box>
      )}
      {active ? (
        <RoomUpdates screenerId={screenerId} screenerKey={screenerKey} preview={mode.serverPreview} />
      ) : null}
    </Container>
  );
}
