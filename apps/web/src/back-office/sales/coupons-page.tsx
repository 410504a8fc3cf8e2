import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminCoupon, COUPON_SORT_FIELDS } from '@screener/contracts/admin-coupons';
import * as adminCouponsCalls from '@screener/contracts/calls/admin-coupons';
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
import { CouponBatchDialog, CouponDialog } from './coupon-dialogs';
import { CsvDownloadButton } from './csv-download-button';
import { useCoupons, useDisableCoupon } from './sales-api';

/** Coupons: search by code, one or a batch at a time, disable, and download as CSV. */
export function CouponsPage() {
  const { t, i18n } = useTranslation('admin');
  const runAction = useRowAction();
  const company = useCurrentCompany();
  const list = useAdminListQuery<(typeof COUPON_SORT_FIELDS)[number]>({ sort_field: 'created_at' });
  const coupons = useCoupons(list.query);
  const disable = useDisableCoupon();
  const [dialog, setDialog] = useState<'one' | 'batch' | null>(null);
  const disabling = useConfirmedRowAction<AdminCoupon>((coupon) =>
    runAction(() => disable.mutateAsync(coupon.id), t('coupons.disabled', { code: coupon.code })),
  );

  const columns: GridColDef<AdminCoupon>[] = [
    {
      field: 'code',
      headerName: t('coupons.fields.code'),
      minWidth: 110,
      renderCell: ({ row }) => <bdi style={{ fontFamily: 'monospace' }}>{row.code}</bdi>,
    },
    {
      field: 'percent_off',
      headerName: t('coupons.fields.percent_off'),
      minWidth: 100,
      valueFormatter: (v) => `${v}%`,
    },
    {
      field: 'used_count',
      headerName: t('coupons.uses'),
      minWidth: 100,
      valueGetter: (_value, row) =>
        row.max_uses === null ? `${row.used_count}` : `${row.used_count} / ${row.max_uses}`,
    },
    {
      field: 'valid_until',
      headerName: t('coupons.fields.valid_until'),
      minWidth: 150,
      valueGetter: (value: string | null) =>
        value ? formatDisplayDate(value, company.timezone, i18n.language) : t('coupons.noExpiry'),
    },
    {
      field: 'plan_ids',
      headerName: t('coupons.fields.plan_ids'),
      minWidth: 110,
      valueGetter: (ids: number[]) => (ids.length === 0 ? t('coupons.allPlans') : String(ids.length)),
    },
    {
      field: 'active',
      headerName: t('plans.status'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          label={t(row.active ? 'coupons.active' : 'coupons.inactive')}
        />
      ),
    },
    rowActionsColumn<AdminCoupon>(t('sales.actions'), 120, (row) =>
      row.active ? (
        <Button
          size="small"
          color="error"
          onClick={() => disabling.ask(row)}
          aria-label={t('coupons.disableCode', { code: row.code })}
        >
          {t('coupons.disable')}
        </Button>
      ) : null,
    ),
  ];

  return (
    <AdminListPage title={t('coupons.title')} spacing={3}>
      <AdminDataGrid
        label={t('coupons.title')}
        columns={columns}
        {...gridQuery(coupons)}
        list={list}
        sortFields={COUPON_SORT_FIELDS}
        searchLabel={t('coupons.search')}
        emptyText={t('coupons.empty')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('one')}>
              {t('coupons.new')}
            </Button>
            <Button variant="outlined" startIcon={<Add />} onClick={() => setDialog('batch')}>
              {t('coupons.newBatch')}
            </Button>
            <CsvDownloadButton
              label={t('coupons.download')}
              declaration={adminCouponsCalls.exportCsv}
              body={() => {
                const { search, sort_field, sort_direction } = list.query;
                return { search, sort_field, sort_direction };
              }}
              fileName="coupons.csv"
            />
          </Stack>
        }
      />
      <CouponDialog open={dialog === 'one'} onClose={() => setDialog(null)} />
      <CouponBatchDialog
        open={dialog === 'batch'}
        onClose={() => setDialog(null)}
        // Newest first with no search: the new batch heads the list and the download.
        onCreated={() => list.setSearchText('')}
      />
      <ConfirmDialog
        {...disabling.dialog}
        title={t('coupons.disableTitle', { code: disabling.row?.code ?? '' })}
        text={t('coupons.disableText')}
        confirmLabel={t('coupons.disable')}
        busy={disable.isPending}
      />
    </AdminListPage>
  );
}
