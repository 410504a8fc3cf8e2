import type { UIMatch } from 'react-router';

export type LayoutName = 'guest' | 'company' | 'auth' | 'bare';

/** Metadata a route declares in its `handle`; the deepest route that names a layout wins. */
export type RouteHandle = {
  layout?: LayoutName;
  /** The page removes the server's first view itself once its content is drawn (`useReleaseFirstView`). */
  firstViewByPage?: boolean;
};

const LAYOUTS: readonly string[] = ['guest', 'company', 'auth', 'bare'] satisfies LayoutName[];

function layoutOf(handle: unknown): LayoutName | undefined {
  if (typeof handle !== 'object' || handle === null || !('layout' in handle)) return undefined;
  const { layout } = handle;
  return typeof layout === 'string' && LAYOUTS.includes(layout) ? (layout as LayoutName) : undefined;
}

/** Spec part 2 §2.1: routes use the company layout unless they say otherwise. */
export function layoutForMatches(matches: readonly Pick<UIMatch, 'handle'>[]): LayoutName {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const layout = layoutOf(matches[index]?.handle);
    if (layout) return layout;
  }
  return 'company';
}

/** Whether the matched page removes the server's first view itself. */
export function pageReleasesFirstView(matches: readonly Pick<UIMatch, 'handle'>[]): boolean {
  return matches.some(
    ({ handle }) =>
      typeof handle === 'object' &&
      handle !== null &&
      'firstViewByPage' in handle &&
      handle.firstViewByPage === true,
  );
}
