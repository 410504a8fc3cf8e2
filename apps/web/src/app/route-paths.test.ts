import { ROUTES, type RouteName, routePath } from '@screener/contracts/routes';
import { createMemoryRouter, matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { oldRoutes } from './old-routes';

describe('routePath', () => {
  it('builds the paths of spec part 2 §2.1', () => {
    expect(routePath('company.dashboard')).toBe('/');
    expect(routePath('company.login')).toBe('/login');
    expect(routePath('company.verify', { session_key: 'abc', otp: 1234 })).toBe('/verify/abc/1234');
    expect(routePath('screeners.watch', { screener_id: 12 })).toBe('/screeners/12/watch');
    expect(routePath('screeners.link', { screener_id: 12, link_id: 'x9' })).toBe('/screeners/12/link/x9');
    expect(routePath('pricing.index')).toBe('/pricing/plans');
  });

  it('leaves out an absent optional segment', () => {
    expect(routePath('company.paymentreturnurl')).toBe('/payment/returnUrl');
    expect(routePath('company.paymentreturnurl', { response: 'ok' })).toBe('/payment/returnUrl/ok');
  });

  it('encodes parameters and appends a query, skipping empty values', () => {
    expect(routePath('company.page', { slug: 'a b/c' })).toBe('/a%20b%2Fc');
    expect(routePath('user.dashboard', {}, { tab: 'subscription', redirect: undefined, x: null })).toBe(
      '/user/dashboard?tab=subscription',
    );
    expect(routePath('company.login', {}, { redirect: '/screeners/1/watch?allowEmbed=true' })).toBe(
      '/login?redirect=%2Fscreeners%2F1%2Fwatch%3FallowEmbed%3Dtrue',
    );
  });

  it('refuses to build a path with a required parameter missing', () => {
    expect(() => routePath('company.page', { slug: '' })).toThrow(/slug/);
  });

  it('builds for every route a path that the router matches back to the same parameters', () => {
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      const pattern = ROUTES[name];
      const params = Object.fromEntries(
        [...pattern.matchAll(/:(\w+)/g)].map(([, key]) => [key ?? '', `${key}-value`]),
      );
      const path = (routePath as (route: RouteName, values: Record<string, string>) => string)(name, params);
      expect(matchPath(pattern, path)?.params, name).toEqual(params);
    }
  });
});

describe('old routes (spec part 2 §2.1)', () => {
  /** Where the router ends up after opening the path: an old path redirects, any other stays. */
  async function landingOf(path: string): Promise<string> {
    const router = createMemoryRouter([...oldRoutes, { path: '*', Component: null }], {
      initialEntries: [path],
    });
    await new Promise<void>((resolve) => {
      if (router.state.initialized) resolve();
      else router.subscribe((state) => state.initialized && resolve());
    });
    const { pathname, search } = router.state.location;
    router.dispose();
    return `${pathname}${search}`;
  }

  it('sends login to watch, register to the overview and verify to login, keeping the query', async () => {
    expect(await landingOf('/today/12/login')).toBe('/screeners/12/watch');
    expect(await landingOf('/upcoming/12/register?ref=spring')).toBe('/screeners/12?ref=spring');
    expect(await landingOf('/upcoming/12/register/345')).toBe(
      `/login?redirect=${encodeURIComponent('/screeners/12')}`,
    );
  });

  it('matches only the old shapes', async () => {
    expect(await landingOf('/today/12')).toBe('/today/12');
    expect(await landingOf('/upcoming/12/register/345/more')).toBe('/upcoming/12/register/345/more');
  });
});
