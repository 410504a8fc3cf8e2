import { APP_VERSION } from '@screener/contracts/api';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { AppProviders } from '../../ui/app-providers';
import { PhoneField } from './components/phone-field';
import { usePhoneCountry } from './use-phone-country';

function ProfilePhone({ saved }: { saved: string | null }) {
  const country = usePhoneCountry(saved);
  return <PhoneField label="Phone" value="" onChange={() => undefined} defaultCountry={country} />;
}

const countrySelect = () => screen.getByRole('combobox', { name: 'Country' });

beforeEach(async () => {
  await i18n.changeLanguage('en');
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ data: { country_code: 'IL' }, error: null, version: APP_VERSION })),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the phone country selector', () => {
  it('starts on the country the viewer is in', async () => {
    render(
      <AppProviders>
        <ProfilePhone saved={null} />
      </AppProviders>,
    );
    await waitFor(() => expect(countrySelect().textContent).toContain('+972'), { timeout: 5000 });
    expect(countrySelect().textContent).toContain('Israel');
  });

  it('keeps the country the viewer saved', async () => {
    render(
      <AppProviders>
        <ProfilePhone saved="IT" />
      </AppProviders>,
    );
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled(), { timeout: 5000 });
    expect(countrySelect().textContent).toContain('+39');
  });
});
