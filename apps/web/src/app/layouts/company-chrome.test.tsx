import { APP_VERSION } from '@screener/contracts/api';
import type { Company } from '@screener/contracts/company';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../features/companies';
import { i18n } from '../../i18n/i18n';
import { testCompany } from '../../test/company-fixture';
import { AppProviders } from '../../ui/app-providers';
import { RootLayout } from './root-layout';

function withSettings(
  settings: Partial<Company['custom_properties']>,
  extra: Partial<Company> = {},
): Company {
  return testCompany(extra, settings);
}

function serveApi(company: Company, screener?: { hides_header: boolean }) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api/', '');
      const data =
        path === 'guest/company/get'
          ? { company }
          : path === 'page/list'
            ? { pages: [] }
            : path === `guest/company/${company.id}/screenings/get` && screener
              ? { screener }
              : null;
      const error = data ? null : { code: 404, message: 'Not found' };
      // A refusal comes with HTTP 200 and its code in the envelope, as the server sends it.
      return new Response(JSON.stringify({ data, error, version: APP_VERSION }), { status: 200 });
    }),
  );
}

const Page = () => <h1>Page body</h1>;
const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      { path: '/', Component: Page },
      { path: '/screeners/:screener_id', Component: Page },
    ],
  },
];

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders>
      <AppRoot router={router} />
    </AppProviders>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('company header', () => {
  it('shows only the menus the company has', async () => {
    serveApi(withSettings({ show_pricing_menu: false }, { active_vod_movies_count: 2 }));
    renderAt('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'On Demand' }).getAttribute('href')).toBe('/vod/movies');
    expect(within(banner).queryByRole('link', { name: 'Pricing' })).toBeNull();
    expect(within(banner).queryByRole('link', { name: 'Buy Passes' })).toBeNull();
    expect(within(banner).getByRole('link', { name: 'Login/Signup' }).getAttribute('href')).toBe('/login');
  });

  it('shows Awards while the company has published audience award results', async () => {
    serveApi(withSettings({}, { awards_published: true }));
    renderAt('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Awards' }).getAttribute('href')).toBe('/awards');
  });

  it('leaves Awards out while nothing is published', async () => {
    serveApi(withSettings({}, { awards_published: false }));
    renderAt('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Login/Signup' })).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Awards' })).toBeNull();
  });

  it('is left out by the advertising layout, whose footer links the dashboard instead', async () => {
    serveApi(withSettings({ advertising_layout: true, hide_watch_link: true }));
    renderAt('/');
    await screen.findByRole('heading', { name: 'Page body' });
    expect(screen.queryByRole('banner')).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Dashboard' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Watch' })).toBeNull();
  });

  it('is left out on a screening that hides it, and kept on one that does not', async () => {
    serveApi(testCompany(), { hides_header: true });
    renderAt('/screeners/849');
    await screen.findByRole('heading', { name: 'Page body' });
    await vi.waitFor(() => expect(screen.queryByRole('banner')).toBeNull());
    cleanup();

    serveApi(testCompany(), { hides_header: false });
    renderAt('/screeners/12');
    expect(await screen.findByRole('banner')).toBeTruthy();
  });

  it('opens the external home instead of the company home when the company has one', async () => {
    serveApi(withSettings({ external_home_url: 'https://lagoon.example/' }));
    renderAt('/');
    const home = await screen.findByRole('link', { name: 'Lagoon Cinema home page' });
    expect(home.getAttribute('href')).toBe('https://lagoon.example/');
  });
});

describe('footer', () => {
  it('leaves out the default pages the company switched off and shows the newsletter box when enabled', async () => {
    serveApi(withSettings({ disabled_default_pages: ['about', 'terms'], newsletter_enabled: true }));
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'About' })).toBeNull();
    expect(within(footer).queryByRole('link', { name: 'Terms' })).toBeNull();
    expect(await within(footer).findByRole('region', { name: 'Subscribe to our newsletter' })).toBeTruthy();
  });

  it('is left out with the header in embed mode, which the tab remembers', async () => {
    serveApi(testCompany());
    renderAt('/?allowEmbed=true');
    await screen.findByRole('heading', { name: 'Page body' });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    // The root layout records the flag from an effect, which a busy machine may run after the body shows.
    await waitFor(() => expect(sessionStorage.getItem('screener.embed')).toBe('true'));
  });
});
