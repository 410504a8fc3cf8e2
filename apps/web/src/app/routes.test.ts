import { ROUTES, type RouteName } from '@screener/contracts/routes';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

function routeIds(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.id ? [route.id] : []), ...routeIds(route.children ?? [])]);
}

describe('the router', () => {
  it('has a page for every route of the spec', () => {
    const built = new Set(routeIds(appRoutes));
    for (const name of Object.keys(ROUTES) as RouteName[]) expect(built.has(name), name).toBe(true);
  });
});
