import { DEFAULT_COUNTRY_CODE } from '@screener/contracts/ui';
import { describe, expect, it } from 'vitest';
import { refusalCode } from '../../test/refusal.ts';
import { useTestApp } from '../../test/test-app.ts';

const COUNTRY_HEADER = 'x-test-country';

const t = useTestApp({ env: { GEO_COUNTRY_HEADER: COUNTRY_HEADER } });

const ask = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/guest/viewer/country', payload: {}, headers });

describe('guest/viewer/country', () => {
  it('answers the country the trusted proxy reports', async () => {
    const response = await ask({ [COUNTRY_HEADER]: 'IL' });
    expect(refusalCode(response)).toBeNull();
    expect(response.json().data).toEqual({ country_code: 'IL' });
  });

  it('falls back to the default country for an address no database can place', async () => {
    const response = await ask();
    expect(response.json().data.country_code).toBe(DEFAULT_COUNTRY_CODE);
  });
});
