import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { IntegrationsPage } from './integrations-page';

const endpoint = {
  id: 7,
  url: 'https://hooks.example.test/screener',
  events: ['order.completed'],
  active: true,
  created_at: '2026-06-01 10:00:00',
};

const api = fakeApiForEachTest(() => ({
  'admin/webhooks/list': { data: { endpoints: [endpoint] } },
  'admin/webhooks/save': { data: { endpoint: { ...endpoint, id: 8 }, secret: 'whsec_shown_once' } },
  'admin/webhooks/deliveries': {
    data: {
      deliveries: [
        {
          id: 31,
          endpoint_id: 7,
          event: 'order.completed',
          event_id: 'evt_1',
          status: 'failed',
          attempts: 12,
          last_status_code: 500,
          last_error: 'HTTP 500',
          next_attempt_at: null,
          created_at: '2026-06-01 10:00:00',
          delivered_at: null,
        },
      ],
      next_before_id: null,
    },
  },
  'admin/webhooks/resend': { data: { delivery: { id: 32 } } },
  'admin/api-keys/list': { data: { keys: [] } },
  'admin/api-keys/create': {
    data: {
      key: {
        id: 1,
        name: 'Sync',
        prefix: 'scr_abcdef',
        scope: 'read',
        created_at: '2026-06-01 10:00:00',
        last_used_at: null,
        revoked_at: null,
      },
      token: 'scr_abcdef_the_whole_key',
    },
  },
}));

const show = async () => {
  await i18n.loadNamespaces('admin');
  renderPage([{ path: '*', element: <IntegrationsPage /> }], '/admin/integrations', testCompany());
};

describe('IntegrationsPage', () => {
  it('adds an endpoint with the events ticked and shows its secret once', async () => {
    await show();
    expect(await screen.findByText('https://hooks.example.test/screener')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'New webhook endpoint' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Address' }), {
      target: { value: 'https://hooks.example.test/new' },
    });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Order refunded' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/webhooks/save')?.body).toEqual({
        url: 'https://hooks.example.test/new',
        events: ['order.refunded'],
        active: true,
      }),
    );
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByDisplayValue('whsec_shown_once')).toBeTruthy();
    fireEvent.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByDisplayValue('whsec_shown_once')).toBeNull());
  });

  it('lists an endpoint’s deliveries and sends one again', async () => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Deliveries' }));
    expect(await screen.findByText('Failed')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/webhooks/resend')?.body).toEqual({
        delivery_id: 31,
      }),
    );
  });

  it('creates an API key and shows it once', async () => {
    await show();
    fireEvent.click(await screen.findByRole('button', { name: 'Create a key' }));
    const dialog = await screen.findByRole('dialog', { name: 'New API key' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Sync' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create a key' }));
    const shown = await screen.findByRole('dialog', { name: 'API key' });
    expect(within(shown).getByDisplayValue('scr_abcdef_the_whole_key')).toBeTruthy();
  });
});
