import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { AUDIT_PAGE_SIZES } from '@screener/contracts/staff';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { type AuditFilter, useAuditLog } from '../api';
import { AuditEntryView, useAuditNames } from '../audit/audit-entry';
import { LoadState } from '../components/load-state';
import { useAdminDateTime } from '../components/use-admin-date-time';

/** The filter's choice that narrows nothing. */
const ALL = '';

/**
 * Owners' page: every back-office change, newest first, one server page at a time, each with who
 * made it, when, and the fields it changed; narrowed to one member and to one action.
 */
export function AuditLogPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('audit.title'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(25);
  const [filter, setFilter] = useState<AuditFilter>({ actor: null, action: null });
  const log = useAuditLog(page, pageSize, filter);
  const dateTime = useAdminDateTime();
  const names = useAuditNames();
  const narrowed = filter.actor !== null || filter.action !== null;
  const choose = (next: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4">
        {t('audit.title')}
      </Typography>
      <Stack
        role="search"
        aria-label={t('audit.filters')}
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label={t('audit.byWho')}
          value={filter.actor ?? ALL}
          onChange={(event) => choose({ actor: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ flex: '1 1 240px', maxInlineSize: 400 }}
        >
          <MenuItem value={ALL}>{t('audit.everyone')}</MenuItem>
          {(log.data?.actors ?? []).map((actor) => (
            <MenuItem key={actor} value={actor}>
              <bdi>{actor}</bdi>
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('audit.byWhat')}
          value={filter.action ?? ALL}
          onChange={(event) => choose({ action: event.target.value || null })}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ flex: '1 1 240px', maxInlineSize: 400 }}
        >
          <MenuItem value={ALL}>{t('audit.everything')}</MenuItem>
          {(log.data?.actions ?? [])
            .map((action) => ({ action, label: names.action(action) }))
            .sort((a, b) => a.label.localeCompare(b.label))
            .map(({ action, label }) => (
              <MenuItem key={action} value={action}>
                {label}
              </MenuItem>
            ))}
        </TextField>
      </Stack>
      {!log.data ? (
        <LoadState error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.total === 0 ? (
        <Typography color="text.secondary" role="status">
          {narrowed ? t('audit.noneFound') : t('audit.empty')}
        </Typography>
      ) : (
        <>
          <Stack
            component="ol"
            aria-label={t('audit.title')}
            sx={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {log.data.entries.map((entry, index) => (
              <Fragment key={entry.id}>
                {index > 0 ? <Divider component="li" aria-hidden /> : null}
                <li>
                  <AuditEntryView entry={entry} when={dateTime(entry.created_at)} />
                </li>
              </Fragment>
            ))}
          </Stack>
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
