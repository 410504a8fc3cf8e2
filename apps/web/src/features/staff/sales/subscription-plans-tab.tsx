import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type AdminSubscriptionPlan,
  SUBSCRIPTION_PLAN_SORT_FIELDS,
} from '@screener/contracts/admin-subscription-plans';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { notify } from '../../../ui/notifications';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useApiErrorText } from '../use-api-error-text';
import { ACTIVE_OF, type ActiveFilter, ActiveFilterSelect } from './active-filter';
import { useSetSubscriptionPlanActive, useSubscriptionPlans } from './sales-api';
import { SubscriptionPlanDialog } from './subscription-plan-dialog';

/** The subscription plans: monthly and yearly prices with their trial and the events they open. */
export function SubscriptionPlansTab() {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const company = useCurrentCompany();
  const list = useAdminListQuery<(typeof SUBSCRIPTION_PLAN_SORT_FIELDS)[number]>({
    sort_field: 'created_at',
  });
  const [filter, setFilter] = useState<ActiveFilter>('all');
  const plans = useSubscriptionPlans({ ...list.query, active: ACTIVE_OF[filter] });
  const setActive = useSetSubscriptionPlanActive();
  const [editing, setEditing] = useState<{ plan: AdminSubscriptionPlan | null } | null>(null);
  const [archiving, setArchiving] = useState<AdminSubscriptionPlan | null>(null);
  const yearlyHidden = company.custom_properties.hide_yearly_plans;

  const changeActive = async (plan: AdminSubscriptionPlan, active: boolean) => {
    try {
      await setActive.mutateAsync({ id: plan.id, active });
      notify(t(active ? 'plans.restored' : 'plans.archived', { name: plan.name }), 'success');
      setArchiving(null);
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };

  const columns: GridColDef<AdminSubscriptionPlan>[] = [
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
      field: 'interval',
      headerName: t('subscriptionPlans.fields.interval'),
      minWidth: 120,
      renderCell: ({ row }) => t(`subscriptionPlans.intervals.${row.interval}`),
    },
    {
      field: 'price',
      headerName: t('plans.fields.price'),
      minWidth: 110,
      renderCell: ({ row }) => <bdi>{`${row.price} ${row.currency}`}</bdi>,
    },
    {
      field: 'trial_days',
      headerName: t('subscriptionPlans.fields.trial_days'),
      minWidth: 100,
      sortable: false,
    },
    {
      field: 'screening_ids',
      headerName: t('subscriptionPlans.opens'),
      minWidth: 130,
      sortable: false,
      valueGetter: (_ids: number[], row) =>
        row.all_events
          ? t('subscriptionPlans.allEvents')
          : t('subscriptionPlans.eventCount', { count: row.screening_ids.length }),
    },
    {
      field: 'subscribers',
      headerName: t('subscriptionPlans.subscribers'),
      minWidth: 110,
      sortable: false,
    },
    {
      field: 'active',
      headerName: t('plans.status'),
      minWidth: 150,
      sortable: false,
      renderCell: ({ row }) => {
        const hidden = !row.active || (yearlyHidden && row.interval === 'year');
        return (
          <Chip
            size="small"
            color={hidden ? 'default' : 'success'}
            label={t(
              !row.active ? 'plans.hidden' : hidden ? 'subscriptionPlans.yearlyHidden' : 'plans.onSale',
            )}
          />
        );
      },
    },
    {
      field: 'actions',
      headerName: t('sales.actions'),
      minWidth: 130,
      sortable: false,
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
      <Alert severity="info">
        {t('subscriptionPlans.intro')}
        {yearlyHidden ? ` ${t('subscriptionPlans.yearlyHiddenNote')}` : ''}
      </Alert>
      <AdminDataGrid
        label={t('subscriptionPlans.title')}
        columns={columns}
        data={plans.data}
        loading={plans.isFetching}
        error={plans.error}
        onRetry={() => void plans.refetch()}
        list={list}
        sortFields={SUBSCRIPTION_PLAN_SORT_FIELDS}
        searchLabel={t('plans.search')}
        emptyText={t('subscriptionPlans.empty')}
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
              {t('subscriptionPlans.new')}
            </Button>
          </>
        }
      />
      {editing ? <SubscriptionPlanDialog open plan={editing.plan} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={archiving !== null}
        title={t('plans.archiveTitle', { name: archiving?.name ?? '' })}
        text={t('subscriptionPlans.archiveText')}
        confirmLabel={t('plans.archive')}
        busy={setActive.isPending}
        onConfirm={() => archiving && void changeActive(archiving, false)}
        onClose={() => setArchiving(null)}
      />
    </Stack>
  );
}
