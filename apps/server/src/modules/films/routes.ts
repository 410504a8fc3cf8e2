import * as adminFilmsCalls from '@screener/contracts/calls/admin-films';
import { FILM_PICTURE, SUBTITLE_MAX_CHARS } from '@screener/contracts/films';
import type { FastifyInstance } from 'fastify';
import { listOrder, pageWindow } from '../../lib/admin-list.ts';
import { registerCall } from '../../lib/call.ts';
import { translationLanguages } from '../companies/index.ts';
import type { FilmsDeps } from './deps.ts';
import { uploadFilmPicture } from './film-picture.ts';
import {
  FILM_ID_COLUMN,
  FILM_LIST_FALLBACK_ORDER,
  FILM_SORT_COLUMNS,
  listCompanyFilms,
} from './film-rows.ts';
import { removeSubtitle, saveSubtitle } from './film-subtitles.ts';
import { registerFilmThumbnailDelivery } from './film-thumbnails.ts';
import { registerFilmUpload } from './film-upload.ts';
import { createFilm, editFilm, filmRowView, getFilm, removeMedia, retryMedia } from './service.ts';
import type { TranscodeQueue } from './transcode-queue.ts';

/** JSON escapes and UTF-8 make a subtitle text's body up to a few times its characters. */
const SUBTITLE_BODY_LIMIT = 4 * SUBTITLE_MAX_CHARS;
const PICTURE_BODY_LIMIT = Math.ceil((FILM_PICTURE.maxBytes * 4) / 3) + 64 * 1024;

/** The back-office's films (issue 20): staff with the `content` permission (owners and managers). */
export async function registerFilmRoutes(
  app: FastifyInstance,
  deps: FilmsDeps,
  queue: TranscodeQueue,
): Promise<void> {
  registerFilmThumbnailDelivery(app, deps.storage);
  await registerFilmUpload(app, deps, queue);

  registerCall(app, deps, adminFilmsCalls.list, async ({ body, company }) => {
    const { rows, ...total } = await listCompanyFilms(deps.db, company.id, {
      search: body.search,
      orderBy: listOrder(body, FILM_SORT_COLUMNS, FILM_LIST_FALLBACK_ORDER, FILM_ID_COLUMN),
      ...pageWindow(body),
    });
    return { rows: rows.map(({ film, movie }) => filmRowView(film, movie)), ...total };
  });

  registerCall(app, deps, adminFilmsCalls.get, async ({ body, company }) => ({
    film: await getFilm(deps.db, company.id, body.film_id),
  }));

  registerCall(app, deps, adminFilmsCalls.create, async ({ body, company, staff, now }) => ({
    film: await createFilm(
      deps,
      { companyId: company.id, actor: staff.actor, now, translationLanguages: translationLanguages(company) },
      body,
    ),
  }));

  registerCall(
    app,
    deps,
    adminFilmsCalls.update,
    async ({ body: { film_id, ...fields }, company, staff, now }) => ({
      film: await editFilm(
        deps,
        {
          companyId: company.id,
          actor: staff.actor,
          now,
          translationLanguages: translationLanguages(company),
        },
        film_id,
        fields,
      ),
    }),
  );

  registerCall(app, deps, adminFilmsCalls.retryMedia, async ({ body, company, staff, now }) => ({
    film: await retryMedia(
      deps,
      queue,
      { companyId: company.id, actor: staff.actor, now },
      body.film_id,
      body.kind,
    ),
  }));

  registerCall(app, deps, adminFilmsCalls.removeMedia, async ({ body, company, staff, now }) => ({
    film: await removeMedia(
      deps,
      { companyId: company.id, actor: staff.actor, now },
      body.film_id,
      body.kind,
    ),
  }));

  const where = { db: deps.db, mediaDir: deps.config.MEDIA_DIR, writeAudit: deps.writeAudit };
  registerCall(
    app,
    deps,
    {
      ...adminFilmsCalls.saveSubtitle, // A file just over the limit is answered with the field's message, not refused as a body.
      routeOptions: { bodyLimit: SUBTITLE_BODY_LIMIT },
    },
    async ({ body, company, staff, now }) => ({
      film: await saveSubtitle(
        where,
        { companyId: company.id, actor: staff.actor, now },
        { filmId: body.film_id, lang: body.lang, content: body.content },
      ),
    }),
  );

  registerCall(app, deps, adminFilmsCalls.removeSubtitle, async ({ body, company, staff, now }) => ({
    film: await removeSubtitle(
      where,
      { companyId: company.id, actor: staff.actor, now },
      { filmId: body.film_id, lang: body.lang },
    ),
  }));

  registerCall(
    app,
    deps,
    { ...adminFilmsCalls.uploadPicture, routeOptions: { bodyLimit: PICTURE_BODY_LIMIT } },
    async ({ body, company, staff, now }) => ({
      film: await uploadFilmPicture(
        deps,
        { companyId: company.id, actor: staff.actor, now },
        body.film_id,
        body.image,
      ),
    }),
  );
}
