import { routePath } from '@screener/contracts/routes';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { getSession } from '../../api/session-store';

/** Spec part 2 §2.2: a non-public route sends a visitor to login with the full target as `redirect`. */
export function requireLogin({ request }: Pick<LoaderFunctionArgs, 'request'>): null {
  if (getSession()) return null;
  const url = new URL(request.url);
  throw redirect(routePath('company.login', {}, { redirect: `${url.pathname}${url.search}` }));
}

/** The login page sends a signed-in viewer to the company dashboard (spec part 2 §2.1). */
export function guestOnly(): null {
  if (getSession()) throw redirect(routePath('company.dashboard'));
  return null;
}
