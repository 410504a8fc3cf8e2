import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import { SALES_GROUPINGS, type SalesRow, ZSalesReportRequest } from '@screener/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { ReportChart } from './report-chart';
import { formatCount, formatMoney } from './report-format';
import { ReportFrame } from './report-frame';
import { useSalesReport } from './reports-api';
import { useReportQuery } from './use-report-range';

/** Sales by day, event, plan, gateway or coupon, net of refunds: a chart, its table, its CSV. */
export function SalesReportPanel() {
  const { t, i18n } = useTranslation('admin');
  const { query, valid, rangeError, change } = useReportQuery<(typeof SALES_GROUPINGS)[number]>(
    'day',
    ZSalesReportRequest,
  );
  const report = useSalesReport(query, valid);
  const data = valid ? report.data : undefined;
  const money = (minor: number, currency = data?.currency ?? 'USD') =>
    formatMoney(minor, currency, i18n.language);
  const nameOf = (row: SalesRow) => row.label ?? row.key ?? t('reports.none');
  const moneyColumn = (key: 'gross' | 'refunded' | 'net', header: string): AdminColumn<SalesRow> => ({
    key,
    header,
    cell: (row) => money(row[`${key}_minor`], row.currency),
    wrap: 'nowrap',
  });
  const columns: AdminColumn<SalesRow>[] = [
    { key: 'name', header: t(`reports.groupings.${query.by}`), cell: (row) => <bdi>{nameOf(row)}</bdi> },
    { key: 'orders', header: t('reports.orders'), cell: (row) => formatCount(row.orders, i18n.language) },
    moneyColumn('gross', t('reports.gross')),
    moneyColumn('refunded', t('reports.refunded')),
    moneyColumn('net', t('reports.net')),
    {
      key: 'commission',
      header: t('reports.commission', { percent: data?.commission_percent ?? 0 }),
      cell: (row) => money(row.commission_minor, row.currency),
      wrap: 'nowrap',
    },
  ];
  return (
    <ReportFrame
      name="sales"
      query={query}
      groupings={SALES_GROUPINGS}
      rangeError={rangeError}
      labelOf={(by) => t(`reports.groupings.${by}`)}
      onChange={change}
      csv={adminReportsCalls.salesCsv}
      csvBody={query}
      report={{ rows: data?.rows, error: report.error, retry: () => void report.refetch() }}
    >
      {(rows) => (
        <>
          <ReportChart
            label={t('reports.chartOf', { what: t('reports.net') })}
            seriesLabel={t('reports.net')}
            overTime={query.by === 'day'}
            points={rows
              .filter((row) => row.currency === data?.currency)
              .map((row) => ({ label: nameOf(row), value: row.net_minor }))}
            format={(value) => money(value)}
          />
          <AdminTable
            label={t('reports.tableOf', { what: t('reports.sales') })}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.key ?? ''}-${row.currency}`}
          />
        </>
      )}
    </ReportFrame>
  );
}
