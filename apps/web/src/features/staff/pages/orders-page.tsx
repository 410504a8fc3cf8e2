import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { formatAmount } from '@screener/contracts/money';
import { currencySymbol } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useCashPurchases, useConfirmCash } from '../api';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';

/** Orders: the cash purchases waiting at the box office, each confirmed when its money came in. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  useDocumentTitle(t('orders.title'));
  const cash = useCashPurchases();
  const confirm = useConfirmCash();

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
        <TableContainer>
          <Table size="small" aria-label={t('orders.cash')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('orders.number')}</TableCell>
                <TableCell>{t('orders.buyer')}</TableCell>
                <TableCell>{t('orders.amount')}</TableCell>
                <TableCell>{t('orders.since')}</TableCell>
                <TableCell>{t('orders.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cash.data.purchases.map((purchase) => (
                <TableRow key={purchase.id}>
                  <TableCell>
                    <bdi>#{purchase.id}</bdi>
                  </TableCell>
                  <TableCell sx={{ wordBreak: 'break-all' }}>
                    {purchase.buyer_name && <bdi>{purchase.buyer_name} </bdi>}
                    <bdi>{purchase.buyer_email}</bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>
                      {currencySymbol(purchase.currency)}
                      {formatAmount(purchase.amount_minor)}
                    </bdi>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <bdi>{purchase.created_at}</bdi>
                  </TableCell>
                  <TableCell>
                    <Button
                      variant="contained"
                      size="small"
                      disabled={confirm.isPending}
                      onClick={() => confirm.mutate(purchase.id)}
                      aria-label={t('orders.confirmLabel', { number: purchase.id })}
                    >
                      {t('orders.confirm')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Stack>
  );
}
