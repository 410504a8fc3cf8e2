import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FileCallDeclaration } from '@screener/contracts/call';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { LoadState } from '../components/load-state';
import { CsvDownloadButton } from '../sales/csv-download-button';
import { ReportRangeFields } from './report-range-fields';
import type { ReportQuery } from './use-report-range';

/**
 * A report's toolbar (its days, grouping and CSV download) and its states: loading or failed, a
 * range to correct, nothing in these days, or its rows, drawn by `children`.
 */
export function ReportFrame<By extends string, B extends z.ZodType, Row>(props: {
  /** The CSV file's name starts with it. */
  name: string;
  query: ReportQuery<By>;
  groupings: readonly By[];
  labelOf: (by: By) => string;
  rangeError: string | undefined;
  onChange: (change: Partial<ReportQuery<By>>) => void;
  csv: FileCallDeclaration<string, B>;
  /** The query as the CSV call's body. */
  csvBody: z.input<B>;
  report: { rows: Row[] | undefined; error: unknown; retry: () => void };
  children: (rows: Row[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { query, report } = props;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <ReportRangeFields
          from={query.from}
          to={query.to}
          by={query.by}
          groupings={props.groupings}
          labelOf={props.labelOf}
          rangeError={props.rangeError}
          onChange={props.onChange}
        />
        <CsvDownloadButton
          label={t('reports.download')}
          declaration={props.csv}
          body={() => props.csvBody}
          fileName={`${props.name}-${query.by}-${query.from}-${query.to}.csv`}
        />
      </Stack>
      {props.rangeError ? null : !report.rows ? (
        <LoadState error={report.error} onRetry={report.retry} />
      ) : report.rows.length === 0 ? (
        <Typography>{t('reports.empty')}</Typography>
      ) : (
        props.children(report.rows)
      )}
    </Stack>
  );
}
