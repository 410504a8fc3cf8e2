import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import { WATCH_GROUPINGS, type WatchReportRow, ZWatchReportRequest } from '@screener/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { ReportChart } from './report-chart';
import { formatCount, formatWatchHours } from './report-format';
import { ReportFrame } from './report-frame';
import { useWatchReport } from './reports-api';
import { useReportQuery } from './use-report-range';

/** Watch time by film, event, country or device from the player's beats: a chart, its table, its CSV. */
export function WatchReportPanel() {
  const { t, i18n } = useTranslation('admin');
  const { query, valid, rangeError, change } = useReportQuery<(typeof WATCH_GROUPINGS)[number]>(
    'film',
    ZWatchReportRequest,
  );
  const report = useWatchReport(query, valid);
  const hours = (seconds: number) => formatWatchHours(seconds, i18n.language);
  const nameOf = (row: WatchReportRow) => row.label ?? row.key ?? t('reports.none');
  const columns: AdminColumn<WatchReportRow>[] = [
    { key: 'name', header: t(`reports.groupings.${query.by}`), cell: (row) => <bdi>{nameOf(row)}</bdi> },
    { key: 'time', header: t('reports.watchTime'), cell: (row) => hours(row.watch_seconds), wrap: 'nowrap' },
    { key: 'viewers', header: t('reports.viewers'), cell: (row) => formatCount(row.viewers, i18n.language) },
  ];
  return (
    <ReportFrame
      name="watch"
      query={query}
      groupings={WATCH_GROUPINGS}
      rangeError={rangeError}
      labelOf={(by) => t(`reports.groupings.${by}`)}
      onChange={change}
      csv={adminReportsCalls.watchCsv}
      csvBody={query}
      report={{
        rows: valid ? report.data?.rows : undefined,
        error: report.error,
        retry: () => void report.refetch(),
      }}
    >
      {(rows) => (
        <>
          <ReportChart
            label={t('reports.chartOf', { what: t('reports.watchTime') })}
            seriesLabel={t('reports.watchTime')}
            overTime={false}
            points={rows.map((row) => ({ label: nameOf(row), value: row.watch_seconds }))}
            format={hours}
          />
          <AdminTable
            label={t('reports.tableOf', { what: t('reports.watchTime') })}
            columns={columns}
            rows={rows}
            rowKey={(row) => row.key ?? ''}
          />
        </>
      )}
    </ReportFrame>
  );
}
