import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useCashPurchases, useConfirmCash } from '../api';
import { AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useApiErrorText } from '../use-api-error-text';
import { BuyerText } from './buyer-text';
import { moneyText } from './orders-api';

/** The cash purchases waiting at the box office, each confirmed when its money came in. */
export function CashAwaiting() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const cash = useCashPurchases();
  const confirm = useConfirmCash();
  const dateTime = useAdminDateTime();

  return (
    <Stack spacing={2}>
      <Typography component="h2" variant="h6">
        {t('orders.cash')}
      </Typography>
      {confirm.isError && <Alert severity="error">{apiErrorText(confirm.error)}</Alert>}
      {confirm.isSuccess && (
        <Alert severity="success" role="status">
          {t('orders.confirmed', { number: confirm.variables })}
        </Alert>
      )}
      {!cash.data ? (
        <LoadState error={cash.error} onRetry={() => void cash.refetch()} />
      ) : cash.data.purchases.length === 0 ? (
        <Typography color="text.secondary">{t('orders.empty')}</Typography>
      ) : (
        <AdminTable
          label={t('orders.cash')}
          rows={cash.data.purchases}
          rowKey={(purchase) => purchase.id}
          columns={[
            { key: 'number', header: t('orders.number'), cell: (purchase) => <bdi>#{purchase.id}</bdi> },
            {
              key: 'buyer',
              header: t('orders.buyer'),
              wrap: 'anywhere',
              cell: (purchase) => <BuyerText buyer={purchase} />,
            },
            {
              key: 'amount',
              header: t('orders.amount'),
              wrap: 'nowrap',
              cell: (purchase) => <bdi>{moneyText(purchase.amount_minor, purchase.currency)}</bdi>,
            },
            {
              key: 'since',
              header: t('orders.since'),
              wrap: 'nowrap',
              cell: (purchase) => <bdi>{dateTime(purchase.created_at)}</bdi>,
            },
            {
              key: 'actions',
              header: t('orders.actions'),
              cell: (purchase) => (
                <Button
                  variant="contained"
                  size="small"
                  disabled={confirm.isPending}
                  onClick={() => confirm.mutate(purchase.id)}
                  aria-label={t('orders.confirmLabel', { number: purchase.id })}
                >
                  {t('orders.confirm')}
                </Button>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
