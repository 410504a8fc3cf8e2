import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Invoice, InvoiceStatus } from '@screener/contracts/subscription';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { saveFile } from '../../../api/file-request';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { fetchInvoicePdf } from '../api';
import { formatMinor, formatUnixDate } from '../subscription-format';
import '../subscription-texts';

const STATUS_COLORS: Record<InvoiceStatus, 'success' | 'warning' | 'default'> = {
  paid: 'success',
  due: 'warning',
  draft: 'default',
};

/** Downloads an invoice's PDF, made on the server. */
function InvoicePdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('subscriptions');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await fetchInvoicePdf(invoice.id), `invoice-${invoice.number ?? invoice.id}.pdf`);
    } catch (error) {
      notify(errorText(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      loading={busy}
      onClick={() => void download()}
      aria-label={t('subscriptions.invoices.pdfNamed', { number: invoice.number ?? invoice.id })}
    >
      {t('subscriptions.invoices.pdf')}
    </Button>
  );
}

/** The invoices (spec part 2 §2.8); those with a zero total are left out. */
export function InvoicesTable({ invoices }: { invoices: Invoice[] }) {
  const { t, i18n } = useTranslation('subscriptions');
  const company = useCurrentCompany();
  const date = (seconds: number | null) =>
    seconds === null ? '—' : formatUnixDate(seconds, i18n.language, company.timezone);
  const shown = invoices.filter((invoice) => invoice.total !== 0);
  return (
    <section aria-labelledby="subscription-invoices">
      <Typography id="subscription-invoices" variant="h6" component="h2" gutterBottom>
        {t('subscriptions.invoices.title')}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary" role="status">
          {t('subscriptions.invoices.none')}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('subscriptions.invoices.amount')}</TableCell>
                <TableCell>{t('subscriptions.invoices.status')}</TableCell>
                <TableCell>{t('subscriptions.invoices.number')}</TableCell>
                <TableCell>{t('subscriptions.invoices.customer')}</TableCell>
                <TableCell>{t('subscriptions.invoices.dueDate')}</TableCell>
                <TableCell>{t('subscriptions.invoices.created')}</TableCell>
                <TableCell>{t('subscriptions.invoices.paidAt')}</TableCell>
                <TableCell>{t('subscriptions.invoices.pdf')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((invoice) => (
                <TableRow key={invoice.id}>
                  <TableCell>
                    <bdi>{formatMinor(invoice.total, invoice.currency)}</bdi> {invoice.currency.toUpperCase()}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={STATUS_COLORS[invoice.status]}
                      label={t(`subscriptions.invoices.statuses.${invoice.status}`)}
                    />
                  </TableCell>
                  <TableCell dir="ltr">{invoice.number ?? '—'}</TableCell>
                  <TableCell dir="ltr">{invoice.customer_email ?? '—'}</TableCell>
                  <TableCell>{date(invoice.due_date)}</TableCell>
                  <TableCell>{date(invoice.created)}</TableCell>
                  <TableCell>{date(invoice.status_transitions.paid_at)}</TableCell>
                  <TableCell>{invoice.invoice_pdf ? <InvoicePdfButton invoice={invoice} /> : null}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </section>
  );
}
