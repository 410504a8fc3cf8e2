import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGE_SIZES } from '@screener/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAuditLog } from '../api';
import { AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { useAdminDateTime } from '../components/use-admin-date-time';

/** A record as the log shows it: compact JSON, or a dash for none. */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Owners' page: every back-office change, newest first, one server page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('audit.title'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const log = useAuditLog(page, pageSize);
  const dateTime = useAdminDateTime();

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('audit.title')}
      </Typography>
      {!log.data ? (
        <LoadState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <Typography color="text.secondary">{t('audit.empty')}</Typography>
      ) : (
        <>
          <AdminTable
            label={t('audit.title')}
            rows={log.data.entries}
            rowKey={(entry) => entry.id}
            columns={[
              {
                key: 'when',
                header: t('audit.when'),
                wrap: 'nowrap',
                cell: (entry) => <bdi>{dateTime(entry.created_at)}</bdi>,
              },
              { key: 'who', header: t('audit.who'), wrap: 'anywhere', cell: (entry) => entry.actor_email },
              { key: 'what', header: t('audit.what'), cell: (entry) => <bdi>{entry.action}</bdi> },
              {
                key: 'target',
                header: t('audit.target'),
                cell: (entry) => (
                  <bdi>
                    {entry.target_type} {entry.target_id ?? ''}
                  </bdi>
                ),
              },
              {
                key: 'before',
                header: t('audit.before'),
                wrap: 'anywhere',
                ltr: true,
                monospace: true,
                cell: (entry) => shown(entry.before),
              },
              {
                key: 'after',
                header: t('audit.after'),
                wrap: 'anywhere',
                ltr: true,
                monospace: true,
                cell: (entry) => shown(entry.after),
              },
            ]}
          />
          <TablePagination
            component="div"
            count={log.data.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('audit.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('audit.range', { from, to, count })}
          />
        </>
      )}
    </Stack>
  );
}
