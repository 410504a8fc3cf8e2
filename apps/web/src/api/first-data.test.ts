import { FIRST_DATA_ELEMENT_ID } from '@screener/contracts/first-view';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCompany } from '../test/company-fixture';

const LIST = 'guest/company/7/screenings/upcoming';

/** The module reads the page once when loaded: each test writes the page, then loads it anew. */
async function loadWith(content: string | null) {
  document.body.innerHTML = '';
  if (content !== null) {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = FIRST_DATA_ELEMENT_ID;
    script.textContent = content;
    document.body.append(script);
  }
  vi.resetModules();
  return import('./first-data');
}

const page = JSON.stringify({
  language: 'en',
  company: testCompany(),
  answers: [{ path: LIST, body: { page: 1, perPage: 4 }, data: { data: [], last_page: 1 } }],
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the page’s first data', () => {
  it('gives the company, and each answer once to the same call in the same language', async () => {
    const first = await loadWith(page);
    expect(first.inlinedCompany?.title).toBe('Lagoon Cinema');
    expect(first.takeFirstAnswer(LIST, { page: 1, perPage: 4 }, 'he')).toBeNull();
    expect(first.takeFirstAnswer(LIST, { page: 2, perPage: 4 }, 'en')).toBeNull();
    expect(first.takeFirstAnswer(LIST, { page: 1, perPage: 4 }, 'en')).toEqual({
      data: { data: [], last_page: 1 },
    });
    expect(first.takeFirstAnswer(LIST, { page: 1, perPage: 4 }, 'en')).toBeNull();
  });

  it('is nothing when the page has none or it does not parse', async () => {
    expect((await loadWith(null)).inlinedCompany).toBeNull();
    expect((await loadWith('{"language":')).inlinedCompany).toBeNull();
    expect((await loadWith('{"language":"en"}')).takeFirstAnswer(LIST, {}, 'en')).toBeNull();
  });
});
