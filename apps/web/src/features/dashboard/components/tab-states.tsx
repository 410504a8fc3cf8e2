import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { LoadError } from '../../../ui/load-error';

/** A tab with nothing to list, with the way to the upcoming events. */
export function TabEmpty({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: 5, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button variant="outlined" component={Link} to={routePath('screeners.upcoming')}>
        {t('dashboard.browseScreenings')}
      </Button>
    </Stack>
  );
}

/** A tab whose list is not there yet: its spinner while it loads, or its failure with a retry. */
export function TabLoadState({ query, loadingLabel }: { query: UseQueryResult; loadingLabel: string }) {
  if (!query.isError) return <InlineSpinner label={loadingLabel} />;
  return (
    <LoadError sentence="dashboard.loadError" error={query.error} onRetry={() => void query.refetch()} />
  );
}
