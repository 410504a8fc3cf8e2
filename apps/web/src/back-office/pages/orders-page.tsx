import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@screener/contracts/money';
import { currencySymbol } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useCashPurchases, useConfirmCash } from '../api';
import { AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useApiErrorText } from '../use-api-error-text';

/** Orders: the cash purchases waiting at the box office, each confirmed when its money came in. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  useDocumentTitle(t('orders.title'));
  const cash = useCashPurchases();
  const confirm = useConfirmCash();
  const dateTime = useAdminDateTime();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('orders.title')}
      </Typography>
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
              cell: (purchase) => (
                <>
                  {purchase.buyer_name && <bdi>{purchase.buyer_name} </bdi>}
                  <bdi>{purchase.buyer_email}</bdi>
                </>
              ),
            },
            {
              key: 'amount',
              header: t('orders.amount'),
              wrap: 'nowrap',
              cell: (purchase) => (
                <bdi>
                  {currencySymbol(purchase.currency)}
                  {formatAmount(purchase.amount_minor)}
                </bdi>
              ),
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
