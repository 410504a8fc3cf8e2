import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../api/session-store';
import { testCompany } from '../../../test/company-fixture';
import { consumerFixture } from '../../../test/consumer-fixture';
import { fakeApiForEachTest } from '../../../test/fake-api';
import { renderPage } from '../../../test/render-page';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from '../google-identity';
import { LoginPage } from '../pages/login-page';

const CLIENT_ID = 'screener-test.apps.googleusercontent.com';

const LOGIN = 'consumer/loginWithFirebase';
const api = fakeApiForEachTest(() => ({
  [LOGIN]: {
    data: {
      key: 'k'.repeat(32),
      secret: 's'.repeat(32),
      session_mode: 'consumer',
      consumer: consumerFixture({ has_password: false }),
      screenings: [],
      group_purchases: [],
      access_link: null,
    },
  },
}));

/** Google Identity Services as a stub: its button hands the page a credential when clicked. */
function stubGoogle() {
  let callback: ((response: { credential: string }) => void) | null = null;
  const identity: GoogleIdentity = {
    initialize: vi.fn((config) => {
      callback = config.callback;
    }),
    renderButton: vi.fn((parent: HTMLElement) => {
      const button = document.createElement('button');
      button.textContent = 'Continue with Google (stub)';
      button.addEventListener('click', () => callback?.({ credential: 'google-id-token' }));
      parent.append(button);
    }),
  };
  window.google = { accounts: { id: identity } };
  return identity;
}

const Dashboard = () => <h1>Dashboard</h1>;

const renderLogin = (clientId: string | null) =>
  renderPage(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Dashboard },
    ],
    '/login',
    testCompany({ google_client_id: clientId }),
  );

const scriptTag = () => document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

afterEach(() => {
  delete window.google;
  scriptTag()?.remove();
});

describe('Google sign-in on the login page', () => {
  it('signs in with the Google credential and continues as after any login', async () => {
    const google = stubGoogle();
    const router = renderLogin(CLIENT_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google (stub)' }));
    expect(screen.getByRole('separator').textContent).toBe('or');
    expect(google.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: CLIENT_ID }));
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(router.state.location.pathname).toBe('/user/dashboard');
    expect(api.requests).toEqual([
      {
        path: LOGIN,
        body: { provider: 'google', accessToken: 'google-id-token', company_id: 7 },
      },
    ]);
    expect(getSession()?.consumer?.email).toBe('alex@example.test');
    expect(await screen.findByText(/Welcome/)).toBeTruthy();
  });

  it('shows the server’s refusal and stays on the login page', async () => {
    stubGoogle();
    api.answers[LOGIN] = { error: { code: 401, message: 'Not authorized' } };
    const router = renderLogin(CLIENT_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google (stub)' }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/./);
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toBeNull();
  });

  it('loads nothing from Google when the deployment configured no client id', () => {
    const google = stubGoogle();
    renderLogin(null);
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeTruthy();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(google.initialize).not.toHaveBeenCalled();
  });

  it('stays hidden when Google’s script fails to load (offline)', async () => {
    renderLogin(CLIENT_ID);
    await waitFor(() => expect(scriptTag()).not.toBeNull());
    scriptTag()?.dispatchEvent(new Event('error'));
    await waitFor(() => expect(scriptTag()).toBeNull());
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
  });
});
