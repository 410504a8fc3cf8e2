import { ROUTES, type RouteName, routePath } from '@screener/contracts/routes';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';

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
