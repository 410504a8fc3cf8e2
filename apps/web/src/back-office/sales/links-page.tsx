import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminLink, LINK_KINDS, LINK_SORT_FIELDS, type LinkKind } from '@screener/contracts/admin-links';
import * as adminLinksCalls from '@screener/contracts/calls/admin-links';
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
import { SelectField } from '../components/select-field';
import { CsvDownloadButton } from './csv-download-button';
import { useEventChoices } from './event-choices';
import { LinkBatchDialog } from './link-dialogs';
import { useLinks, useRevokeLink } from './sales-api';

/** Access links and auto-register links: made in batches per event, listed, downloaded as CSV, revoked. */
export function LinksPage() {
  const { t, i18n } = useTranslation('admin');
  const runAction = useRowAction();
  const company = useCurrentCompany();
  const [kind, setKind] = useState<LinkKind>('access');
  const [eventId, setEventId] = useState<number | null>(null);
  const list = useAdminListQuery<(typeof LINK_SORT_FIELDS)[number]>({ sort_field: 'created_at' });
  const links = useLinks({ ...list.query, kind, screener_id: eventId });
  const events = useEventChoices();
  const revoke = useRevokeLink();
  const [creating, setCreating] = useState<LinkKind | null>(null);
  const revoking = useConfirmedRowAction<AdminLink>((link) =>
    runAction(() => revoke.mutateAsync({ kind: link.kind, id: link.id }), t('links.revoked')),
  );
  const date = (value: string | null) =>
    value ? formatDisplayDate(value, company.timezone, i18n.language) : '';

  const statusOf = (link: AdminLink) => {
    if (link.revoked_at) return { label: t('links.status.revoked'), color: 'error' as const };
    if (link.used_at) return { label: t('links.status.used'), color: 'default' as const };
    return { label: t('links.status.live'), color: 'success' as const };
  };

  const columns: GridColDef<AdminLink>[] = [
    { field: 'screener_title', headerName: t('links.event'), flex: 1, minWidth: 160 },
    kind === 'access'
      ? {
          field: 'mode',
          headerName: t('links.mode'),
          minWidth: 120,
          renderCell: ({ row }) =>
            row.mode === 'simulation' ? t('links.modes.simulation') : t('links.modes.anonymous'),
        }
      : { field: 'email', headerName: t('links.email'), flex: 1, minWidth: 180 },
    {
      field: 'url',
      headerName: t('links.url'),
      flex: 2,
      minWidth: 220,
      renderCell: ({ row }) => <bdi style={{ fontFamily: 'monospace', fontSize: '0.8rem' }}>{row.url}</bdi>,
    },
    {
      field: 'expires_at',
      headerName: t('links.expiresAt'),
      minWidth: 140,
      valueGetter: (v: string | null) => date(v),
    },
    {
      field: 'created_at',
      headerName: t('links.createdAt'),
      minWidth: 140,
      valueGetter: (v: string) => date(v),
    },
    {
      field: 'status',
      headerName: t('plans.status'),
      minWidth: 110,
      renderCell: ({ row }) => <Chip size="small" {...statusOf(row)} />,
    },
    rowActionsColumn<AdminLink>(t('sales.actions'), 110, (row) =>
      row.revoked_at ? null : (
        <Button size="small" color="error" onClick={() => revoking.ask(row)}>
          {t('links.revoke')}
        </Button>
      ),
    ),
  ];

  return (
    <AdminListPage title={t('links.title')} spacing={3}>
      <Tabs
        value={kind}
        onChange={(_event, value: LinkKind) => {
          setKind(value);
          list.setQuery((current) => ({ ...current, page: 0 }));
        }}
        aria-label={t('links.kinds.label')}
      >
        {LINK_KINDS.map((value) => (
          <Tab key={value} value={value} label={t(`links.kinds.${value}`)} />
        ))}
      </Tabs>
      <AdminDataGrid
        label={t(`links.kinds.${kind}`)}
        columns={columns}
        {...gridQuery(links)}
        list={list}
        sortFields={LINK_SORT_FIELDS}
        searchLabel={kind === 'access' ? t('links.searchAccess') : t('links.searchAutoRegister')}
        emptyText={t('links.empty')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <SelectField
              size="small"
              label={t('links.event')}
              value={eventId === null ? '' : String(eventId)}
              onChange={(event) => {
                setEventId(event.target.value === '' ? null : Number(event.target.value));
                list.setQuery((current) => ({ ...current, page: 0 }));
              }}
              sx={{ minWidth: 200 }}
              options={[
                { value: '', label: t('links.allEvents') },
                ...events.choices.map((event) => ({
                  value: String(event.id),
                  label: <bdi>{event.title}</bdi>,
                })),
              ]}
            />
            <Button variant="contained" startIcon={<Add />} onClick={() => setCreating(kind)}>
              {t('links.newBatch')}
            </Button>
            <CsvDownloadButton
              label={t('links.download')}
              declaration={adminLinksCalls.exportCsv}
              body={() => {
                const { search, sort_field, sort_direction } = list.query;
                return { kind, screener_id: eventId, search, sort_field, sort_direction };
              }}
              fileName={kind === 'access' ? 'access-links.csv' : 'auto-register-links.csv'}
            />
          </Stack>
        }
      />
      <LinkBatchDialog
        kind={creating}
        events={events.choices}
        onClose={() => setCreating(null)}
        onCreated={(screenerId) => setEventId(screenerId)}
      />
      <ConfirmDialog
        {...revoking.dialog}
        title={t('links.revokeTitle')}
        text={t('links.revokeText')}
        confirmLabel={t('links.revoke')}
        busy={revoke.isPending}
      />
    </AdminListPage>
  );
}
