import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '@screener/contracts/company';
import { ORDER_SORT_FIELDS, ORDER_STATES, type OrderRow, type OrderState } from '@screener/contracts/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AdminDataGrid, useAdminListQuery } from '../components/admin-data-grid';
import { AdminListPage, gridQuery } from '../components/admin-list-page';
import { SelectField } from '../components/select-field';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { BuyerText } from './buyer-text';
import { CashAwaiting } from './cash-awaiting';
import { rowPath, STATE_COLOURS } from './order-links';
import { moneyText, useOrders } from './orders-api';
import { SubscriptionPlanFilter } from './subscription-plan-filter';

/** The filters' choice that narrows nothing. */
const ANY = '';

type Filters = {
  state: OrderState | null;
  gateway: PaymentGatewayName | null;
  subscriptionPlanId: number | null;
  from: string;
  to: string;
};

/**
 * Orders: every purchase and subscription of the company in one server-paged grid, searched by
 * email, name, order number or coupon and narrowed by status, payment, subscription plan and days (in the company's time zone); the cash
 * payments waiting at the box office above it.
 */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const dateTime = useAdminDateTime();
  const list = useAdminListQuery<(typeof ORDER_SORT_FIELDS)[number]>();
  const [filters, setFilters] = useState<Filters>({
    state: null,
    gateway: null,
    subscriptionPlanId: null,
    from: '',
    to: '',
  });
  const orders = useOrders({
    ...list.query,
    ...(filters.state ? { state: filters.state } : {}),
    ...(filters.gateway ? { gateway: filters.gateway } : {}),
    ...(filters.subscriptionPlanId ? { subscription_plan_id: filters.subscriptionPlanId } : {}),
    ...(filters.from ? { from: filters.from } : {}),
    ...(filters.to ? { to: filters.to } : {}),
  });
  const narrow = (next: Partial<Filters>) => {
    setFilters((current) => ({ ...current, ...next }));
    list.setQuery((current) => ({ ...current, page: 0 }));
  };
  const narrowed =
    list.query.search !== '' ||
    filters.state !== null ||
    filters.gateway !== null ||
    filters.subscriptionPlanId !== null ||
    filters.from ||
    filters.to;

  const columns: GridColDef<OrderRow>[] = [
    {
      field: 'id',
      headerName: t('orders.number'),
      minWidth: 90,
      renderCell: ({ row }) => (
        <Link
          component={RouterLink}
          to={rowPath(row)}
          onClick={(event) => event.stopPropagation()}
          aria-label={
            row.kind === 'subscription'
              ? t('orders.openSubscription', { number: row.id })
              : t('orders.open', { number: row.id })
          }
        >
          <bdi>
            {row.kind === 'subscription' ? t('orders.subscriptionNumber', { number: row.id }) : `#${row.id}`}
          </bdi>
        </Link>
      ),
    },
    {
      field: 'created_at',
      headerName: t('orders.since'),
      minWidth: 170,
      valueFormatter: (value: string) => dateTime(value),
    },
    {
      field: 'buyer_email',
      headerName: t('orders.buyer'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => (
        <span>
          <BuyerText buyer={row} />
        </span>
      ),
    },
    { field: 'item', headerName: t('orders.item'), flex: 1, minWidth: 160 },
    {
      field: 'amount',
      headerName: t('orders.amount'),
      minWidth: 110,
      valueGetter: (_value, row) => moneyText(row.amount_minor, row.currency),
      renderCell: ({ value }) => <bdi>{value}</bdi>,
    },
    {
      field: 'refunded_minor',
      headerName: t('orders.refundedColumn'),
      minWidth: 110,
      renderCell: ({ row }) =>
        row.refunded_minor > 0 ? <bdi>{moneyText(row.refunded_minor, row.currency)}</bdi> : null,
    },
    {
      field: 'gateway',
      headerName: t('orders.gateway'),
      minWidth: 130,
      valueFormatter: (value: PaymentGatewayName) => t(`orders.gateways.${value}`),
    },
    { field: 'coupon_code', headerName: t('orders.coupon'), minWidth: 100 },
    {
      field: 'state',
      headerName: t('orders.state'),
      minWidth: 150,
      renderCell: ({ row }) => (
        <Chip
          size="small"
          color={STATE_COLOURS[row.state]}
          label={
            row.subscription_status
              ? t(`orders.subscriptionStatuses.${row.subscription_status}`)
              : t(`orders.states.${row.state}`)
          }
        />
      ),
    },
  ];

  return (
    <AdminListPage title={t('orders.title')} spacing={3}>
      <CashAwaiting />
      <AdminDataGrid
        label={t('orders.grid')}
        columns={columns}
        {...gridQuery(orders)}
        list={list}
        sortFields={ORDER_SORT_FIELDS}
        searchLabel={t('orders.search')}
        emptyText={narrowed ? t('orders.noneFound') : t('orders.gridEmpty')}
        onRowClick={(row) => void navigate(rowPath(row))}
        getRowId={(row) => `${row.kind}:${row.id}`}
        hiddenOnPhone={['item', 'refunded_minor', 'gateway', 'coupon_code', 'created_at']}
        actions={
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <SelectField
              size="small"
              label={t('orders.state')}
              value={filters.state ?? ANY}
              onChange={(event) => narrow({ state: (event.target.value || null) as OrderState | null })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 160 }}
              options={[
                { value: ANY, label: t('orders.anyState') },
                ...ORDER_STATES.map((state) => ({ value: state, label: t(`orders.states.${state}`) })),
              ]}
            />
            <SelectField
              size="small"
              label={t('orders.gateway')}
              value={filters.gateway ?? ANY}
              onChange={(event) =>
                narrow({ gateway: (event.target.value || null) as PaymentGatewayName | null })
              }
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ minWidth: 160 }}
              options={[
                { value: ANY, label: t('orders.anyGateway') },
                ...PAYMENT_GATEWAYS.map((gateway) => ({
                  value: gateway,
                  label: t(`orders.gateways.${gateway}`),
                })),
              ]}
            />
            <SubscriptionPlanFilter
              value={filters.subscriptionPlanId}
              onChange={(subscriptionPlanId) => narrow({ subscriptionPlanId })}
            />
            <TextField
              type="date"
              size="small"
              label={t('orders.from')}
              value={filters.from}
              onChange={(event) => narrow({ from: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('orders.to')}
              value={filters.to}
              onChange={(event) => narrow({ to: event.target.value })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
            />
          </Stack>
        }
      />
    </AdminListPage>
  );
}
