import { ZGetScreenerResponse, ZListScreenersResponse } from '@screener/contracts/screener';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';
import { films } from '../films/schema.ts';
import { screenerFilms, screeners } from './schema.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const HOUR = 3_600_000;

let companyId: number;
let screenerId: number;

const t = useTestApp({ now: NOW });
beforeAll(async () => {
  companyId = (await createCompany(t.db)).id;
  const [screener] = await t.db
    .insert(screeners)
    .values({
      companyId,
      title: 'Shorts night',
      screeningStartsAt: new Date(NOW.getTime() + 24 * HOUR),
      screeningEndsAt: new Date(NOW.getTime() + 26 * HOUR),
    })
    .returning({ id: screeners.id });
  screenerId = screener?.id ?? 0;
  const [detailed, bare] = await t.db
    .insert(films)
    .values([
      {
        companyId,
        title: 'Aurora',
        runningTimeMinutes: 98,
        year: 2025,
        countries: ['NO', 'SE'],
        languages: ['no', 'en'],
        genre: 'Romance',
        castNames: ['Sofie Dahl', 'Erik Vang'],
      },
      { companyId, title: 'Untold' },
    ])
    .returning({ id: films.id });
  await t.db.insert(screenerFilms).values([
    { screenerId, filmId: detailed?.id ?? 0, position: 0 },
    { screenerId, filmId: bare?.id ?? 0, position: 1 },
  ]);
});

async function call(path: string, body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/guest/company/${companyId}/screenings/${path}`,
    payload: body,
  });
  expect(refusalCode(response)).toBeNull();
  return response.json().data as unknown;
}

describe('the film details a programme shows', () => {
  it('round-trip through the overview, and a film without them says so with nulls and empty lists', async () => {
    const { screener } = ZGetScreenerResponse.parse(await call('get', { id: screenerId }));
    expect(screener.films.map((film) => film.title)).toEqual(['Aurora', 'Untold']);
    expect(screener.films[0]).toMatchObject({
      running_time_minutes: 98,
      year: 2025,
      countries: ['NO', 'SE'],
      languages: ['no', 'en'],
      genre: 'Romance',
      cast: ['Sofie Dahl', 'Erik Vang'],
    });
    expect(screener.films[1]).toMatchObject({
      running_time_minutes: null,
      year: null,
      countries: [],
      languages: [],
      genre: null,
      cast: [],
    });
  });

  it('travel with the lists too, so the programme can show them without opening each event', async () => {
    const page = ZListScreenersResponse.parse(await call('upcoming', {}));
    expect(page.data[0]?.films[0]).toMatchObject({ running_time_minutes: 98, genre: 'Romance' });
  });
});
