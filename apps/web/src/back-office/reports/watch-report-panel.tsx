import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import { WATCH_GROUPINGS, type WatchReportRow, ZWatchReportRequest } from '@screener/contracts/reports';
import { useTranslation } from 'react-i18next';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { CsvDownloadButton } from '../sales/csv-download-button';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { ReportChart } from './report-chart';
import { formatCount, formatWatchHours } from './report-format';
import { ReportRangeFields } from './report-range-fields';
import { useWatchReport } from './reports-api';
import { useReportQuery } from './use-report-range';

/** Watch time by film, event, country or device from the player's beats: a chart, its table, its CSV. */
export function WatchReportPanel() {
  const { t, i18n } = useTranslation('admin');
  const fieldErrorText = useAdminFieldErrorText();
  const { query, change } = useReportQuery<(typeof WATCH_GROUPINGS)[number]>('film');
  const checked = ZWatchReportRequest.safeParse(query);
  const rangeError = checked.success ? undefined : fieldErrorText(checked.error.issues[0]?.message);
  const report = useWatchReport(query, checked.success);
  const data = checked.success ? report.data : undefined;
  const hours = (seconds: number) => formatWatchHours(seconds, i18n.language);
  const nameOf = (row: WatchReportRow) => row.label ?? row.key ?? t('reports.none');
  const columns: AdminColumn<WatchReportRow>[] = [
    { key: 'name', header: t(`reports.groupings.${query.by}`), cell: (row) => <bdi>{nameOf(row)}</bdi> },
    { key: 'time', header: t('reports.watchTime'), cell: (row) => hours(row.watch_seconds), wrap: 'nowrap' },
    { key: 'viewers', header: t('reports.viewers'), cell: (row) => formatCount(row.viewers, i18n.language) },
  ];
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <ReportRangeFields
          from={query.from}
          to={query.to}
          by={query.by}
          groupings={WATCH_GROUPINGS}
          labelOf={(by) => t(`reports.groupings.${by}`)}
          rangeError={rangeError}
          onChange={change}
        />
        <CsvDownloadButton
          label={t('reports.download')}
          declaration={adminReportsCalls.watchCsv}
          body={() => query}
          fileName={`watch-${query.by}-${query.from}-${query.to}.csv`}
        />
      </Stack>
      {rangeError ? null : !data ? (
        <LoadState error={report.error} onRetry={() => void report.refetch()} />
      ) : data.rows.length === 0 ? (
        <Typography>{t('reports.empty')}</Typography>
      ) : (
        <>
          <ReportChart
            label={t('reports.chartOf', { what: t('reports.watchTime') })}
            seriesLabel={t('reports.watchTime')}
            overTime={false}
            points={data.rows.map((row) => ({ label: nameOf(row), value: row.watch_seconds }))}
            format={hours}
          />
          <AdminTable
            label={t('reports.tableOf', { what: t('reports.watchTime') })}
            columns={columns}
            rows={data.rows}
            rowKey={(row) => row.key ?? ''}
          />
        </>
      )}
    </Stack>
  );
}
