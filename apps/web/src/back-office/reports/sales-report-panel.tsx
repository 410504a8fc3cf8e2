import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import { SALES_GROUPINGS, type SalesRow, ZSalesReportRequest } from '@screener/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { CsvDownloadButton } from '../sales/csv-download-button';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { ReportChart } from './report-chart';
import { formatCount, formatMoney } from './report-format';
import { ReportRangeFields } from './report-range-fields';
import { useSalesReport } from './reports-api';
import { useReportQuery } from './use-report-range';

/** Sales by day, event, plan, gateway or coupon, net of refunds: a chart, its table, its CSV. */
export function SalesReportPanel() {
  const { t, i18n } = useTranslation('admin');
  const fieldErrorText = useAdminFieldErrorText();
  const { query, change } = useReportQuery<(typeof SALES_GROUPINGS)[number]>('day');
  const checked = ZSalesReportRequest.safeParse(query);
  const rangeError = checked.success ? undefined : fieldErrorText(checked.error.issues[0]?.message);
  const report = useSalesReport(query, checked.success);
  const data = checked.success ? report.data : undefined;
  const money = (minor: number, currency = data?.currency ?? 'USD') =>
    formatMoney(minor, currency, i18n.language);
  const nameOf = (row: SalesRow) => row.label ?? row.key ?? t('reports.none');
  const columns: AdminColumn<SalesRow>[] = [
    { key: 'name', header: t(`reports.groupings.${query.by}`), cell: (row) => <bdi>{nameOf(row)}</bdi> },
    { key: 'orders', header: t('reports.orders'), cell: (row) => formatCount(row.orders, i18n.language) },
    {
      key: 'gross',
      header: t('reports.gross'),
      cell: (row) => money(row.gross_minor, row.currency),
      wrap: 'nowrap',
    },
    {
      key: 'refunded',
      header: t('reports.refunded'),
      cell: (row) => money(row.refunded_minor, row.currency),
      wrap: 'nowrap',
    },
    {
      key: 'net',
      header: t('reports.net'),
      cell: (row) => money(row.net_minor, row.currency),
      wrap: 'nowrap',
    },
    {
      key: 'commission',
      header: t('reports.commission', { percent: data?.commission_percent ?? 0 }),
      cell: (row) => money(row.commission_minor, row.currency),
      wrap: 'nowrap',
    },
  ];
  const chartRows = data?.rows.filter((row) => row.currency === data.currency) ?? [];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <ReportRangeFields
          from={query.from}
          to={query.to}
          by={query.by}
          groupings={SALES_GROUPINGS}
          labelOf={(by) => t(`reports.groupings.${by}`)}
          rangeError={rangeError}
          onChange={change}
        />
        <CsvDownloadButton
          label={t('reports.download')}
          declaration={adminReportsCalls.salesCsv}
          body={() => query}
          fileName={`sales-${query.by}-${query.from}-${query.to}.csv`}
        />
      </Stack>
      {rangeError ? null : !data ? (
        <LoadState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.rows.length === 0 ? (
        <Typography>{t('reports.empty')}</Typography>
      ) : (
        <>
          <ReportChart
            label={t('reports.chartOf', { what: t('reports.net') })}
            seriesLabel={t('reports.net')}
            overTime={query.by === 'day'}
            points={chartRows.map((row) => ({ label: nameOf(row), value: row.net_minor }))}
            format={(value) => money(value)}
          />
          <AdminTable
            label={t('reports.tableOf', { what: t('reports.sales') })}
            columns={columns}
            rows={data.rows}
            rowKey={(row) => `${row.key ?? ''}-${row.currency}`}
          />
        </>
      )}
    </Stack>
  );
}
