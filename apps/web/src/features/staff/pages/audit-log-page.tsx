import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGE_SIZES } from '@screener/contracts/staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAuditLog } from '../api';
import { LoadState } from '../components/load-state';

/** A record as the log shows it: compact JSON, or a dash for none. */
const shown = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Owners' page: every back-office change, newest first, one server page at a time. */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('audit.title'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const log = useAuditLog(page, pageSize);

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
          <TableContainer>
            <Table size="small" aria-label={t('audit.title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('audit.when')}</TableCell>
                  <TableCell>{t('audit.who')}</TableCell>
                  <TableCell>{t('audit.what')}</TableCell>
                  <TableCell>{t('audit.target')}</TableCell>
                  <TableCell>{t('audit.before')}</TableCell>
                  <TableCell>{t('audit.after')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {log.data.entries.map((entry) => (
                  <TableRow key={entry.id}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <bdi>{entry.created_at}</bdi>
                    </TableCell>
                    <TableCell sx={{ wordBreak: 'break-all' }}>{entry.actor_email}</TableCell>
                    <TableCell>
                      <bdi>{entry.action}</bdi>
                    </TableCell>
                    <TableCell>
                      <bdi>
                        {entry.target_type} {entry.target_id ?? ''}
                      </bdi>
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} dir="ltr">
                      {shown(entry.before)}
                    </TableCell>
                    <TableCell sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }} dir="ltr">
                      {shown(entry.after)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
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
