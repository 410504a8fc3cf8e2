import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type LiveEvent,
  type StageKind,
  stageChange,
  stageChoices,
} from '@screener/contracts/admin-event-extras';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { resolveStage } from '@screener/contracts/watch';
import { useTranslation } from 'react-i18next';
import { generatePath, Link } from 'react-router';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';
import { useChangeStream, useLiveCounter, useLiveEvent } from './event-extras-api';

/** An event's live page: how many watch now, and which of its streams plays. */
export function EventLivePage({ id }: { id: number }) {
  const { t } = useTranslation('admin');
  const live = useLiveEvent(id);
  useDocumentTitle(
    live.data ? t('events.live.pageTitle', { title: live.data.title }) : t('events.live.title'),
  );
  return (
    <Stack spacing={3} sx={{ maxInlineSize: 720 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          component={Link}
          to={generatePath(ADMIN_PATHS.event, { screener_id: String(id) })}
          size="small"
        >
          {t('events.live.back')}
        </Button>
        <Typography component="h1" variant="h4" sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
          {live.data ? <bdi>{live.data.title}</bdi> : t('events.live.title')}
        </Typography>
      </Stack>
      {live.data ? (
        <>
          <LiveCounter id={id} />
          <StageChoice event={live.data} />
        </>
      ) : (
        <LoadState error={live.error} onRetry={() => void live.refetch()} />
      )}
    </Stack>
  );
}

function LiveCounter({ id }: { id: number }) {
  const { t, i18n } = useTranslation('admin');
  const counter = useLiveCounter(id);
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{t('events.live.watching')}</Typography>
        <Typography component="p" variant="h3" aria-live="polite" data-testid="live-count">
          {counter.data ? new Intl.NumberFormat(i18n.language).format(counter.data.count) : '…'}
        </Typography>
        <Typography variant="body2" color={counter.isError ? 'error' : 'text.secondary'}>
          {counter.isError ? t('events.live.counterFailed') : t('events.live.refreshing')}
        </Typography>
      </CardContent>
    </Card>
  );
}

function StageChoice({ event }: { event: LiveEvent }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const change = useChangeStream(event.screener_id);
  const choices = stageChoices(event.streams);
  const playing = resolveStage(event.streams, { isVod: false, filmCount: 1 }).main;

  const choose = async (target: StageKind) => {
    const body = stageChange(event.streams, target);
    if (!body) return;
    try {
      await change.mutateAsync(body);
      notify(t('events.live.switched', { stream: t(`events.live.kinds.${target}`) }), 'success');
    } catch (failure) {
      notify(apiErrorText(failure), 'error');
    }
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="live-stage-title">
      <Typography id="live-stage-title" component="h2" variant="h6">
        {t('events.live.stage')}
      </Typography>
      {choices.length === 0 ? (
        <Alert severity="info">{t('events.live.noStreams')}</Alert>
      ) : (
        <RadioGroup
          aria-labelledby="live-stage-title"
          value={playing ?? ''}
          onChange={(_change, value) => void choose(value as StageKind)}
        >
          {choices.map((kind) => (
            <FormControlLabel
              key={kind}
              value={kind}
              disabled={change.isPending}
              control={<Radio />}
              label={t(`events.live.kinds.${kind}`)}
            />
          ))}
        </RadioGroup>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('events.live.stageHint')}
      </Typography>
    </Stack>
  );
}
