import type { DashboardScreener } from '@screener/contracts/dashboard';
import { routePath } from '@screener/contracts/routes';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../api/session-store';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
import { TvLibrary } from './tv-library';

const company = testCompany();
const tile = (id: number, title: string): DashboardScreener => ({
  ...screenerFixture({ id, company_id: company.id, title, is_vod_event: 1 }),
  pivot: { event_starts_at: null, purchase_id: null },
  receipt_urls: [],
});

const api = fakeApiForEachTest(() => ({
  listScreenings: { data: { screenings: [tile(1, 'Bought film'), tile(2, 'In the subscription')] } },
}));

describe('TvLibrary', () => {
  it('asks for the subscribed events too and shows them beside the bought ones', async () => {
    setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32), tv: true });
    renderPage([{ path: '*', element: <TvLibrary /> }], routePath('tv.home'), company);
    expect(await screen.findByRole('link', { name: /In the subscription/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Bought film/ })).toBeTruthy();
    expect(api.requests.find((request) => request.path === 'listScreenings')?.body).toEqual({
      company_id: company.id,
      include_subscription: true,
    });
    clearSession();
  });
});
