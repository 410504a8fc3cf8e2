import { routePath } from '@screener/contracts/routes';
import { type RouteObject, redirect } from 'react-router';

/** An old path of spec part 2 §2.1 that redirects to its route, keeping the query (`?ref=`). */
function oldRoute(path: string, target: (screenerId: string, search: string) => string): RouteObject {
  return {
    id: `old:${path}`,
    path,
    // The event's own page answers an unknown id, so the id is passed on as it came.
    loader: ({ params, request }) => redirect(target(params.screener_id ?? '', new URL(request.url).search)),
  };
}

const overview = (id: string, search: string) =>
  `${routePath('screeners.overview', { screener_id: id })}${search}`;

export const oldRoutes: RouteObject[] = [
  // login → watch: the watch route sends a logged-out viewer to log in and back itself.
  oldRoute(
    '/today/:screener_id/login',
    (id, search) => `${routePath('screeners.watch', { screener_id: id })}${search}`,
  ),
  // register → overview: registering for an event is the enrollment dialog, opened from its overview.
  oldRoute('/upcoming/:screener_id/register', overview),
  // verify → login, then the overview: a customer id proves nothing (company.verify needs a session key and code).
  oldRoute('/upcoming/:screener_id/register/:customer_id', (id, search) =>
    routePath('company.login', {}, { redirect: overview(id, search) }),
  ),
];
