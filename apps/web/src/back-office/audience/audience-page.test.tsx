import type { AudienceViewer } from '@screener/contracts/audience';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderStaffPage, staffIdentity } from '../../test/render-staff-page';
import { AudiencePage } from './audience-page';

const company = testCompany({ timezone: 'UTC' });
const ada: AudienceViewer = {
  id: 4,
  email: 'ada@example.test',
  name: 'Ada',
  country_code: 'GB',
  created_at: '2026-05-01 10:00:00',
  blocked: false,
  orders: 2,
  spent_minor: 1250,
  enrollments: 1,
  watch_seconds: 7200,
};

const api = fakeApiForEachTest(() => ({
  'admin/audience/list': { data: { rows: [ada], total: 1, total_exact: true, currency: 'EUR' } },
  'admin/audience/block': { data: { viewer: { id: 4, blocked: true } } },
  'admin/audience/erase': { data: { viewer: { id: 4, erased: true } } },
}));

const renderList = () =>
  renderStaffPage(<AudiencePage />, '/admin/audience', company, staffIdentity('owner'));

// The grid's first render in jsdom takes seconds on a loaded machine.
describe('AudiencePage', { timeout: 30_000 }, () => {
  it('lists each viewer with what they bought, enrolled in and watched', async () => {
    await i18n.loadNamespaces('admin');
    renderList();
    const row = (await screen.findByText('ada@example.test')).closest('[role="row"]');
    if (!(row instanceof HTMLElement)) throw new Error('no row');
    expect(within(row).getByText('€12.50')).toBeTruthy();
    expect(within(row).getByText('2 hr')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('erases a viewer’s personal data only with a reason, after a confirmation', async () => {
    await i18n.loadNamespaces('admin');
    renderList();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Erase the personal data of ada@example.test' }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: 'Erase the personal data of ada@example.test?',
    });
    expect(within(dialog).getByText(/Their purchases stay for invoices and accounting/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    expect(await within(dialog).findByText('Say why, for the audit log.')).toBeTruthy();
    expect(api.requests.some((request) => request.path === 'admin/audience/erase')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Reason/ }), {
      target: { value: 'Asked by mail' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase personal data' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/audience/erase')?.body).toEqual({
        consumer_id: 4,
        reason: 'Asked by mail',
      }),
    );
  });
});
