import ArrowBack from '@mui/icons-material/ArrowBack';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '../../ui/use-document-title';
import { LoadState } from '../components/load-state';

/**
 * What an order's page and a subscription's page share: the way back to the grid, the title, and
 * the loaded view, or the load's state with a retry.
 */
export function OrderPageFrame<Data>({
  title,
  query,
  view,
}: {
  title: string;
  query: UseQueryResult<Data>;
  view: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  useDocumentTitle(title);
  return (
    <Stack spacing={3}>
      <Link
        component={RouterLink}
        to={ADMIN_PATHS.orders}
        sx={{ display: 'inline-flex', gap: 1, alignSelf: 'start' }}
      >
        <ArrowBack
          fontSize="small"
          sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }}
        />
        {t('orders.back')}
      </Link>
      <Typography component="h1" variant="h4">
        {title}
      </Typography>
      {query.data ? view(query.data) : <LoadState error={query.error} onRetry={() => void query.refetch()} />}
    </Stack>
  );
}
