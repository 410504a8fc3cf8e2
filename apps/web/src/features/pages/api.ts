import { ZGetPageResponse, ZListPagesResponse } from '@screener/contracts/page';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const pageKeys = {
  all: ['pages'] as const,
  list: () => [...pageKeys.all, 'list'] as const,
  detail: (slug: string) => [...pageKeys.all, 'detail', slug] as const,
};

/** The company's extra pages (title, slug, external flag), listed in the footer. */
export function usePages() {
  return useQuery({
    queryKey: pageKeys.list(),
    queryFn: ({ signal }) =>
      apiRequest('page/list', {}, ZListPagesResponse, { signal }).then((response) => response.pages),
    staleTime: 5 * 60_000,
  });
}

/** One page by slug; null when the company has no such page. page/get answers an array. */
export function usePage(slug: string) {
  return useQuery({
    queryKey: pageKeys.detail(slug),
    queryFn: ({ signal }) =>
      apiRequest('page/get', { slug }, ZGetPageResponse, { signal }).then(
        (response) => response.page[0] ?? null,
      ),
  });
}
