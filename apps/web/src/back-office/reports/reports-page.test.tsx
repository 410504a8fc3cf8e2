import type { SalesReportResponse } from '@screener/contracts/reports';
import type { StaffRole } from '@screener/contracts/staff';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderStaffPage, staffIdentity } from '../../test/render-staff-page';
import { ReportsPage } from './reports-page';

const company = testCompany({ timezone: 'UTC' });
const sales: SalesReportResponse = {
  currency: 'EUR',
  commission_percent: 15,
  rows: [
    {
      key: '2026-06-01',
      label: '2026-06-01',
      currency: 'EUR',
      orders: 2,
      gross_minor: 3000,
      refunded_minor: 1000,
      net_minor: 2000,
      commission_minor: 150,
    },
  ],
};

const api = fakeApiForEachTest(() => ({ 'admin/reports/sales': { data: sales } }));

const renderAs = (role: StaffRole) =>
  renderStaffPage(<ReportsPage />, '/admin/reports', company, staffIdentity(role));

describe('ReportsPage', () => {
  it('shows the sales of the days as a table beside the chart, net of refunds, with the commission', async () => {
    await i18n.loadNamespaces('admin');
    renderAs('owner');
    const table = await screen.findByRole('table', { name: 'Table: Sales' });
    const cells = within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['2026-06-01', '2', '€30.00', '€10.00', '€20.00', '€1.50']);
    expect(screen.getByRole('columnheader', { name: 'Commission (15%)' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Chart: Net' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Watch time' })).toBeTruthy();
  });

  it('asks nothing for a range that ends before it starts, and says why under the end', async () => {
    renderAs('owner');
    await screen.findByRole('table', { name: 'Table: Sales' });
    const asked = api.requests.length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2000-01-01' } });
    expect(await screen.findByText(/Choose an end on or after the start/)).toBeTruthy();
    await waitFor(() => expect(api.requests.length).toBe(asked));
  });

  it('shows the box office the sales only', async () => {
    renderAs('box_office');
    await screen.findByRole('table', { name: 'Table: Sales' });
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
