import type { CompetitionResponse, ResultsResponse } from '@screener/contracts/ballots';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { BallotsPage } from './ballots-page';

const company = testCompany({ timezone: 'UTC' });
const competition: CompetitionResponse = {
  screener_id: 9,
  films: [
    { film_id: 1, title: 'Aurora', category_ids: [] },
    { film_id: 2, title: 'Snowbound', category_ids: [5] },
  ],
  windows: [{ category_id: 5, opens_at: '2026-06-01 10:00:00', closes_at: '2026-06-02 10:00:00' }],
};
const film = (filmId: number, title: string, rank: number, tiedWith: string[]) => ({
  screener_id: 9,
  event_title: 'Opening night',
  film_id: filmId,
  title,
  average: 4,
  count: 2,
  distribution: [0, 0, 1, 0, 1],
  rank,
  tied_with: tiedWith,
});
const results: ResultsResponse = {
  categories: [
    {
      category_id: 5,
      name: 'Best feature',
      published: false,
      films: [film(1, 'Aurora', 1, ['Snowbound']), film(2, 'Snowbound', 1, ['Aurora'])],
    },
  ],
};

const api = fakeApiForEachTest(() => ({
  'admin/ballots/categories/list': { data: { categories: [{ id: 5, name: 'Best feature' }] } },
  'admin/events/list': {
    data: {
      rows: [
        {
          id: 9,
          title: 'Opening night',
          kind: 'physical',
          status: 'published',
          starts_at: '2026-06-01 18:00:00',
          ends_at: '2026-06-01 20:00:00',
          film_count: 2,
          chat_room: false,
          sales: 0,
        },
      ],
      total: 1,
      total_exact: true,
    },
  },
  'admin/ballots/competition/get': { data: competition },
  'admin/ballots/competition/save': { data: competition },
  'admin/ballots/results': { data: results },
  'admin/ballots/results/publish': { data: { category_id: 5, published: true } },
}));

const show = () => renderPage([{ path: '*', element: <BallotsPage /> }], '/admin/ballots', company);

describe('BallotsPage', () => {
  it('ranks each category’s films with their average, votes and distribution, naming the ties', async () => {
    await i18n.loadNamespaces('admin');
    show();
    const table = await screen.findByRole('table', { name: 'Results of Best feature' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual(['1', '1']);
    expect(rows[0]?.textContent).toContain('Tied with Snowbound');
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', 'AuroraTied with Snowbound', 'Opening night', '4.00', '2', '0', '0', '1', '0', '1']);
  });

  it('saves which films of the event compete in which category, with the window kept', async () => {
    await i18n.loadNamespaces('admin');
    show();
    const aurora = await screen.findByRole('checkbox', { name: 'Aurora competes in Best feature' });
    fireEvent.click(aurora);
    fireEvent.click(screen.getByRole('button', { name: 'Save competition' }));
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/ballots/competition/save')?.body).toEqual(
        {
          screener_id: 9,
          films: [
            { film_id: 1, category_ids: [5] },
            { film_id: 2, category_ids: [5] },
          ],
          windows: [{ category_id: 5, opens_at: '2026-06-01 10:00:00', closes_at: '2026-06-02 10:00:00' }],
        },
      ),
    );
  });

  it('publishes a category’s results on the site with the switch beside it, and reads them again', async () => {
    await i18n.loadNamespaces('admin');
    show();
    const publish = await screen.findByRole('switch', { name: 'Show on the site’s Awards page' });
    expect(publish).toHaveProperty('checked', false);
    expect(publish.getAttribute('aria-describedby')).toBe(
      screen.getByRole('heading', { name: 'Best feature' }).id,
    );
    const asked = () => api.requests.filter((request) => request.path === 'admin/ballots/results').length;
    const before = asked();
    api.answers['admin/ballots/results'] = {
      data: { categories: results.categories.map((category) => ({ ...category, published: true })) },
    };
    fireEvent.click(publish);
    await waitFor(() =>
      expect(api.requests.find((request) => request.path === 'admin/ballots/results/publish')?.body).toEqual({
        category_id: 5,
        published: true,
      }),
    );
    expect(await screen.findByText('Results of Best feature are on the site’s Awards page')).toBeTruthy();
    await waitFor(() => expect(asked()).toBeGreaterThan(before));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Show on the site’s Awards page' })).toHaveProperty(
        'checked',
        true,
      ),
    );
  });
});
