import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testCompany } from '../../../test/company-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { testFilm } from '../../../test/film-fixture';
import { renderPage } from '../../../test/render-page';
import { screenerFixture } from '../../../test/screener-fixture';
import { MoreFilms } from './more-films';

const film = testFilm;

const company = testCompany({ id: 9, title: 'Lagoon Cinema' });
const media = `guest/screenings/${company.id}/media`;
const api = fakeApiForEachTest(() => ({
  [media]: {
    data: {
      media: [
        { ...film(3, 'Shown here'), screener_ids: [5] },
        {
          ...film(2, 'Harbour Lights', { trailer: 'https://youtu.be/abc', director_name: 'Ana Ruiz' }),
          screener_ids: [4, 8],
        },
        { ...film(1, 'Salt Roads'), screener_ids: [6] },
      ],
    },
  },
}));

function renderSection(onTrailer = vi.fn()) {
  const screener = screenerFixture({ id: 5, films: [film(3, 'Shown here')] });
  renderPage([{ path: '/', element: <MoreFilms screener={screener} onTrailer={onTrailer} /> }], '/', company);
  return onTrailer;
}

describe('more films at the company', () => {
  it('lists the company’s other films from its media, each leading to its newest event', async () => {
    renderSection();
    const section = await screen.findByRole('region', { name: 'More films at Lagoon Cinema' });
    const links = within(section).getAllByRole('link');
    // Each link is named by what it shows, the film's title first.
    expect(links.map((link) => link.textContent)).toEqual([
      expect.stringMatching(/^Harbour Lights/),
      expect.stringMatching(/^Salt Roads/),
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/screeners/8', '/screeners/6']);
    expect(within(section).getByText('Director: Ana Ruiz')).toBeTruthy();
    expect(within(section).queryByText('Shown here')).toBeNull();
    expect(api.requests.filter((request) => request.path === media)).toHaveLength(1);
  });

  it('opens a film’s trailer', async () => {
    const onTrailer = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: /Harbour Lights/ }));
    expect(onTrailer).toHaveBeenCalledWith(expect.objectContaining({ id: 2, title: 'Harbour Lights' }));
  });

  it('shows nothing when the company has no other film', async () => {
    api.answers[media] = { data: { media: [{ ...film(3, 'Shown here'), screener_ids: [5] }] } };
    renderSection();
    await vi.waitFor(() => expect(api.requests.some((request) => request.path === media)).toBe(true));
    expect(screen.queryByRole('region')).toBeNull();
  });
});
