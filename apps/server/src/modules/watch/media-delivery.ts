import path from 'node:path';
import { type AuthorizationHeader, ZAuthorizationHeader } from '@screener/contracts/auth-header';
import { toApiDateTime } from '@screener/contracts/dates';
import { ERROR_CATALOGUE, type ErrorName } from '@screener/contracts/errors';
import { parseIdParam, validationMessage, zCoercedId } from '@screener/contracts/validation';
import { STREAM_COOKIE_RENEW_MS, STREAM_COOKIE_TTL_MS } from '@screener/contracts/watch';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { AppError } from '../../lib/app-error.ts';
import { sendData, sendError } from '../../lib/envelope.ts';
import { createExpiringCache, isExpired } from '../../lib/expiring-cache.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import { findSessionByKey, isFullSession, isSessionLive, signatureProblem } from '../auth/index.ts';
import { enforceWatch } from './access.ts';
import type { WatchDeps } from './deps.ts';
import { sendMediaFile } from './media-file-reply.ts';
import { createMediaMemory } from './media-memory.ts';
import {
  DEMO_MEDIA_DIR,
  isInsideFolders,
  MEDIA_FILE_TYPES,
  resolveMediaFile,
  safeMediaPath,
} from './media-paths.ts';
import { listScreenerMedia, mediaFoldersOf } from './screener-media.ts';
import { type StreamClaims, signStreamToken, verifyStreamToken } from './stream-token.ts';

export const STREAM_COOKIE = 'screener_stream';
/** A cookie token is renewed (after a fresh check of the watch rule) in the last half of its life. */
const COOKIE_REFRESH_BEFORE_MS = STREAM_COOKIE_TTL_MS - STREAM_COOKIE_RENEW_MS;
/** A casting URL carries its token in the path (a cast device sends no cookie) and lives 4 hours. */
export const CAST_TOKEN_TTL_MS = 4 * 3_600_000;
const CAST_TOKEN_SEGMENT = '_token';
/** Which folders an event's media lie in changes only when films are edited: kept a minute per node. */
const FOLDER_CACHE_MS = 60_000;
const FOLDER_CACHE_SIZE = 10_000;
const FILE_CACHE_MS = 5_000;
const FILE_CACHE_SIZE = 10_000;
const TOKEN_CACHE_SIZE = 10_000;

export type MediaDelivery = {
  /** A token for the consumer and event, bounded by the watch window. */
  issueToken(
    claims: {
      consumerId: number;
      sessionId: number;
      screenerId: number;
      windowEndsAt: Date | null;
      preview?: boolean;
    },
    ttlMs: number,
    now: Date,
  ): string;
  castPathPrefix(screenerId: number, token: string): string;
};

function parseAuthorization(raw: string): AuthorizationHeader | null {
  try {
    const parsed = ZAuthorizationHeader.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function refuse(reply: FastifyReply, request: FastifyRequest, name: ErrorName): FastifyReply {
  return sendError(reply, 403, {
    code: ERROR_CATALOGUE[name].code,
    message: ERROR_CATALOGUE[name].message[request.language],
  });
}

/**
 * HLS delivery (spec part 2 §7.1): `GET /stream/setCookie/<auth json>` checks the signed header
 * like the API and the watch rule like `getAndEnforce`, then sets an HttpOnly cookie scoped to
 * `/media/<screener_id>/` holding a signed token; `GET /media/<screener_id>/<path>` serves the
 * event's manifests, segments and subtitles only while such a token is valid.
 */
export function registerMediaDelivery(app: FastifyInstance, deps: WatchDeps, secret: Buffer): MediaDelivery {
  const roots = [deps.config.MEDIA_DIR, DEMO_MEDIA_DIR];
  const clockMs = () => deps.clock.now().getTime();

  const issueToken: MediaDelivery['issueToken'] = (claims, ttlMs, now) => {
    const window = claims.windowEndsAt?.getTime() ?? 0;
    const expiry = now.getTime() + ttlMs;
    return signStreamToken(secret, {
      c: claims.consumerId,
      k: claims.sessionId,
      s: claims.screenerId,
      w: window,
      x: window > 0 ? Math.min(window, expiry) : expiry,
      ...(claims.preview ? { p: 1 as const } : {}),
    });
  };

  const setStreamCookie = (reply: FastifyReply, screenerId: number, token: string, now: Date) => {
    const claims = verifyStreamToken(secret, token);
    const maxAge = claims ? Math.max(0, Math.floor((claims.x - now.getTime()) / 1000)) : 0;
    reply.setCookie(STREAM_COOKIE, token, {
      path: `/media/${screenerId}/`,
      maxAge,
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
    });
  };

  // The hot path of every segment: a token seen before skips the HMAC, a file seen within a few
  // seconds skips the file system lookup. Both caches are bounded and only hold verified facts
  // (boxed, so a refusal or a missing file is kept too).
  const verifiedTokens = new LRUCache<string, { claims: StreamClaims | null }>({ max: TOKEN_CACHE_SIZE });
  const verify = (token: string): StreamClaims | null => {
    const known = verifiedTokens.get(token);
    if (known) return known.claims;
    const claims = verifyStreamToken(secret, token);
    verifiedTokens.set(token, { claims });
    return claims;
  };
  const files = createExpiringCache<string, { found: Awaited<ReturnType<typeof resolveMediaFile>> }>(
    clockMs,
    {
      max: FILE_CACHE_SIZE,
      ttl: FILE_CACHE_MS,
      fetchMethod: async (relative) => ({ found: await resolveMediaFile(roots, relative) }),
    },
  );
  const memory = createMediaMemory(deps.config.MEDIA_MEMORY_MB * 1024 * 1024);
  const findFile = async (relative: string) =>
    (await files.forceFetch(relative, { forceRefresh: isExpired(files, relative) })).found;

  const folders = createExpiringCache<number, { folders: string[] }>(clockMs, {
    max: FOLDER_CACHE_SIZE,
    ttl: FOLDER_CACHE_MS,
    fetchMethod: async (screenerId) => ({
      folders: mediaFoldersOf(await listScreenerMedia(deps.db, screenerId)),
    }),
  });
  const foldersOf = async (screenerId: number): Promise<string[]> =>
    (await folders.forceFetch(screenerId, { forceRefresh: isExpired(folders, screenerId) })).folders;

  /** The watch rule for a setCookie request: the event's id and what it grants, or the refusal thrown. */
  const checkStreamRequest = async (
    request: FastifyRequest<{ Params: { '*': string } }>,
    preview: boolean,
  ) => {
    const header = parseAuthorization(request.params['*']);
    request.language = header?.language ?? 'en';
    const now = deps.clock.now();
    const company = await deps.companies.byDomain(normalizeHost(request.hostname));
    if (!company) throw new AppError('NOT_FOUND');
    if (company.suspendedAt) throw new AppError('COMPANY_SUSPENDED');
    const session = header?.key ? await findSessionByKey(deps.db, header.key) : null;
    const problem = signatureProblem(header, session, company.id, now, deps.config.sessionLifetime);
    if (problem || !session) throw new AppError(problem ?? 'SESSION_EXPIRED');
    const parsedId = zCoercedId.safeParse(header?.screener_id);
    if (!parsedId.success)
      throw new AppError('VALIDATION_FAILED', {
        details: { fields: { screener_id: [validationMessage('validation.invalid_id')] } },
      });
    const screenerId = parsedId.data;
    const grant = await enforceWatch(deps.db, {
      companyId: company.id,
      screenerId,
      consumerId: session.consumerId,
      caller: 'stream',
      now,
      country: deps.geo.countryOf(request),
      preview: preview && isFullSession(session),
    });
    return { now, session, screenerId, grant };
  };

  app.get<{ Params: { '*': string }; Querystring: { preview?: string; ahead?: string } }>(
    '/stream/setCookie/*',
    async (request, reply) => {
      // A cookie asked ahead of the page's own checks (docs/decisions/0035) that the rule refuses
      // is no fault of the page: no content, no cookie; the page asks again in its turn.
      const ahead = request.query.ahead === '1';
      const checked = await checkStreamRequest(request, request.query.preview === '1').catch((error) => {
        if (ahead && error instanceof AppError) return null;
        throw error;
      });
      if (!checked) return reply.code(204).header('cache-control', 'no-store').send();
      const { now, session, screenerId, grant } = checked;
      const token = issueToken(
        {
          consumerId: session.consumerId,
          sessionId: session.id,
          screenerId,
          windowEndsAt: grant.windowEndsAt,
          preview: grant.preview,
        },
        STREAM_COOKIE_TTL_MS,
        now,
      );
      setStreamCookie(reply, screenerId, token, now);
      reply.header('cache-control', 'no-store');
      return sendData(reply, {
        screener_id: screenerId,
        window_ends_at: grant.windowEndsAt ? toApiDateTime(grant.windowEndsAt) : null,
      });
    },
  );

  // Media answers carry no HTML: helmet's page policies are left out, nosniff is kept.
  app.get<{ Params: { screenerId: string; '*': string } }>(
    '/media/:screenerId/*',
    { helmet: false },
    async (request, reply) => {
      const { screenerId: rawId, '*': rest } = request.params;
      const screenerId = parseIdParam(rawId);
      if (screenerId === null) return refuse(reply, request, 'FORBIDDEN');
      const now = deps.clock.now();

      let token: string | null;
      let requested = rest;
      const fromPath = rest.startsWith(`${CAST_TOKEN_SEGMENT}/`);
      if (fromPath) {
        const [, pathToken = '', ...others] = rest.split('/');
        token = pathToken;
        requested = others.join('/');
      } else {
        token = request.cookies[STREAM_COOKIE] ?? null;
      }
      const claims: StreamClaims | null = token ? verify(token) : null;
      if (!claims || claims.s !== screenerId) return refuse(reply, request, 'FORBIDDEN');

      // Logout, a newer login or expiry ends the token with its session, and a token plays only on
      // the site of the session's company (a casting URL carries no cookie scoped to the site).
      const companyId = await companyOfRequest(deps, request);
      const session = await deps.sessions.byId(claims.k);
      if (
        !session ||
        session.consumerId !== claims.c ||
        session.companyId !== companyId ||
        !isSessionLive(session, now, deps.config.sessionLifetime)
      ) {
        return refuse(reply, request, 'SESSION_EXPIRED');
      }

      const windowOver = claims.w > 0 && claims.w <= now.getTime();
      // An expired token is never renewed: the client asks setCookie again (a casting URL is reissued).
      if (claims.x <= now.getTime() && !windowOver) return refuse(reply, request, 'FORBIDDEN');
      const renew = !fromPath && claims.x - now.getTime() < COOKIE_REFRESH_BEFORE_MS;
      if (windowOver || renew) {
        // Past the window, or the cookie is due: the watch rule decides again, with its exact code.
        try {
          const grant = await enforceWatch(deps.db, {
            companyId,
            screenerId,
            consumerId: claims.c,
            caller: 'stream',
            now,
            country: deps.geo.countryOf(request),
            // A preview stays a preview: the administrator check runs again instead of enrollment.
            preview: claims.p === 1,
          });
          if (fromPath) return refuse(reply, request, 'FORBIDDEN');
          const fresh = issueToken(
            {
              consumerId: claims.c,
              sessionId: claims.k,
              screenerId,
              windowEndsAt: grant.windowEndsAt,
              preview: grant.preview,
            },
            STREAM_COOKIE_TTL_MS,
            now,
          );
          setStreamCookie(reply, screenerId, fresh, now);
        } catch (error) {
          if (error instanceof AppError) return refuse(reply, request, error.errorName);
          throw error;
        }
      }

      const relative = safeMediaPath(requested);
      if (!relative || !isInsideFolders(relative, await foldersOf(screenerId))) {
        return refuse(reply, request, 'FORBIDDEN');
      }
      const found = await findFile(relative);
      const type = MEDIA_FILE_TYPES[path.extname(relative).toLowerCase()];
      if (!found || !type) throw new AppError('NOT_FOUND');

      return sendMediaFile(request, reply, found, type, await memory.bytesOf(found));
    },
  );

  return {
    issueToken,
    castPathPrefix: (screenerId, token) => `/media/${screenerId}/${CAST_TOKEN_SEGMENT}/${token}/`,
  };
}

/**
 * The company whose site the request is on; a token names an event, the host names its company.
 * Read from this node's copy: every segment asks it.
 */
async function companyOfRequest(deps: WatchDeps, request: FastifyRequest): Promise<number> {
  const company = await deps.companies.byDomain(normalizeHost(request.hostname));
  if (!company) throw new AppError('NOT_FOUND');
  if (company.suspendedAt) throw new AppError('COMPANY_SUSPENDED');
  return company.id;
}
