import { APP_VERSION } from '@screener/contracts/api';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../features/companies';
import { i18n } from '../i18n/i18n';
import { testCompany } from '../test/company-fixture';
import { AppProviders } from '../ui/app-providers';
import { appRoutes } from './routes';

const lagoon = testCompany();
const company = testCompany(
  {
    id: 3,
    title: 'Harbour Film Festival',
    slug: 'harbour',
    domain: 'harbour.localhost',
    favicon_url: 'https://cdn.example/harbour.ico',
  },
  {
    theme: { ...lagoon.custom_properties.theme, primaryColor: '#ff5500' },
    banner_message: 'Tickets for the opening night are on sale',
  },
);

type Answer = { data?: unknown; error?: { code: number; message: string } };

/** Answers each API path like the server would: an envelope with HTTP 200, a refusal's code in it. */
function serveApi(answers: Record<string, Answer>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input).replace('/api/', '');
      const answer = answers[path] ?? { error: { code: 404, message: 'Not found' } };
      const body = { data: answer.data ?? null, error: answer.error ?? null, version: APP_VERSION };
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
}

function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  return render(
    <AppProviders>
      <AppRoot router={router} />
    </AppProviders>,
  );
}

beforeEach(async () => {
  localStorage.clear();
  await i18n.changeLanguage('en');
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('start-up', () => {
  it('shows the company home once the company has loaded', async () => {
    const favicon = Object.assign(document.createElement('link'), { rel: 'icon', href: '/favicon.svg' });
    document.head.append(favicon);
    serveApi({ 'guest/company/get': { data: { company } }, 'page/list': { data: { pages: [] } } });
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: company.title })).toBeTruthy();
    expect(screen.getByText('Tickets for the opening night are on sale')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Harbour Film Festival home page' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByText(`© ${new Date().getFullYear()} Powered by Screener ${APP_VERSION}`)).toBeTruthy();
    expect(document.title).toBe('Harbour Film Festival | Screener');
    expect(favicon.href).toBe(company.favicon_url);
    favicon.remove();
  });

  it('keeps the spinner and shows the error when the company cannot be loaded', async () => {
    serveApi({ 'guest/company/get': { error: { code: 403, message: 'Sorry, you are not authorized' } } });
    renderApp();

    expect(screen.getByRole('progressbar', { name: 'Loading the site' })).toBeTruthy();
    expect(await screen.findByText('Sorry, you are not authorized')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Loading the site' })).toBeTruthy();
  });

  it('lists the companies on an unknown development host', async () => {
    serveApi({
      'guest/company/list': {
        data: {
          companies: [
            { id: 3, title: 'Harbour', slug: 'harbour', domain: 'harbour.localhost', logo_url: null },
          ],
        },
      },
    });
    renderApp();

    const link = await screen.findByRole('link', { name: /Harbour/ });
    expect(link.getAttribute('href')).toBe(
      `${window.location.protocol}//harbour.localhost${window.location.port ? `:${window.location.port}` : ''}/`,
    );
    expect(screen.getByRole('heading', { name: 'Choose a site' })).toBeTruthy();
  });

  it('says there is no site here when the server lists no companies', async () => {
    serveApi({ 'guest/company/list': { data: { companies: [] } } });
    renderApp();
    expect(await screen.findByRole('heading', { name: 'There is no site here' })).toBeTruthy();
  });

  it("starts in the company's language, right to left for Hebrew", async () => {
    const hebrew = {
      ...company,
      custom_properties: { ...company.custom_properties, language: 'he' as const },
    };
    serveApi({ 'guest/company/get': { data: { company: hebrew } }, 'page/list': { data: { pages: [] } } });
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: company.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('he');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it("prefers the viewer's saved language over the company's", async () => {
    localStorage.setItem('screener.language', 'it');
    serveApi({ 'guest/company/get': { data: { company } }, 'page/list': { data: { pages: [] } } });
    renderApp();

    expect(await screen.findByRole('heading', { level: 1, name: company.title })).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
    expect(screen.getByRole('button', { name: 'Lingua: Italiano' })).toBeTruthy();
  });
});

describe('routes', () => {
  const pages = [
    {
      slug: 'venue',
      title: 'Our venue',
      description: '<p>By the <b>harbour</b></p>',
      is_external: false,
      external_url: null,
    },
  ];

  it('shows a company page by slug and links it in the footer', async () => {
    serveApi({
      'guest/company/get': { data: { company } },
      'page/list': { data: { pages } },
      'page/get': { data: { page: pages } },
    });
    renderApp('/venue');

    expect(await screen.findByRole('heading', { level: 1, name: 'Our venue' })).toBeTruthy();
    expect(screen.getByText('harbour').tagName).toBe('B');
    const footerNav = await screen.findByRole('navigation', { name: 'Site pages' });
    expect(within(footerNav).getByRole('link', { name: 'Our venue' }).getAttribute('href')).toBe('/venue');
  });

  it('shows "Page not found" for an unknown path and for a slug the company does not have', async () => {
    serveApi({
      'guest/company/get': { data: { company } },
      'page/list': { data: { pages: [] } },
      'page/get': { data: { page: [] } },
    });
    renderApp('/no/such/path');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    cleanup();

    renderApp('/missing-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('hides the header and footer in embed mode', async () => {
    serveApi({ 'guest/company/get': { data: { company } }, 'page/list': { data: { pages } } });
    renderApp('/?allowEmbed=true');

    expect(await screen.findByRole('heading', { level: 1, name: company.title })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(screen.queryByText(/Powered by/)).toBeNull();
  });
});
