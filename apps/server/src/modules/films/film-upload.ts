import { randomUUID } from 'node:crypto';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import {
  FILM_MEDIA_KINDS,
  FILM_UPLOAD_MAX_BYTES,
  FILM_UPLOAD_PATH,
  type FilmMediaKind,
} from '@screener/contracts/films';
import { Server } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import type { AuditActor } from '../../lib/audit-trail.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import type { FilmsDeps } from './deps.ts';
import { findCompanyFilm } from './film-rows.ts';
import { assertUploadFits, scheduleFilmUploadExpiry, UPLOAD_CREATED_AT } from './film-upload-space.ts';
import { createFilmUploadStore } from './film-upload-store.ts';
import { acceptUploadedMedia } from './service.ts';
import type { TranscodeQueue } from './transcode-queue.ts';

/** Who a tus request was checked for, and the upload id it was checked against (null: a creation). */
type UploadCaller = { companyId: number; actor: AuditActor; uploadId: string | null };

/** An upload's id names its company and film, so each request can be checked against its caller. */
const UPLOAD_ID = /^(\d+)-(\d+)-[0-9a-f-]{36}$/;

/** One value of a tus creation's `Upload-Metadata` header (`key <base64>, ...`), decoded. */
function metadataValue(header: string | undefined, wanted: string): string | null {
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key === wanted) return value ? Buffer.from(value, 'base64').toString() : '';
  }
  return null;
}

/** The film id a tus creation names, or null. */
function metadataFilmId(header: string | undefined): number | null {
  const id = Number(metadataValue(header, 'film_id'));
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the upload is for; an upload that names none is the movie, as the first uploads were. */
function metadataKind(metadata: Record<string, string | null> | undefined): FilmMediaKind {
  const kind = metadata?.kind ?? 'movie';
  return FILM_MEDIA_KINDS.find((known) => known === kind) ?? 'movie';
}

/**
 * Movies, trailers and pre-rolls arrive with the tus resumable-upload protocol under
 * `/api/admin/films/upload`, in a folder or an S3 bucket (film-upload-store.ts); the metadata names
 * the film and the kind. Every tus request (create, resume's HEAD, each PATCH) is first checked as
 * a staff call with the `content` permission on the Host's company; an upload of another company
 * is not found. The tus server then works on the upload id that was checked, never on one it reads
 * from the address itself (which would take the last segment of a query string). A creation must
 * fit the company's quota; unfinished uploads expire. A finished upload becomes the film's newest
 * media of its kind and a job on the transcoding queue.
 */
export async function registerFilmUpload(
  app: FastifyInstance,
  deps: FilmsDeps,
  queue: TranscodeQueue,
): Promise<void> {
  const store = createFilmUploadStore(deps.config);
  // The tus server sees Node's request; what the Fastify side checked travels with it.
  const callers = new WeakMap<object, UploadCaller>();
  const callerOf = (request: { runtime?: { node?: { req: object } } }): UploadCaller => {
    const raw = request.runtime?.node?.req;
    const caller = raw ? callers.get(raw) : undefined;
    if (!caller) throw new Error('tus request without a checked caller');
    return caller;
  };

  const tus = new Server({
    path: FILM_UPLOAD_PATH,
    datastore: store.datastore,
    maxSize: FILM_UPLOAD_MAX_BYTES,
    respectForwardedHeaders: deps.config.TRUST_PROXY !== false,
    // The store's key is the prefix and the id; the address carries the id alone.
    namingFunction: (request, metadata) =>
      `${store.keyPrefix}${callerOf(request).companyId}-${Number(metadata?.film_id)}-${randomUUID()}`,
    generateUrl: (_request, { path, id }) => `${path}/${id.slice(store.keyPrefix.length)}`,
    // tus's own reading takes the last `/` segment of the whole URL, query string included.
    getFileIdFromRequest: (request) => {
      const { uploadId } = callerOf(request);
      return uploadId === null ? undefined : `${store.keyPrefix}${uploadId}`;
    },
    onUploadCreate: async (_request, upload) => ({
      metadata: { ...upload.metadata, [UPLOAD_CREATED_AT]: deps.clock.now().toISOString() },
    }),
    onUploadFinish: async (request, upload) => {
      const caller = callerOf(request);
      const match = UPLOAD_ID.exec(upload.id.slice(store.keyPrefix.length));
      await acceptUploadedMedia(
        deps,
        queue,
        { ...caller, now: deps.clock.now() },
        {
          filmId: Number(match?.[2]),
          kind: metadataKind(upload.metadata),
          sourcePath: store.sourceOf(upload.id),
          bytes: upload.size ?? 0,
        },
      );
      return {};
    },
  });

  const check = async (request: FastifyRequest, uploadId: string | null): Promise<UploadCaller> => {
    const company = await deps.companies.byDomain(normalizeHost(request.hostname));
    if (!company) throw new AppError('NOT_FOUND');
    const staff = await deps.staff.caller(request, company, 'content');
    if (uploadId !== null) {
      const match = UPLOAD_ID.exec(uploadId);
      if (!match || Number(match[1]) !== company.id) throw new AppError('NOT_FOUND');
    } else if (request.method === 'POST') {
      const header = request.headers['upload-metadata'] as string | undefined;
      const kind = metadataValue(header, 'kind');
      if (kind !== null && !FILM_MEDIA_KINDS.some((known) => known === kind)) {
        throw new AppError('VALIDATION_FAILED', {
          details: { fields: { kind: [adminFieldMessage('media_kind')] } },
        });
      }
      const filmId = metadataFilmId(header);
      if (!filmId || !(await findCompanyFilm(deps.db, company.id, filmId))) {
        throw new AppError('NOT_FOUND');
      }
      // A deferred length may grow to the largest upload; a length past that is tus's to refuse (413).
      const length = Number(request.headers['upload-length'] ?? FILM_UPLOAD_MAX_BYTES);
      if (length <= FILM_UPLOAD_MAX_BYTES) await assertUploadFits(store, deps.config, company.id, length);
    }
    return { companyId: company.id, actor: staff.actor, uploadId };
  };

  app.addHook(
    'onClose',
    scheduleFilmUploadExpiry(store, deps.config, () => deps.clock.now(), app.log),
  );

  await app.register(async (scope) => {
    // The tus handler reads the bytes from Node's request itself; Fastify must leave the body alone.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
    const handle = async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
      const caller = await check(request, request.params.id ?? null);
      callers.set(request.raw, caller);
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    };
    scope.route({ method: 'POST', url: FILM_UPLOAD_PATH, handler: handle });
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${FILM_UPLOAD_PATH}/:id`, handler: handle });
  });
}
