import {
  ZCreateFilmRequest,
  ZFilmResponse,
  ZGetFilmRequest,
  ZListFilmsRequest,
  ZListFilmsResponse,
  ZRetryFilmMovieRequest,
  ZUpdateFilmRequest,
} from '@screener/contracts/films';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps.ts';
import { listOrder, pageWindow } from '../../lib/admin-list.ts';
import { registerCall } from '../../lib/call.ts';
import {
  FILM_ID_COLUMN,
  FILM_LIST_FALLBACK_ORDER,
  FILM_SORT_COLUMNS,
  listCompanyFilms,
} from '../screenings/index.ts';
import { registerFilmThumbnailDelivery } from './film-thumbnails.ts';
import { registerFilmUpload } from './film-upload.ts';
import { createFilm, editFilm, filmRowView, getFilm, retryMovie } from './service.ts';
import type { TranscodeQueue } from './transcode-queue.ts';

/** The back-office's films (issue 20): staff with the `content` permission (owners and managers). */
export async function registerFilmRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  queue: TranscodeQueue,
): Promise<void> {
  registerFilmThumbnailDelivery(app, deps.storage);
  await registerFilmUpload(app, deps, queue);
  const spec = { auth: 'staff', tenant: 'host', permission: 'content' } as const;

  registerCall(
    app,
    deps,
    'admin/films/list',
    { ...spec, body: ZListFilmsRequest, response: ZListFilmsResponse },
    async ({ body, company }) => {
      const { rows, ...total } = await listCompanyFilms(deps.db, company.id, {
        search: body.search,
        orderBy: listOrder(body, FILM_SORT_COLUMNS, FILM_LIST_FALLBACK_ORDER, FILM_ID_COLUMN),
        ...pageWindow(body),
      });
      return { rows: rows.map(({ film, movie }) => filmRowView(film, movie)), ...total };
    },
  );

  registerCall(
    app,
    deps,
    'admin/films/get',
    { ...spec, body: ZGetFilmRequest, response: ZFilmResponse },
    async ({ body, company }) => ({ film: await getFilm(deps.db, company.id, body.film_id) }),
  );

  registerCall(
    app,
    deps,
    'admin/films/create',
    { ...spec, body: ZCreateFilmRequest, response: ZFilmResponse },
    async ({ body, company, staff, now }) => ({
      film: await createFilm(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
    }),
  );

  registerCall(
    app,
    deps,
    'admin/films/update',
    { ...spec, body: ZUpdateFilmRequest, response: ZFilmResponse },
    async ({ body: { film_id, ...fields }, company, staff, now }) => ({
      film: await editFilm(deps.db, { companyId: company.id, actor: staff.actor, now }, film_id, fields),
    }),
  );

  registerCall(
    app,
    deps,
    'admin/films/movie/retry',
    { ...spec, body: ZRetryFilmMovieRequest, response: ZFilmResponse },
    async ({ body, company, staff, now }) => ({
      film: await retryMovie(
        deps.db,
        queue,
        { companyId: company.id, actor: staff.actor, now },
        body.film_id,
      ),
    }),
  );
}
