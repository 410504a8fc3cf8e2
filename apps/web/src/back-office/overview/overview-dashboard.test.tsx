import type { OverviewResponse } from '@screener/contracts/reports';
import type { StaffRole } from '@screener/contracts/staff';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderStaffPage, staffIdentity } from '../../test/render-staff-page';
import { OverviewDashboard } from './overview-dashboard';

const company = testCompany({ timezone: 'UTC' });
const figures: OverviewResponse = {
  currency: 'EUR',
  sales: {
    today_minor: 1250,
    today_week_before_minor: 500,
    week_minor: 10_000,
    week_before_minor: 8000,
    today_orders: 2,
    week_orders: 9,
  },
  open_refund_requests: 3,
  live_events: [{ id: 7, title: 'Opening night', live_viewers: 42 }],
  next_events: [
    { id: 8, title: 'Closing night', starts_at: '2026-06-20 18:00:00', sold: 30, capacity: 120 },
    { id: 9, title: 'Online talk', starts_at: '2026-06-21 18:00:00', sold: 4, capacity: null },
  ],
  transcoding_films: [{ id: 5, title: 'Night Train', progress: 40 }],
};

const api = fakeApiForEachTest(() => ({ 'admin/overview': { data: figures } }));

const renderAs = (role: StaffRole) =>
  renderStaffPage(<OverviewDashboard />, '/admin', company, staffIdentity(role));

describe('OverviewDashboard', () => {
  it('shows the sales against the week before, the requests, the events and the transcoding films, each linked', async () => {
    await i18n.loadNamespaces('admin');
    renderAs('owner');
    expect(await screen.findByText('€12.50')).toBeTruthy();
    expect(screen.getByText('A week before: €5.00')).toBeTruthy();
    expect(screen.getByText('€100.00')).toBeTruthy();
    expect(screen.getByText('Orders: 9')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sales today' }).getAttribute('href')).toBe('/admin/reports');
    expect(screen.getByRole('link', { name: 'Open refund requests' }).getAttribute('href')).toBe(
      '/admin/requests',
    );
    expect(screen.getByText('3')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Opening night' }).getAttribute('href')).toBe(
      '/admin/events/7/live',
    );
    expect(screen.getByText('Watching now: 42')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Closing night' }).getAttribute('href')).toBe('/admin/events/8');
    expect(screen.getByRole('progressbar', { name: 'Places taken: 30 of 120' })).toBeTruthy();
    expect(screen.getByText(/Places taken: 4$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Night Train' }).getAttribute('href')).toBe('/admin/films/5');
  });

  it('links only the pages the role opens: the box office sees the events without their pages', async () => {
    renderAs('box_office');
    await screen.findByText('€12.50');
    expect(screen.queryByRole('link', { name: 'Opening night' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Night Train' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Sales today' })).toBeTruthy();
  });

  it('says when nothing is on, to come or transcoding', async () => {
    api.answers['admin/overview'] = {
      data: { ...figures, live_events: [], next_events: [], transcoding_films: [] },
    };
    renderAs('owner');
    expect(await screen.findByText('No event is on now.')).toBeTruthy();
    expect(screen.getByText('No event to come.')).toBeTruthy();
    expect(screen.getByText('No film is transcoding.')).toBeTruthy();
  });

  it('says why the figures failed, with a retry', async () => {
    api.answers['admin/overview'] = {
      error: { code: 403, message: 'Sorry, you are not authorized' },
      status: 403,
    };
    renderAs('owner');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
