import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The page and search of a list live in the address, so a reload or a shared link keeps them. */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const rawPage = Number(params.get('page'));
  const page = Number.isSafeInteger(rawPage) && rawPage >= 1 ? rawPage : 1;
  const search = params.get('search') ?? '';

  const update = useCallback(
    (changes: { page?: number; search?: string }) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (changes.search !== undefined) {
            if (changes.search) next.set('search', changes.search);
            else next.delete('search');
            next.delete('page');
          }
          if (changes.page !== undefined) {
            if (changes.page > 1) next.set('page', String(changes.page));
            else next.delete('page');
          }
          return next;
        },
        { replace: changes.search !== undefined },
      );
    },
    [setParams],
  );
  const setPage = useCallback((value: number) => update({ page: value }), [update]);
  const setSearch = useCallback((value: string) => update({ search: value }), [update]);
  return { page, search, setPage, setSearch };
}
