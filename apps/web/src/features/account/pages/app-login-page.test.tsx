import type { Company } from '@screener/contracts/company';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../api/session-store';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { AppLoginPage } from './app-login-page';

const company = { id: 7, title: 'Lagoon Cinema', timezone: 'UTC' } as Company;

const api = fakeApiForEachTest(() => ({
  'consumer/mewOAuthLogin': {
    data: { token: null, approval_required: true, oauth_host: 'app.example.test' },
  },
}));

describe('AppLoginPage', () => {
  it('names the app by its origin plus path, as the text sends it, and asks the viewer to approve its host', async () => {
    setSession({ key: 'key-0', secret: 'secret-0', consumer: consumerFixture(), access_link: null });
    renderPage(
      [{ path: '/company/oauth/login', element: <AppLoginPage /> }],
      `/company/oauth/login?redirect_url=${encodeURIComponent('https://app.example.test/back/here?state=1')}`,
      company,
    );

    expect(await screen.findByText(/app\.example\.test/, { selector: 'h1' })).toBeTruthy();
    const sent = api.requests.filter((request) => request.path === 'consumer/mewOAuthLogin');
    expect(sent.map((request) => request.body)).toMatchObject([
      { oauth_host: 'https://app.example.test/back/here' },
    ]);
  });
});
