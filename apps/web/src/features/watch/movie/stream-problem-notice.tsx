import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { StreamProblem } from './use-hls-playback';

/** Why the film stopped (spec part 2 §8), with a retry when trying again can help. */
export function StreamProblemNotice({ problem, onRetry }: { problem: StreamProblem; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = problem.kind === 'refused' ? problem.message : t(`player.errors.${problem.kind}`);
  return (
    <Alert
      severity="error"
      action={
        problem.retry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('player.retry')}
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}
