import { ROUTES } from '@screener/contracts/routes';
import type { RouteObject } from 'react-router';
import { NotFound } from '../ui/not-found';
import { RootLayout } from './layouts/root-layout';
import type { RouteHandle } from './layouts/route-handle';
import { RouteError } from './route-error';
import { RouteFallback } from './route-fallback';

const companyLayout: RouteHandle = { layout: 'company' };

/** Routes of spec part 2 §2.1 whose pages exist; pages load lazily, one chunk each. */
export const appRoutes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: RouteFallback,
    ErrorBoundary: RouteError,
    children: [
      {
        // Inside the layout, so a failing page keeps the site's header and footer.
        ErrorBoundary: RouteError,
        children: [
          {
            id: 'company.dashboard',
            path: ROUTES['company.dashboard'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await import('../features/companies/pages/company-home-page')).CompanyHomePage,
            }),
          },
          {
            id: 'company.page',
            path: ROUTES['company.page'],
            handle: companyLayout,
            lazy: async () => ({
              Component: (await import('../features/pages/pages/company-page')).CompanyPage,
            }),
          },
          { id: 'not-found', path: '*', handle: companyLayout, Component: NotFound },
        ],
      },
    ],
  },
];
