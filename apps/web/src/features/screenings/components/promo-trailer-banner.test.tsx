import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CurrentCompanyContext } from '../../../domain/company/current-company-context';
import { i18n } from '../../../i18n/i18n';
import { testCompany } from '../../../test/company-fixture';
import { PromoTrailerBanner } from './promo-trailer-banner';

function renderFor(promoTrailerUrl: string | null) {
  render(
    <CurrentCompanyContext value={testCompany({}, { promo_trailer_url: promoTrailerUrl })}>
      <PromoTrailerBanner />
    </CurrentCompanyContext>,
  );
}

beforeEach(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('the promotional trailer banner on the company home', () => {
  it('plays the trailer the company names, in a labelled region', async () => {
    renderFor('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const region = screen.getByRole('region', { name: 'Trailer' });
    const player = await waitFor(() => {
      const frame = region.querySelector('iframe');
      if (!frame) throw new Error('the player is not in yet');
      return frame;
    });
    expect(player?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player?.getAttribute('title')).toBe('Trailer of Lagoon Cinema');
  });

  it('is left out when the company has none', () => {
    renderFor(null);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
