import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../test/factories.ts';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';
import { pages } from './schema.ts';

const t = useTestApp();
beforeAll(async () => {
  const festival = await createCompany(t.db, { domain: 'festival.localhost' });
  const cinema = await createCompany(t.db, { domain: 'cinema.localhost' });
  await t.db.insert(pages).values([
    {
      companyId: festival.id,
      slug: 'venues',
      title: 'Our venues',
      description: '<p>Two halls</p>',
      sortOrder: 2,
    },
    {
      companyId: festival.id,
      slug: 'press',
      title: 'Press',
      isExternal: true,
      externalUrl: 'https://press.example',
    },
    { companyId: cinema.id, slug: 'venues', title: 'האולמות שלנו' },
  ]);
});

const call = (url: string, body: unknown, host: string) =>
  t.app.inject({ method: 'POST', url: `/api/${url}`, payload: body as object, headers: { host } });

describe('pages', () => {
  it('gets a page by slug as a one-page array, from the company of the host only', async () => {
    const festival = await call('page/get', { slug: 'venues' }, 'festival.localhost');
    expect(festival.json().data.page).toEqual([
      {
        slug: 'venues',
        title: 'Our venues',
        description: '<p>Two halls</p>',
        is_external: false,
        external_url: null,
      },
    ]);
    const cinema = await call('page/get', { slug: 'venues' }, 'cinema.localhost');
    expect(cinema.json().data.page[0].title).toBe('האולמות שלנו');
  });

  it('answers a missing page with an empty array and an empty slug with 400', async () => {
    const missing = await call('page/get', { slug: 'press-kit' }, 'festival.localhost');
    expect(refusalCode(missing)).toBeNull();
    expect(missing.json().data.page).toEqual([]);
    expect(refusalCode(await call('page/get', { slug: '  ' }, 'festival.localhost'))).toBe(400);
  });

  it('lists a company’s pages in their order, never another company’s', async () => {
    const response = await call('page/list', {}, 'festival.localhost');
    expect(response.json().data.pages.map((page: { slug: string }) => page.slug)).toEqual([
      'press',
      'venues',
    ]);
  });
});
