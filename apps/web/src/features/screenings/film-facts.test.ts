import { describe, expect, it } from 'vitest';
import { filmFacts } from './film-facts';

describe('filmFacts', () => {
  it('names every set detail in the viewer’s language', () => {
    const film = {
      running_time_minutes: 98,
      year: 2025,
      countries: ['NO', 'SE'],
      languages: ['no', 'en'],
      genre: 'Romance',
      cast: ['Sofie Dahl', 'Erik Vang'],
    };
    expect(filmFacts(film, 'en')).toEqual([
      { term: 'runningTime', value: '98 minutes' },
      { term: 'year', value: '2025' },
      { term: 'countries', value: 'Norway and Sweden' },
      { term: 'languages', value: 'Norwegian and English' },
      { term: 'genre', value: 'Romance' },
      { term: 'cast', value: 'Sofie Dahl and Erik Vang' },
    ]);
    expect(
      filmFacts(film, 'it')
        .slice(0, 3)
        .map((fact) => fact.value),
    ).toEqual(['98 minuti', '2025', 'Norvegia e Svezia']);
  });

  it('leaves out what is not set', () => {
    expect(filmFacts({ running_time_minutes: null, countries: [], cast: [] }, 'en')).toEqual([]);
    expect(filmFacts({ year: 1999 }, 'en')).toEqual([{ term: 'year', value: '1999' }]);
  });
});
