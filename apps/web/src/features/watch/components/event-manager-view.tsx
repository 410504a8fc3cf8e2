import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { rentalDurationText } from '../../../domain/event/rental-text';
import { currentLanguage } from '../../../i18n/i18n';
import { MiniCountdown } from '../../../ui/mini-countdown';
import { useClock } from '../../../ui/use-clock';
import type { EventManager } from '../use-event-manager';
import { WatchStage } from './watch-stage';

function Waiting() {
  const { t } = useTranslation();
  return (
    <Stack role="status" alignItems="center" spacing={2} sx={{ paddingBlock: 8 }}>
      <CircularProgress aria-hidden />
      <Typography>{t('watch.loading')}</Typography>
    </Stack>
  );
}

function Countdown({ startsAt }: { startsAt: string }) {
  const { t } = useTranslation();
  const now = useClock(1000);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('watch.notStartedTitle')}
      </Typography>
      <Stack alignItems="center" sx={{ '& [role="timer"]': { typography: 'h4' } }}>
        <MiniCountdown target={startsAt} now={now} label={t('dashboard.countdown.startsIn')} />
      </Stack>
      <Typography color="text.secondary" sx={{ marginBlockStart: 2 }}>
        {t('watch.notStartedHint')}
      </Typography>
    </Paper>
  );
}

function FirstWatch({ hours, manager }: { hours: number | null; manager: EventManager }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {t('watch.firstWatch.title')}
      </Typography>
      <Typography sx={{ marginBlockEnd: 3 }}>
        {hours === null
          ? t('watch.firstWatch.messageOpen')
          : t('watch.firstWatch.message', { duration: rentalDurationText(hours, currentLanguage()) })}
      </Typography>
      <Button
        variant="contained"
        size="large"
        onClick={() => void manager.watchNow()}
        loading={manager.markingFirstWatch}
      >
        {t('watch.firstWatch.watchNow')}
      </Button>
    </Paper>
  );
}

/** What the event manager shows in each state (spec part 2 §4.1). */
export function EventManagerView({
  manager,
  preview,
  fullScreen,
}: {
  manager: EventManager;
  preview: boolean;
  fullScreen: boolean;
}) {
  const { t } = useTranslation();
  const { state } = manager;
  switch (state.state) {
    case 'INITIALIZING':
      return <Waiting />;
    case 'INTERRUPTED':
      return state.reason === 'countdown' ? (
        <Countdown startsAt={state.startsAt} />
      ) : (
        <FirstWatch hours={state.hours} manager={manager} />
      );
    case 'ACTIVE':
      return <WatchStage screener={state.screener} preview={preview} fullScreen={fullScreen} />;
    case 'ERROR':
      return (
        <Alert severity="error" role="alert">
          {state.message.kind === 'server'
            ? state.message.text
            : t(state.message.kind === 'expired' ? 'watch.expired' : 'watch.eventOver')}
        </Alert>
      );
  }
}
