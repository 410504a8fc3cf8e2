import { ROUTES, type RouteName } from '@screener/contracts/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGES_TO_COME } from './pages-to-come';
import { appRoutes } from './routes';

function routeIds(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('the router and the pages to come', () => {
  it('has a page for every route of the spec that is not listed as to come, and none for those that are', () => {
    const built = new Set(routeIds(appRoutes));
    for (const name of Object.keys(ROUTES) as RouteName[]) {
      expect(built.has(name) || PAGES_TO_COME.has(name), name).toBe(true);
      expect(built.has(name) && PAGES_TO_COME.has(name), name).toBe(false);
    }
  });
});
