import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderDetail } from '@screener/contracts/orders';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useApiErrorText } from '../use-api-error-text';
import { BuyerText } from './buyer-text';
import { STATE_COLOURS } from './order-links';
import { OrderPageFrame } from './order-page-frame';
import { moneyText, useOrder, useResendReceipt } from './orders-api';
import { RefundDialog } from './refund-dialog';

/** One order: who bought what, what it granted, its receipt, its timeline, and a refund by role. */
export function OrderPage({ purchaseId }: { purchaseId: number }) {
  const { t } = useTranslation('admin');
  const order = useOrder(purchaseId);
  return (
    <OrderPageFrame
      title={t('orders.orderTitle', { number: purchaseId })}
      query={order}
      view={(data) => <OrderView order={data.order} />}
    />
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('admin');
  const dateTime = useAdminDateTime();
  const identity = useStaffIdentity();
  const apiErrorText = useApiErrorText();
  const resend = useResendReceipt();
  const [refunding, setRefunding] = useState(false);
  const mayRefund = identity.kind === 'staff' && identity.permissions.includes('refunds');
  const money = (minor: number) => moneyText(minor, order.currency);
  const paid = order.state !== 'initiated' && order.state !== 'processing';

  const rows = shown([
    {
      label: t('orders.buyer'),
      value: <BuyerText buyer={order} />,
    },
    { label: t('orders.amount'), value: <bdi>{money(order.amount_minor)}</bdi> },
    {
      label: t('orders.discount'),
      value: <bdi>{money(order.discount_minor)}</bdi>,
      when: order.discount_minor > 0,
    },
    { label: t('orders.coupon'), value: <bdi>{order.coupon_code}</bdi>, when: order.coupon_code !== null },
    {
      label: t('orders.refundedColumn'),
      value: <bdi>{money(order.refunded_minor)}</bdi>,
      when: order.refunded_minor > 0,
    },
    { label: t('orders.gateway'), value: t(`orders.gateways.${order.gateway}`) },
    { label: t('orders.since'), value: <bdi>{dateTime(order.created_at)}</bdi> },
  ]);
  const granted = shown([
    {
      label: t('orders.event'),
      value: <bdi>{order.grants.event_title}</bdi>,
      when: order.grants.event_title !== null,
    },
    {
      label: t('orders.plan'),
      value: <bdi>{order.grants.plan_name}</bdi>,
      when: order.grants.plan_name !== null,
    },
    {
      label: t('orders.booking'),
      value: <bdi>#{order.grants.booking_id}</bdi>,
      when: order.grants.booking_id !== null,
    },
    {
      label: t('orders.seats'),
      value: <bdi>{order.grants.seats.join(', ')}</bdi>,
      when: order.grants.seats.length > 0,
    },
  ]);

  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip color={STATE_COLOURS[order.state]} label={t(`orders.states.${order.state}`)} />
        {mayRefund && paid && (
          <Button
            variant="contained"
            color="warning"
            disabled={order.refundable_minor === 0}
            onClick={() => setRefunding(true)}
          >
            {t('orders.refund')}
          </Button>
        )}
        {paid && order.amount_minor > 0 && (
          <Button
            variant="outlined"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(order.id, {
                onSuccess: () => notify(t('orders.resent'), 'success'),
                onError: (error) => notify(apiErrorText(error), 'error'),
              })
            }
          >
            {t('orders.resend')}
          </Button>
        )}
      </Stack>
      {mayRefund && paid && order.refundable_minor === 0 && (
        <Typography color="text.secondary">{t('orders.nothingToRefund')}</Typography>
      )}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={3}>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <DetailList rows={rows} />
        </Paper>
        <Paper variant="outlined" sx={{ p: 2, flex: 1 }}>
          <Typography component="h2" variant="h6" gutterBottom>
            {t('orders.granted')}
          </Typography>
          {granted.length === 0 ? (
            <Typography color="text.secondary">{t('orders.nothingGranted')}</Typography>
          ) : (
            <DetailList rows={granted} />
          )}
          <Typography component="h2" variant="h6" sx={{ mt: 2 }} gutterBottom>
            {t('orders.receipt')}
          </Typography>
          {order.receipt_url ? (
            <Link href={order.receipt_url} target="_blank" rel="noopener noreferrer">
              {t('orders.openReceipt')}
            </Link>
          ) : (
            <Typography color="text.secondary">{t('orders.noReceipt')}</Typography>
          )}
        </Paper>
      </Stack>
      <section aria-labelledby="order-timeline">
        <Typography id="order-timeline" component="h2" variant="h6" gutterBottom>
          {t('orders.timeline')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {order.timeline.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end, so a place names one entry.
            <li key={`${entry.kind}-${entry.at}-${index}`}>
              <Alert
                severity={
                  entry.kind === 'refund_failed' ? 'error' : entry.kind === 'refunded' ? 'warning' : 'info'
                }
                icon={false}
                variant="outlined"
              >
                <Typography component="span" sx={{ fontWeight: 500 }}>
                  {t(`orders.timelineKinds.${entry.kind}`)}
                </Typography>{' '}
                {entry.amount_minor !== null && <bdi>{money(entry.amount_minor)} </bdi>}
                <Typography component="span" color="text.secondary">
                  <bdi>{dateTime(entry.at)}</bdi>
                  {entry.by && <> · {t('orders.by', { who: entry.by })}</>}
                </Typography>
                {entry.note && (
                  <Typography dir="auto" variant="body2" sx={{ mt: 0.5 }}>
                    {entry.note}
                  </Typography>
                )}
              </Alert>
            </li>
          ))}
        </Stack>
      </section>
      {mayRefund && <RefundDialog order={order} open={refunding} onClose={() => setRefunding(false)} />}
    </Stack>
  );
}

type Detail = { label: string; value: ReactNode; when?: boolean };

/** The details that apply to this order: those without `when`, and those whose `when` holds. */
const shown = (details: Detail[]) => details.filter((detail) => detail.when !== false);

function DetailList({ rows }: { rows: Detail[] }) {
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map(({ label, value }) => (
        <Stack key={label} direction="row" spacing={2}>
          <Typography component="dt" sx={{ minWidth: 120, color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Stack>
      ))}
    </Stack>
  );
}
