import type { AdminListQuery } from '@screener/contracts/admin-list';
import {
  type FilmFields,
  type FilmMediaKind,
  type FilmSortField,
  ZFilmResponse,
  ZListFilmsResponse,
} from '@screener/contracts/films';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';

export const filmKeys = {
  all: ['staff', 'films'] as const,
  list: (query: AdminListQuery<FilmSortField>) => [...filmKeys.all, 'list', query] as const,
  film: (filmId: number) => [...filmKeys.all, 'film', filmId] as const,
};

/** While a movie, trailer or pre-roll transcodes, its page asks again this often to move the progress bar. */
const PROGRESS_POLL_MS = 1500;

export function useFilmList(query: AdminListQuery<FilmSortField>) {
  return useQuery({
    queryKey: filmKeys.list(query),
    queryFn: ({ signal }) => apiRequest('admin/films/list', query, ZListFilmsResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useFilm(filmId: number | null) {
  return useQuery({
    queryKey: filmKeys.film(filmId ?? 0),
    queryFn: ({ signal }) => apiRequest('admin/films/get', { film_id: filmId }, ZFilmResponse, { signal }),
    enabled: filmId !== null,
    refetchInterval: (query) => {
      const film = query.state.data?.film;
      const processing =
        film && [film.movie, film.trailer, film.pre_roll].some((m) => m.state === 'processing');
      return processing ? PROGRESS_POLL_MS : false;
    },
  });
}

function useFilmMutation<I>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => apiRequest(`admin/films/${path}`, input, ZFilmResponse),
    onSuccess: (answer) => {
      client.setQueryData(filmKeys.film(answer.film.id), answer);
      void client.invalidateQueries({ queryKey: [...filmKeys.all, 'list'] });
    },
  });
}

export const useCreateFilm = () => useFilmMutation<FilmFields>('create');
export const useUpdateFilm = () => useFilmMutation<FilmFields & { film_id: number }>('update');
export const useRetryMedia = () => useFilmMutation<{ film_id: number; kind: FilmMediaKind }>('media/retry');
export const useRemoveMedia = () =>
  useFilmMutation<{ film_id: number; kind: 'trailer' | 'pre_roll' }>('media/remove');
export const useSaveSubtitle = () =>
  useFilmMutation<{ film_id: number; lang: string; content: string }>('subtitles/save');
export const useRemoveSubtitle = () => useFilmMutation<{ film_id: number; lang: string }>('subtitles/remove');
export const useUploadFilmPicture = () =>
  useFilmMutation<{ film_id: number; image: string }>('picture/upload');

/** After an upload the film is read again at once, so its movie shows as processing. */
export function useRefreshFilm() {
  const client = useQueryClient();
  return (filmId: number) => client.invalidateQueries({ queryKey: filmKeys.film(filmId) });
}
