import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminPlan, PLAN_SORT_FIELDS } from '@screener/contracts/admin-plans';
import { formatDisplayDate } from '@screener/contracts/dates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useApiErrorText } from '../use-api-error-text';
import { ACTIVE_OF, type ActiveFilter, ActiveFilterSelect } from './active-filter';
import { PlanDialog } from './plan-dialog';
import { usePlans, useSetPlanActive } from './sales-api';
import { SubscriptionPlansTab } from './subscription-plans-tab';

/** The tab in the address (`?kind=subscriptions`), so a link or a reload opens the same list. */
const KIND_PARAM = 'kind';
const SUBSCRIPTIONS = 'subscriptions';

/**
 * The plans the site sells, in two tabs: tickets and passes, and subscriptions. Each is a list to
 * search and sort with a dialog to create or edit, archive and restore.
 */
export function PlansPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('plans.title'));
  const [params, setParams] = useSearchParams();
  const subscriptions = params.get(KIND_PARAM) === SUBSCRIPTIONS;
  return (
    <Stack spacing={3}>
      <Typography component="h1" variant="h4">
        {t('plans.title')}
      </Typography>
      <Tabs
        value={subscriptions ? SUBSCRIPTIONS : 'tickets'}
        onChange={(_event, value: string) =>
          setParams(value === SUBSCRIPTIONS ? { [KIND_PARAM]: SUBSCRIPTIONS } : {}, { replace: true })
        }
        variant="scrollable"
        allowScrollButtonsMobile
      >
        <Tab value="tickets" label={t('plans.ticketsTab')} />
        <Tab value={SUBSCRIPTIONS} label={t('plans.subscriptionsTab')} />
      </Tabs>
      {subscriptions ? <SubscriptionPlansTab /> : <TicketPlansTab />}
    </Stack>
  );
}

/** Single tickets, passes, on-demand rentals and physical tickets. */
function TicketPlansTab() {
  const { t, i18n } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const company = useCurrentCompany();
  const list = useAdminListQuery<(typeof PLAN_SORT_FIELDS)[number]>({ sort_field: 'created_at' });
  const [filter, setFilter] = useState<ActiveFilter>('all');
  const plans = usePlans({ ...list.query, active: ACTIVE_OF[filter] });
  const setActive = useSetPlanActive();
  const [editing, setEditing] = useState<{ plan: AdminPlan | null } | null>(null);
  const [archiving, setArchiving] = useState<AdminPlan | null>(null);

  const changeActive = async (plan: AdminPlan, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: plan.id, active });
      notify(t(active ? 'plans.restored' : 'plans.archived', { name: plan.name }), 'success');
      setArchiving(null);
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  const date = (value: string | null) =>
    value ? formatDisplayDate(value, company.timezone, i18n.language) : t('plans.noEnd');

  const columns: GridColDef<AdminPlan>[] = [
    {
      field: 'name',
      headerName: t('plans.fields.name'),
      flex: 2,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Button size="small" onClick={() => setEditing({ plan: row })} sx={{ textTransform: 'none' }}>
          <bdi>{row.name}</bdi>
        </Button>
      ),
    },
    {
      field: 'type',
      headerName: t('plans.fields.type'),
      minWidth: 130,
      renderCell: ({ row }) => t(`plans.types.${row.type}`),
    },
    {
      field: 'price',
      headerName: t('plans.fields.price'),
      minWidth: 110,
      renderCell: ({ row }) => <bdi>{`${row.price} ${row.currency}`}</bdi>,
    },
    {
      field: 'screening_ids',
      headerName: t('plans.fields.screening_ids'),
      minWidth: 90,
      valueGetter: (ids: number[]) => ids.length,
    },
    {
      field: 'purchasing_end_date',
      headerName: t('plans.fields.purchasing_end_date'),
      minWidth: 150,
      valueGetter: (value: string | null) => date(value),
    },
    {
      field: 'active',
      headerName: t('plans.status'),
      minWidth: 110,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={row.active ? 'success' : 'default'}
          label={t(row.active ? 'plans.onSale' : 'plans.hidden')}
        />
      ),
    },
    {
      field: 'actions',
      headerName: t('sales.actions'),
      minWidth: 130,
      renderCell: ({ row }) =>
        row.active ? (
          <Button size="small" color="error" onClick={() => setArchiving(row)}>
            {t('plans.archive')}
          </Button>
        ) : (
          <Button size="small" onClick={() => void changeActive(row, true)}>
            {t('plans.restore')}
          </Button>
        ),
    },
  ];

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('plans.intro')}</Typography>
      <AdminDataGrid
        label={t('plans.title')}
        columns={columns}
        data={plans.data}
        loading={plans.isFetching}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        list={list}
        sortFields={PLAN_SORT_FIELDS}
        searchLabel={t('plans.search')}
        emptyText={t('plans.empty')}
        actions={
          <>
            <ActiveFilterSelect
              value={filter}
              onChange={(value) => {
                setFilter(value);
                list.setQuery((current) => ({ ...current, page: 0 }));
              }}
            />
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing({ plan: null })}>
              {t('plans.new')}
            </Button>
          </>
        }
      />
      {editing ? <PlanDialog open plan={editing.plan} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('plans.archiveTitle', { name: archiving?.name ?? '' })}
        text={t('plans.archiveText')}
        confirmLabel={t('plans.archive')}
        busy={setActive.isPending}
        onConfirm={() => archiving && void changeActive(archiving, false)}
        onClose={() => setArchiving(null)}
      />
    </Stack>
  );
}
