import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WebhookEndpoint } from '@screener/contracts/webhooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { useApiErrorText } from '../use-api-error-text';
import { eventTextKey } from './event-text-key';
import { useDeliveries, useResendDelivery, useWebhookEndpoints } from './integrations-api';
import { ShownOnceDialog } from './shown-once';
import { WebhookDialog } from './webhook-dialog';

/** The company's webhook endpoints, a new one's secret shown once, and one endpoint's deliveries. */
export function WebhooksSection() {
  const { t } = useTranslation('admin');
  const endpoints = useWebhookEndpoints();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [shown, setShown] = useState<number | null>(null);
  return (
    <Stack spacing={2} component="section" aria-labelledby="webhooks-heading">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2 }}>
        <Typography id="webhooks-heading" component="h2" variant="h5">
          {t('integrations.webhooks.title')}
        </Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('integrations.webhooks.add')}
        </Button>
      </Stack>
      <Typography color="text.secondary">{t('integrations.webhooks.intro')}</Typography>
      {!endpoints.data ? (
        <LoadState error={endpoints.error} onRetry={() => void endpoints.refetch()} />
      ) : endpoints.data.endpoints.length === 0 ? (
        <Typography color="text.secondary">{t('integrations.webhooks.empty')}</Typography>
      ) : (
        <AdminTable
          label={t('integrations.webhooks.title')}
          rows={endpoints.data.endpoints}
          rowKey={(endpoint) => endpoint.id}
          columns={[
            {
              key: 'url',
              header: t('integrations.webhooks.url'),
              ltr: true,
              wrap: 'anywhere',
              cell: (e) => e.url,
            },
            {
              key: 'events',
              header: t('integrations.webhooks.events'),
              cell: (e) =>
                e.events.map((event) => t(`integrations.webhooks.event.${eventTextKey(event)}`)).join(', '),
            },
            {
              key: 'active',
              header: t('integrations.webhooks.active'),
              cell: (e) => (e.active ? t('integrations.yes') : t('integrations.no')),
            },
            {
              key: 'actions',
              header: t('integrations.actions'),
              cell: (e) => (
                <Stack direction="row" sx={{ gap: 1 }}>
                  <Button size="small" onClick={() => setEditing(e)}>
                    {t('integrations.edit')}
                  </Button>
                  <Button size="small" onClick={() => setShown(shown === e.id ? null : e.id)}>
                    {t('integrations.webhooks.deliveries')}
                  </Button>
                </Stack>
              ),
            },
          ]}
        />
      )}
      {shown !== null ? <DeliveriesTable endpointId={shown} /> : null}
      <WebhookDialog
        open={editing !== null}
        endpoint={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
        onCreated={setSecret}
      />
      <ShownOnceDialog
        title={t('integrations.webhooks.secret')}
        value={secret}
        onClose={() => setSecret(null)}
      />
    </Stack>
  );
}

/** One endpoint's latest deliveries: status, tries, the last answer, and "send again". */
function DeliveriesTable({ endpointId }: { endpointId: number }) {
  const { t } = useTranslation('admin');
  const errorText = useApiErrorText();
  const deliveries = useDeliveries(endpointId);
  const resend = useResendDelivery(endpointId);
  const sendAgain = async (deliveryId: number) => {
    try {
      await resend.mutateAsync(deliveryId);
      notify(t('integrations.webhooks.resent'), 'success');
    } catch (error) {
      notify(errorText(error), 'error');
    }
  };
  if (!deliveries.data)
    return <LoadState error={deliveries.error} onRetry={() => void deliveries.refetch()} />;
  if (deliveries.data.deliveries.length === 0) {
    return <Typography color="text.secondary">{t('integrations.webhooks.noDeliveries')}</Typography>;
  }
  return (
    <AdminTable
      label={t('integrations.webhooks.deliveries')}
      rows={deliveries.data.deliveries}
      rowKey={(delivery) => delivery.id}
      columns={[
        {
          key: 'created',
          header: t('integrations.webhooks.sentAt'),
          wrap: 'nowrap',
          cell: (d) => d.created_at,
        },
        {
          key: 'event',
          header: t('integrations.webhooks.event.label'),
          cell: (d) => t(`integrations.webhooks.event.${eventTextKey(d.event)}`),
        },
        {
          key: 'status',
          header: t('integrations.webhooks.status'),
          cell: (d) => t(`integrations.webhooks.statuses.${d.status}`),
        },
        { key: 'attempts', header: t('integrations.webhooks.attempts'), cell: (d) => d.attempts },
        {
          key: 'answer',
          header: t('integrations.webhooks.lastAnswer'),
          ltr: true,
          cell: (d) => d.last_status_code ?? d.last_error ?? '',
        },
        {
          key: 'resend',
          header: t('integrations.actions'),
          cell: (d) => (
            <Button size="small" disabled={resend.isPending} onClick={() => void sendAgain(d.id)}>
              {t('integrations.webhooks.resend')}
            </Button>
          ),
        },
      ]}
    />
  );
}
