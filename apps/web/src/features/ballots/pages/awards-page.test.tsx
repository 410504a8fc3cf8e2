import type { PublicResultsResponse } from '@screener/contracts/ballots';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { AwardsPage } from './awards-page';

const company = testCompany({ awards_published: true });
const results: PublicResultsResponse = {
  categories: [
    {
      category_id: 1,
      name: 'Best feature',
      films: [
        {
          screener_id: 4,
          event_title: 'Opening night',
          film_id: 10,
          title: 'Lagoon',
          average: 4.5,
          count: 12,
          rank: 1,
          tied_with: ['Harbour'],
        },
        {
          screener_id: 4,
          event_title: 'Opening night',
          film_id: 11,
          title: 'Harbour',
          average: 4.5,
          count: 8,
          rank: 1,
          tied_with: ['Lagoon'],
        },
        {
          screener_id: 5,
          event_title: 'Closing night',
          film_id: 12,
          title: 'Tide',
          average: 3,
          count: 1,
          rank: 3,
          tied_with: [],
        },
      ],
    },
    { category_id: 2, name: 'Best short', films: [] },
  ],
};

const api = fakeApiForEachTest(() => ({ 'ballot/results': { data: results } }));
const renderAwards = () => renderPage([{ path: '/awards', Component: AwardsPage }], '/awards', company);

describe('the public audience award results page', () => {
  it('lists each published award with its films ranked, ties shared and named', async () => {
    renderAwards();
    expect(await screen.findByRole('heading', { level: 1, name: 'Audience awards' })).toBeTruthy();
    const feature = await screen.findByRole('region', { name: 'Best feature' });
    const films = within(feature).getAllByRole('listitem');
    // A screen reader hears the rank with the title; tied films share it and the next one skips.
    expect(films.map((film) => within(film).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Rank 1 Lagoon',
      'Rank 1 Harbour',
      'Rank 3 Tide',
    ]);
    expect(within(films[0] as HTMLElement).getByText('4.50 out of 5 · 12 votes')).toBeTruthy();
    expect(within(films[0] as HTMLElement).getByText('Tied with Harbour')).toBeTruthy();
    expect(within(films[2] as HTMLElement).getByText('3.00 out of 5 · 1 vote')).toBeTruthy();
    expect(within(films[2] as HTMLElement).queryByText(/Tied with/)).toBeNull();
    const short = screen.getByRole('region', { name: 'Best short' });
    expect(within(short).getByText('No film of this award has a vote yet.')).toBeTruthy();
    expect(document.title).toContain('Audience awards');
  });

  it('says so when nothing is published', async () => {
    api.answers['ballot/results'] = { data: { categories: [] } };
    renderAwards();
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'No results have been published yet. Come back after voting closes.',
    );
  });

  it('shows the error with a retry that asks again', async () => {
    api.answers['ballot/results'] = [
      { error: { code: 500, message: 'Something went wrong' } },
      { data: results },
    ];
    renderAwards();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The results could not be loaded');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Best feature' })).toBeTruthy();
    expect(api.requests.filter((request) => request.path === 'ballot/results')).toHaveLength(2);
  });

  it('reads in Hebrew, right to left', async () => {
    await i18n.changeLanguage('he');
    renderAwards();
    expect(await screen.findByRole('heading', { level: 1, name: 'פרסי הקהל' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');
    expect(await screen.findByText('בתיקו עם Harbour')).toBeTruthy();
  });
});
