import * as pagesCalls from '@screener/contracts/calls/pages';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../api/client';

export const pageKeys = {
  all: ['pages'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
  detail: (slug: string) => [...pageKeys.all, 'detail', slug] as const,
};

/** The company's extra pages (title, slug, external flag), listed in the footer. */
export function usePages() {
  return useQuery({
    queryKey: pageKeys.list(),
    queryFn: ({ signal }) => call(pagesCalls.list, {}, { signal }).then((response) => response.pages),
    staleTime: 5 * 60_000,
  });
}

/** One page by slug; null when the company has no such page. page/get answers an array. */
export function usePage(slug: string) {
  return useQuery({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) =>
      call(pagesCalls.get, { slug }, { signal }).then((response) => response.page[0] ?? null),
  });
}
