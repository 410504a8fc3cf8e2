import type { AdminListQuery } from '@screener/contracts/admin-list';
import type { CallDeclaration } from '@screener/contracts/call';
import * as adminFilmsCalls from '@screener/contracts/calls/admin-films';
import type { FilmSortField, ZFilmResponse } from '@screener/contracts/films';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../api/client';
import { useListQuery } from '../query-hooks';

export const filmKeys = {
  all: ['staff', 'films'] as const,
  list: (query: AdminListQuery<FilmSortField>) => [...filmKeys.all, 'list', query] as const,
  film: (filmId: number) => [...filmKeys.all, 'film', filmId] as const,
};

/** While a movie, trailer or pre-roll transcodes, its page asks again this often to move the progress bar. */
const PROGRESS_POLL_MS = 1500;

export function useFilmList(query: AdminListQuery<FilmSortField>) {
  return useListQuery(filmKeys.list(query), adminFilmsCalls.list, query);
}

export function useFilm(filmId: number | null) {
  return useQuery({
    queryKey: filmKeys.film(filmId ?? 0),
    queryFn:
      filmId === null
        ? skipToken
        : ({ signal }) => call(adminFilmsCalls.get, { film_id: filmId }, { signal }),
    enabled: filmId !== null,
    refetchInterval: (query) => {
      const film = query.state.data?.film;
      const processing =
        film && [film.movie, film.trailer, film.pre_roll].some((m) => m.state === 'processing');
      return processing ? PROGRESS_POLL_MS : false;
    },
  });
}

function useFilmMutation<B extends z.ZodType>(declaration: CallDeclaration<string, B, typeof ZFilmResponse>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: z.input<B>) => call(declaration, input),
    onSuccess: (answer) => {
      client.setQueryData(filmKeys.film(answer.film.id), answer);
      void client.invalidateQueries({ queryKey: [...filmKeys.all, 'list'] });
    },
  });
}

export const useCreateFilm = () => useFilmMutation(adminFilmsCalls.create);
export const useUpdateFilm = () => useFilmMutation(adminFilmsCalls.update);
export const useRetryMedia = () => useFilmMutation(adminFilmsCalls.retryMedia);
export const useRemoveMedia = () => useFilmMutation(adminFilmsCalls.removeMedia);
export const useSaveSubtitle = () => useFilmMutation(adminFilmsCalls.saveSubtitle);
export const useRemoveSubtitle = () => useFilmMutation(adminFilmsCalls.removeSubtitle);
export const useUploadFilmPicture = () => useFilmMutation(adminFilmsCalls.uploadPicture);

/** After an upload the film is read again at once, so its movie shows as processing. */
export function useRefreshFilm() {
  const client = useQueryClient();
  return (filmId: number) => client.invalidateQueries({ queryKey: filmKeys.film(filmId) });
}
