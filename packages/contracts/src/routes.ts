/**
 * Named routes of the viewer site (spec part 2 §2.1) as React Router path patterns. The web router
 * registers them and the server builds links with them (e.g. the verify link in a login email).
 * A name points at the final path: `/user`, `/pricing` and `/subscription` only redirect there.
 */
export const ROUTES = {
  'company.dashboard': '/',
  'company.paymentreturnurl': '/payment/returnUrl/:response?',
  'company.login': '/login',
  'company.oauth.login': '/oauth/login',
  'company.verify': '/verify/:session_key/:otp',
  'company.about': '/about',
  'company.privacy': '/privacy',
  'company.terms': '/terms',
  'company.thankyou': '/thank-you',
  'company.page': '/:slug',
  'screeners.today': '/screeners/today',
  'screeners.upcoming': '/screeners/upcoming',
  'screeners.ongoing': '/screeners/ongoing',
  'screeners.archive': '/screeners/archive',
  'screeners.overview': '/screeners/:screener_id',
  'screeners.watch': '/screeners/:screener_id/watch',
  'screeners.link': '/screeners/:screener_id/link/:link_id',
  'screeners.chatroom.autoregister': '/screeners/chatroom/autoregister/:token',
  'screeners.chatroom.overview': '/screeners/chatroom/:screener_id/chat',
  'user.dashboard': '/user/dashboard',
  'waitlist.claim': '/waitlist/claim/:token',
  /** The audience award ballot a mailed one-click link opens (issue 38). */
  'ballot.link': '/ballot/:token',
  /** The audience award results the organiser published (issue 38, our addition). */
  'ballot.results': '/awards',
  'pricing.index': '/pricing/plans',
  'pricing.overview': '/pricing/:pricing_id',
  'vod.movies': '/vod/movies',
  'vod.geocatalogue': '/vod/geo-graphical-catalogue',
  'subscription.plans': '/subscription/plans',
  'subscription.success': '/subscription/success',
  /** The TV app (10-foot layout): pairing by code, then the viewer's films. */
  'tv.home': '/tv',
  'tv.watch': '/tv/watch/:screener_id',
  /** Where a phone confirms a TV's code (RFC 8628 `verification_uri`). */
  'device.verify': '/device',
} as const;

export type RouteName = keyof typeof ROUTES;

type ParamToken<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Param}/${infer Tail}`
    ? Param | ParamToken<`/${Tail}`>
    : Rest
  : never;
type RequiredParam<T extends string> = T extends `${string}?` ? never : T;
type OptionalParam<T extends string> = T extends `${infer Name}?` ? Name : never;

type ParamValue = string | number;
/** The parameters a route's pattern names; `:name?` segments are optional. */
export type RouteParams<N extends RouteName> = {
  [K in RequiredParam<ParamToken<(typeof ROUTES)[N]>>]: ParamValue;
} & { [K in OptionalParam<ParamToken<(typeof ROUTES)[N]>>]?: ParamValue | null };

export type RouteQuery = Record<string, ParamValue | boolean | null | undefined>;

type RoutePathArgs<N extends RouteName> = [ParamToken<(typeof ROUTES)[N]>] extends [never]
  ? [params?: Record<string, never>, query?: RouteQuery]
  : [RequiredParam<ParamToken<(typeof ROUTES)[N]>>] extends [never]
    ? [params?: RouteParams<N>, query?: RouteQuery]
    : [params: RouteParams<N>, query?: RouteQuery];

/** The path of a named route with its parameters filled in (URI-encoded) and an optional query string. */
export function routePath<N extends RouteName>(name: N, ...[params, query]: RoutePathArgs<N>): string {
  const values: Record<string, ParamValue | null | undefined> = params ?? {};
  const segments = ROUTES[name].split('/').flatMap((segment) => {
    if (!segment.startsWith(':')) return [segment];
    const optional = segment.endsWith('?');
    const key = segment.slice(1, optional ? -1 : undefined);
    const value = values[key];
    if (value === undefined || value === null || value === '') {
      if (optional) return [];
      throw new Error(`Route ${name} needs the parameter ${key}`);
    }
    return [encodeURIComponent(String(value))];
  });
  const path = segments.join('/') || '/';
  // Built by hand: the contracts compile without DOM or Node types, so URLSearchParams is not there.
  const queryString = Object.entries(query ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return queryString ? `${path}?${queryString}` : path;
}
