/** The plan lists' filter: every plan, those on sale, or the archived ones. */
export const ACTIVE_FILTERS = ['all', 'active', 'archived'] as const;
export type ActiveFilter = (typeof ACTIVE_FILTERS)[number];
export const ACTIVE_OF: Record<ActiveFilter, boolean | null> = { all: null, active: true, archived: false };
