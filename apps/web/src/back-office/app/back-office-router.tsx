import { ADMIN_PATHS } from '@screener/contracts/staff';
import {
  createBrowserRouter,
  type DataRouter,
  Outlet,
  type RouteObject,
  ScrollRestoration,
} from 'react-router';
import { RouteError } from '../../ui/route-error';
import { AdminApp } from '../admin-app';

function BackOfficeLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/**
 * The back-office's own routes: its pages under `/admin` (the back-office matches its paths itself,
 * see admin-app). A link to any other path leaves for the viewer's site, another app the server
 * serves at that address: the browser loads it.
 */
export const backOfficeRoutes: RouteObject[] = [
  {
    Component: BackOfficeLayout,
    ErrorBoundary: RouteError,
    children: [
      { id: 'admin', path: `${ADMIN_PATHS.home}/*`, Component: AdminApp },
      {
        id: 'site',
        path: '*',
        loader: ({ request }) => {
          const url = new URL(request.url);
          window.location.assign(`${url.pathname}${url.search}${url.hash}`);
          return null;
        },
        Component: () => null,
      },
    ],
  },
];

export function createBackOfficeRouter(): DataRouter {
  return createBrowserRouter(backOfficeRoutes);
}
