import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubscriptionInvoiceRow, SubscriptionOrderDetail } from '@screener/contracts/orders';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { AdminTable } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { useApiErrorText } from '../use-api-error-text';
import { BuyerText } from './buyer-text';
import { STATE_COLOURS } from './order-links';
import { OrderPageFrame } from './order-page-frame';
import { moneyText, useCancelSubscriptionOrder, useSubscriptionOrder } from './orders-api';

/** One subscription of the grid: its plan, where it stands, its invoices, and its cancel by role. */
export function SubscriptionOrderPage({ subscriptionId }: { subscriptionId: number }) {
  const { t } = useTranslation('admin');
  const subscription = useSubscriptionOrder(subscriptionId);
  return (
    <OrderPageFrame
      title={t('orders.subscriptionNumber', { number: subscriptionId })}
      query={subscription}
      view={(data) => <SubscriptionView subscription={data.subscription} />}
    />
  );
}

function SubscriptionView({ subscription }: { subscription: SubscriptionOrderDetail }) {
  const { t } = useTranslation('admin');
  const dateTime = useAdminDateTime();
  const identity = useStaffIdentity();
  const apiErrorText = useApiErrorText();
  const cancel = useCancelSubscriptionOrder();
  const [asking, setAsking] = useState<'now' | 'at_end' | null>(null);
  const mayCancel = identity.kind === 'staff' && identity.permissions.includes('refunds');
  const live = subscription.subscription_status !== 'canceled';
  const money = (minor: number, currency = subscription.currency) => moneyText(minor, currency);
  const details: { label: string; value: ReactNode; when?: boolean }[] = [
    {
      label: t('orders.buyer'),
      value: <BuyerText buyer={subscription} />,
    },
    { label: t('orders.plan'), value: <bdi>{subscription.item}</bdi> },
    {
      label: t('orders.billed'),
      value: (
        <>
          <bdi>{money(subscription.amount_minor)}</bdi> · {t(`orders.intervals.${subscription.interval}`)}
        </>
      ),
    },
    { label: t('orders.gateway'), value: t(`orders.gateways.${subscription.gateway}`) },
    { label: t('orders.since'), value: <bdi>{dateTime(subscription.created_at)}</bdi> },
    {
      label: t('orders.trialEnd'),
      value: <bdi>{subscription.trial_end ? dateTime(subscription.trial_end) : ''}</bdi>,
      when: subscription.trial_end !== null,
    },
    {
      label: subscription.cancel_at_period_end ? t('orders.endsAtPeriodEnd') : t('orders.periodEnd'),
      value: <bdi>{dateTime(subscription.current_period_end)}</bdi>,
      when: live,
    },
    {
      label: t('orders.ended'),
      value: <bdi>{subscription.ended_at ? dateTime(subscription.ended_at) : ''}</bdi>,
      when: subscription.ended_at !== null,
    },
  ];
  const confirm = () => {
    if (!asking) return;
    cancel.mutate(
      { subscription_id: subscription.id, at_period_end: asking === 'at_end' },
      {
        onSuccess: () => notify(t('orders.cancelled'), 'success'),
        onError: (error) => notify(apiErrorText(error), 'error'),
        onSettled: () => setAsking(null),
      },
    );
  };
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          color={STATE_COLOURS[subscription.state]}
          label={t(`orders.subscriptionStatuses.${subscription.subscription_status}`)}
        />
        {mayCancel && live && !subscription.cancel_at_period_end && (
          <Button variant="outlined" color="warning" onClick={() => setAsking('at_end')}>
            {t('orders.cancelAtPeriodEnd')}
          </Button>
        )}
        {mayCancel && live && (
          <Button variant="contained" color="error" onClick={() => setAsking('now')}>
            {t('orders.cancelNow')}
          </Button>
        )}
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          {details
            .filter((detail) => detail.when !== false)
            .map(({ label, value }) => (
              <Stack key={label} direction="row" spacing={2}>
                <Typography component="dt" sx={{ minWidth: 140, color: 'text.secondary' }}>
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {value}
                </Typography>
              </Stack>
            ))}
        </Stack>
      </Paper>
      <section aria-labelledby="subscription-invoices">
        <Typography id="subscription-invoices" component="h2" variant="h6" gutterBottom>
          {t('orders.invoices')}
        </Typography>
        {subscription.invoices.length === 0 ? (
          <Typography color="text.secondary">{t('orders.noInvoices')}</Typography>
        ) : (
          <AdminTable<SubscriptionInvoiceRow>
            label={t('orders.invoices')}
            rows={subscription.invoices}
            rowKey={(invoice) => invoice.id}
            columns={[
              { key: 'number', header: t('orders.invoice'), cell: (invoice) => <bdi>{invoice.number}</bdi> },
              {
                key: 'issued',
                header: t('orders.invoiceIssued'),
                wrap: 'nowrap',
                cell: (invoice) => <bdi>{dateTime(invoice.created_at)}</bdi>,
              },
              {
                key: 'amount',
                header: t('orders.amount'),
                wrap: 'nowrap',
                cell: (invoice) => <bdi>{money(invoice.total_minor, invoice.currency)}</bdi>,
              },
              {
                key: 'status',
                header: t('orders.invoiceStatus'),
                cell: (invoice) => t(`orders.invoiceStatuses.${invoice.status}`),
              },
              {
                key: 'paid',
                header: t('orders.invoicePaid'),
                wrap: 'nowrap',
                cell: (invoice) => (invoice.paid_at ? <bdi>{dateTime(invoice.paid_at)}</bdi> : null),
              },
            ]}
          />
        )}
      </section>
      <ConfirmDialog
        open={asking !== null}
        title={
          asking === 'now'
            ? t('orders.cancelNowTitle', { number: subscription.id })
            : t('orders.cancelAtEndTitle', { number: subscription.id })
        }
        text={asking === 'now' ? t('orders.cancelNowText') : t('orders.cancelAtEndText')}
        confirmLabel={asking === 'now' ? t('orders.cancelNow') : t('orders.cancelAtPeriodEnd')}
        busy={cancel.isPending}
        onConfirm={confirm}
        onClose={() => setAsking(null)}
      />
    </Stack>
  );
}
