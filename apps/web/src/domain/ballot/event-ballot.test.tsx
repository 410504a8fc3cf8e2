import type { BallotFilm } from '@screener/contracts/ballots';
import type { Company } from '@screener/contracts/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../api/session-store';
import { consumerFixture } from '../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../test/fake-api';
import { renderPage } from '../../test/render-page';
import { EventBallot } from './event-ballot';

const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;

const film = (id: number, overrides: Partial<BallotFilm> = {}): BallotFilm => ({
  film_id: id,
  title: `Film ${id}`,
  thumbnail: null,
  categories: [{ id: 1, name: 'Best feature' }],
  open: true,
  closes_at: '2030-01-01 00:00:00',
  eligible: true,
  my_rating: null,
  ...overrides,
});

const api = fakeApiForEachTest(() => ({
  'ballot/get': {
    data: {
      screener_id: 3,
      open: true,
      films: [film(1), film(2, { eligible: false }), film(3, { open: false }), film(4, { my_rating: 2 })],
    },
  },
  'ballot/vote': { data: { film_id: 1, my_rating: 4 } },
}));

function show() {
  setSession({ key: 'k'.repeat(32), secret: 's'.repeat(32), consumer: consumerFixture(), access_link: null });
  renderPage([{ path: '/', element: <EventBallot source={{ screenerId: 3 }} /> }], '/', company);
}

describe('the ballot', () => {
  it('offers the films open to the viewer only, each a labelled group of stars with the rating given', async () => {
    show();
    const ballot = await screen.findByRole('region', { name: 'Audience award' });
    const groups = within(ballot).getAllByRole('group');
    expect(groups.map((group) => group.textContent?.match(/Your rating of Film \d/)?.[0])).toEqual([
      'Your rating of Film 1',
      'Your rating of Film 4',
    ]);
    const second = within(ballot).getByRole('group', { name: 'Your rating of Film 4' });
    expect((within(second).getByRole('radio', { name: '2 stars' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sends the stars chosen and says they are saved', async () => {
    show();
    const group = await screen.findByRole('group', { name: 'Your rating of Film 1' });
    fireEvent.click(within(group).getByRole('radio', { name: '4 stars' }));
    await waitFor(() => expect(within(group).getByRole('status').textContent).toBe('Saved: 4 stars'));
    expect(api.requests.find((request) => request.path === 'ballot/vote')?.body).toEqual({
      screener_id: 3,
      film_id: 1,
      rating: 4,
    });
  });

  it('shows nothing while no film can be rated', async () => {
    api.answers['ballot/get'] = { data: { screener_id: 3, open: false, films: [film(1, { open: false })] } };
    show();
    await waitFor(() => expect(api.requests.some((request) => request.path === 'ballot/get')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Audience award' })).toBeNull();
  });
});
