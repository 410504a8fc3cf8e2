import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { AUDIENCE_SORT_FIELDS, type AudienceViewer } from '@screener/contracts/audience';
import * as adminAudienceCalls from '@screener/contracts/calls/admin-audience';
import { formatDisplayDate } from '@screener/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import {
  AdminListPage,
  gridQuery,
  rowActionsColumn,
  useConfirmedRowAction,
  useRowAction,
} from '../components/admin-list-page';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useStaffIdentity } from '../components/staff-identity-context';
import { formatCount, formatMoney, formatWatchHours } from '../reports/report-format';
import { CsvDownloadButton } from '../sales/csv-download-button';
import { useAudience, useBlockViewer, useEraseViewer } from './audience-api';

/**
 * The company's viewers (issue 35): what each bought, the events each holds a place in, how long
 * each watched; searchable, downloadable, and blocked or let in again by support staff; owners and
 * managers erase a viewer's personal data on request (issue 36).
 */
export function AudiencePage() {
  const { t, i18n } = useTranslation('admin');
  const company = useCurrentCompany();
  const identity = useStaffIdentity();
  const mayBlock = identity.kind === 'staff' && identity.permissions.includes('support');
  const mayErase = identity.kind === 'staff' && identity.permissions.includes('settings');
  const runAction = useRowAction();
  const list = useAdminListQuery<(typeof AUDIENCE_SORT_FIELDS)[number]>();
  const audience = useAudience(list.query);
  const block = useBlockViewer();
  const erase = useEraseViewer();
  const [reason, setReason] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const currency = audience.data?.currency ?? 'USD';
  const blocking = useConfirmedRowAction<AudienceViewer>((viewer) =>
    runAction(
      () => block.mutateAsync({ viewer_id: viewer.id, blocked: !viewer.blocked }),
      t(viewer.blocked ? 'audience.unblocked' : 'audience.blocked', { email: viewer.email }),
    ),
  );

  const erasing = useConfirmedRowAction<AudienceViewer>(async (viewer) => {
    if (!reason.trim()) {
      setReasonMissing(true);
      return false;
    }
    const done = await runAction(
      () => erase.mutateAsync({ consumer_id: viewer.id, reason: reason.trim() }),
      t('audience.erased', { email: viewer.email }),
    );
    if (done) setReason('');
    return done;
  });

  const columns: GridColDef<AudienceViewer>[] = [
    {
      field: 'email',
      headerName: t('audience.email'),
      minWidth: 220,
      flex: 1,
      renderCell: ({ row }) => <bdi>{row.email}</bdi>,
    },
    {
      field: 'name',
      headerName: t('audience.name'),
      minWidth: 140,
      valueGetter: (value: string | null) => value ?? '',
    },
    {
      field: 'orders',
      headerName: t('audience.orders'),
      minWidth: 90,
      valueFormatter: (value: number) => formatCount(value, i18n.language),
    },
    {
      field: 'spent_minor',
      headerName: t('audience.spent'),
      minWidth: 110,
      valueFormatter: (value: number) => formatMoney(value, currency, i18n.language),
    },
    {
      field: 'enrollments',
      headerName: t('audience.enrollments'),
      minWidth: 90,
      valueFormatter: (value: number) => formatCount(value, i18n.language),
    },
    {
      field: 'watch_seconds',
      headerName: t('audience.watched'),
      minWidth: 100,
      valueFormatter: (value: number) => formatWatchHours(value, i18n.language),
    },
    {
      field: 'created_at',
      headerName: t('audience.registered'),
      minWidth: 130,
      valueGetter: (value: string) => formatDisplayDate(value, company.timezone, i18n.language),
    },
    {
      field: 'blocked',
      headerName: t('audience.status'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.blocked ? 'error' : 'default'}
          label={t(row.blocked ? 'audience.isBlocked' : 'audience.isActive')}
        />
      ),
    },
    ...(mayBlock || mayErase
      ? [
          rowActionsColumn<AudienceViewer>(t('sales.actions'), mayBlock && mayErase ? 220 : 120, (row) => (
            <Stack direction="row" spacing={1}>
              {mayBlock ? (
                <Button
                  size="small"
                  color={row.blocked ? 'primary' : 'error'}
                  onClick={() => blocking.ask(row)}
                  aria-label={t(row.blocked ? 'audience.unblockViewer' : 'audience.blockViewer', {
                    email: row.email,
                  })}
                >
                  {t(row.blocked ? 'audience.unblock' : 'audience.block')}
                </Button>
              ) : null}
              {mayErase ? (
                <Button
                  size="small"
                  color="error"
                  onClick={() => {
                    setReasonMissing(false);
                    erasing.ask(row);
                  }}
                  aria-label={t('audience.eraseViewer', { email: row.email })}
                >
                  {t('audience.erase')}
                </Button>
              ) : null}
            </Stack>
          )),
        ]
      : []),
  ];

  const target = blocking.row;
  return (
    <AdminListPage title={t('audience.title')} spacing={3}>
      <AdminDataGrid
        label={t('audience.title')}
        columns={columns}
        {...gridQuery(audience)}
        list={list}
        sortFields={AUDIENCE_SORT_FIELDS}
        searchLabel={t('audience.search')}
        emptyText={t('audience.empty')}
        hiddenOnPhone={['name', 'enrollments', 'watch_seconds', 'created_at']}
        actions={
          <CsvDownloadButton
            label={t('audience.download')}
            declaration={adminAudienceCalls.exportCsv}
            body={() => ({ search: list.query.search })}
            fileName="audience.csv"
          />
        }
      />
      <ConfirmDialog
        {...blocking.dialog}
        title={t(target?.blocked ? 'audience.unblockTitle' : 'audience.blockTitle', {
          email: target?.email ?? '',
        })}
        text={t(target?.blocked ? 'audience.unblockText' : 'audience.blockText')}
        confirmLabel={t(target?.blocked ? 'audience.unblock' : 'audience.block')}
        busy={block.isPending}
      />
      <ConfirmDialog
        {...erasing.dialog}
        title={t('audience.eraseTitle', { email: erasing.row?.email ?? '' })}
        text={t('audience.eraseText')}
        confirmLabel={t('audience.erase')}
        busy={erase.isPending}
      >
        <TextField
          label={t('audience.eraseReason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonMissing(false);
          }}
          required
          fullWidth
          multiline
          error={reasonMissing}
          helperText={reasonMissing ? t('audience.eraseReasonMissing') : t('audience.eraseReasonTip')}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ marginBlock: 1 }}
        />
      </ConfirmDialog>
    </AdminListPage>
  );
}
