import type { RouteName } from '@screener/contracts/routes';

/**
 * Routes the specification names whose pages this build does not have yet. Nothing links to them
 * (a button that leads to a not-found page is worse than none); a page leaves this list when it is
 * added to the router, and routes.test.ts keeps the two in step.
 */
export const PAGES_TO_COME: ReadonlySet<RouteName> = new Set(['screeners.chatroom.overview']);

export function hasPage(route: RouteName): boolean {
  return !PAGES_TO_COME.has(route);
}
