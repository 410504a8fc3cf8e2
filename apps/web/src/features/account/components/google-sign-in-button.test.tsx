import { createTheme, ThemeProvider } from '@mui/material/styles';
import { APP_VERSION } from '@screener/contracts/api';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/app-providers';
import { getSession } from '../../../app/session-store';
import { i18n } from '../../../i18n/i18n';
import { testCompany } from '../../../test/company-fixture';
import { NotificationSnackbar } from '../../../ui/notification-snackbar';
import { CurrentCompanyContext } from '../../companies/current-company-context';
import { GOOGLE_IDENTITY_SCRIPT, type GoogleIdentity } from '../google-identity';
import { LoginPage } from '../pages/login-page';

const CLIENT_ID = 'screener-test.apps.googleusercontent.com';
const consumer = {
  id: 3,
  uuid: 'u-3',
  name: 'Alex Morgan',
  email: 'alex@example.test',
  phone: null,
  city: null,
  country_code: null,
  is_password_skipped: false,
  has_password: false,
};

let requests: { path: string; body: Record<string, unknown> }[];
let loginAnswer: { data: unknown; error: { code: number; message: string } | null };

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

function renderLogin(clientId: string | null) {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: Dashboard },
    ],
    { initialEntries: ['/login'] },
  );
  render(
    <AppProviders>
      <ThemeProvider theme={createTheme()}>
        <CurrentCompanyContext value={testCompany({ google_client_id: clientId })}>
          <RouterProvider router={router} />
          <NotificationSnackbar />
        </CurrentCompanyContext>
      </ThemeProvider>
    </AppProviders>,
  );
  return router;
}

const scriptTag = () => document.head.querySelector(`script[src="${GOOGLE_IDENTITY_SCRIPT}"]`);

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  requests = [];
  loginAnswer = {
    data: {
      key: 'k'.repeat(32),
      secret: 's'.repeat(32),
      session_mode: 'consumer',
      consumer,
      screenings: [],
      group_purchases: [],
      access_link: null,
    },
    error: null,
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api/', '');
      requests.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
      return new Response(JSON.stringify({ ...loginAnswer, version: APP_VERSION }), {
        status: loginAnswer.error ? 401 : 200,
      });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
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
    expect(requests).toEqual([
      {
        path: 'consumer/loginWithFirebase',
        body: { provider: 'google', accessToken: 'google-id-token', company_id: 7 },
      },
    ]);
    expect(getSession()?.consumer?.email).toBe('alex@example.test');
    expect(await screen.findByText(/Welcome/)).toBeTruthy();
  });

  it('shows the server’s refusal and stays on the login page', async () => {
    stubGoogle();
    loginAnswer = { data: null, error: { code: 401, message: 'Not authorized' } };
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
