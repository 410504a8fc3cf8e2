import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { type AdminPlan, PLAN_SORT_FIELDS } from '@screener/contracts/admin-plans';
import { formatDisplayDate } from '@screener/contracts/dates';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { AdminListPage } from '../components/admin-list-page';
import { PlanDialog } from './plan-dialog';
import { PlanList, PlanStatusChip, usePlanListQuery } from './plan-list';
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
  const [params, setParams] = useSearchParams();
  const subscriptions = params.get(KIND_PARAM) === SUBSCRIPTIONS;
  return (
    <AdminListPage title={t('plans.title')} spacing={3}>
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
    </AdminListPage>
  );
}

/** Single tickets, passes, on-demand rentals and physical tickets. */
function TicketPlansTab() {
  const { t, i18n } = useTranslation('admin');
  const company = useCurrentCompany();
  const request = usePlanListQuery<(typeof PLAN_SORT_FIELDS)[number]>();
  const plans = usePlans(request.query);
  const setActive = useSetPlanActive();
  const date = (value: string | null) =>
    value ? formatDisplayDate(value, company.timezone, i18n.language) : t('plans.noEnd');

  const columns: GridColDef<AdminPlan>[] = [
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
      renderCell: ({ row }) => <PlanStatusChip onSale={row.active} />,
    },
  ];

  return (
    <PlanList
      intro={<Typography color="text.secondary">{t('plans.intro')}</Typography>}
      label={t('plans.title')}
      columns={columns}
      plans={plans}
      request={request}
      sortFields={PLAN_SORT_FIELDS}
      emptyText={t('plans.empty')}
      newLabel={t('plans.new')}
      archiveText={t('plans.archiveText')}
      setActive={setActive}
      dialog={(plan, onClose) => <PlanDialog open plan={plan} onClose={onClose} />}
    />
  );
}
