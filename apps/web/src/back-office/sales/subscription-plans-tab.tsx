import Alert from '@mui/material/Alert';
import type { GridColDef } from '@mui/x-data-grid';
import {
  type AdminSubscriptionPlan,
  SUBSCRIPTION_PLAN_SORT_FIELDS,
} from '@screener/contracts/admin-subscription-plans';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { PlanList, PlanStatusChip, usePlanListQuery } from './plan-list';
import { useSetSubscriptionPlanActive, useSubscriptionPlans } from './sales-api';
import { SubscriptionPlanDialog } from './subscription-plan-dialog';

/** The subscription plans: monthly and yearly prices with their trial and the events they open. */
export function SubscriptionPlansTab() {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const request = usePlanListQuery<(typeof SUBSCRIPTION_PLAN_SORT_FIELDS)[number]>();
  const plans = useSubscriptionPlans(request.query);
  const setActive = useSetSubscriptionPlanActive();
  const yearlyHidden = company.custom_properties.hide_yearly_plans;

  const columns: GridColDef<AdminSubscriptionPlan>[] = [
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
      renderCell: ({ row }) => (
        <PlanStatusChip
          onSale={row.active && !(yearlyHidden && row.interval === 'year')}
          hiddenLabel={row.active ? t('subscriptionPlans.yearlyHidden') : undefined}
        />
      ),
    },
  ];

  return (
    <PlanList
      intro={
        <Alert severity="info">
          {t('subscriptionPlans.intro')}
          {yearlyHidden ? ` ${t('subscriptionPlans.yearlyHiddenNote')}` : ''}
        </Alert>
      }
      label={t('subscriptionPlans.title')}
      columns={columns}
      plans={plans}
      request={request}
      sortFields={SUBSCRIPTION_PLAN_SORT_FIELDS}
      emptyText={t('subscriptionPlans.empty')}
      newLabel={t('subscriptionPlans.new')}
      archiveText={t('subscriptionPlans.archiveText')}
      setActive={setActive}
      dialog={(plan, onClose) => <SubscriptionPlanDialog open plan={plan} onClose={onClose} />}
    />
  );
}
