import { APP_VERSION, BUILD_MODE, ZApiEnvelope } from '@screener/contracts/api';
import { type AuthorizationHeader, headerTimestamp, signRequest } from '@screener/contracts/auth-header';
import { type CallDeclaration, callPath, type PathParams } from '@screener/contracts/call';
import type { LanguageCode } from '@screener/contracts/language';
import { ROUTES } from '@screener/contracts/routes';
import { matchPath } from 'react-router';
import type { z } from 'zod';
import { currentLanguage, i18n } from '../i18n/i18n';
import { notify } from '../ui/notifications';
import { ApiRequestError, endsSession, UnknownApiResponseError } from './api-errors';
import { takeFirstAnswer } from './first-data';
import { expireSession, getSession } from './session-store';

export type ApiRequestOptions = {
  signal?: AbortSignal;
  /** The screening the viewer is on; the server uses it for per-event checks. */
  screenerId?: number | null;
};

type HeaderInput = {
  key: string;
  secret: string;
  nowMs: number;
  language: LanguageCode;
  screenerId: number | null;
};

/** The Authorization header of spec part 1 §7; guests send an empty key and hash. */
export function buildAuthorizationHeader(input: HeaderInput): AuthorizationHeader {
  const timestamp = headerTimestamp(input.nowMs);
  const signed = input.key !== '' && input.secret !== '';
  return {
    key: signed ? input.key : '',
    timestamp,
    hash: signed ? signRequest(input.key, input.secret, timestamp) : '',
    version: APP_VERSION,
    build_mode: BUILD_MODE,
    language: input.language,
    screener_id: input.screenerId,
  };
}

/** A call's options: the values of its path's `:name` segments when it has any. */
export type CallOptions<Path extends string> = [keyof PathParams<Path>] extends [never]
  ? [options?: ApiRequestOptions]
  : [options: ApiRequestOptions & { params: PathParams<Path> }];

/** The body a call's declaration takes. */
export type CallBody<D> = D extends CallDeclaration<string, infer B> ? z.input<B> : never;

/**
 * A back-office grid's query as a list call's body. The grid names its sortable columns as plain
 * strings, each one of the list's own sort fields; the server refuses any other (a 400).
 */
export function listQuery<D>(query: object): CallBody<D> {
  return query as CallBody<D>;
}

/**
 * Makes a call of the catalogue (`@screener/contracts/calls/*`): its path filled in, its body typed
 * and its answer parsed by its declaration (decision record 0044).
 */
export function call<Path extends string, B extends z.ZodType, R extends z.ZodType>(
  declaration: CallDeclaration<Path, B, R>,
  body: z.input<B>,
  ...[options]: CallOptions<Path>
): Promise<z.output<R>> {
  const { params, ...rest } = (options ?? {}) as ApiRequestOptions & { params?: PathParams<Path> };
  const path = params ? callPath(declaration.path, params) : declaration.path;
  return apiRequest(path, body, declaration.response, rest);
}

/**
 * POST `/api/<path>` and return the envelope's data parsed with the call's response schema.
 * The envelope is read whatever the HTTP status, because error statuses carry it too.
 */
export async function apiRequest<S extends z.ZodType>(
  path: string,
  body: unknown,
  schema: S,
  options: ApiRequestOptions = {},
): Promise<z.infer<S>> {
  // A guest's first call of the page may have its public answer in the page already.
  const inlined = getSession() ? null : takeFirstAnswer(path, body, currentLanguage());
  if (inlined) return schema.parse(inlined.data);
  const response = await fetch(`/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Authorization: JSON.stringify(currentAuthorizationHeader(options.screenerId ?? null)),
    },
    body: JSON.stringify(body ?? {}),
    signal: options.signal,
  });
  return readApiResponse(response, schema);
}

/** The header for a request now, signed with the stored session (a guest's when there is none). */
export function currentAuthorizationHeader(screenerId: number | null): AuthorizationHeader {
  const session = getSession();
  return buildAuthorizationHeader({
    key: session?.key ?? '',
    secret: session?.secret ?? '',
    nowMs: Date.now(),
    language: currentLanguage(),
    screenerId,
  });
}

/** The data of an API answer (POST calls and `GET /stream/setCookie` alike), or its error thrown. */
export async function readApiResponse<S extends z.ZodType>(
  response: Response,
  schema: S,
): Promise<z.infer<S>> {
  let json: unknown;
  try {
    json = await response.json();
  } catch (cause) {
    throw new UnknownApiResponseError(response.status, { cause });
  }
  const envelope = ZApiEnvelope.safeParse(json);
  if (!envelope.success) throw new UnknownApiResponseError(response.status, { cause: envelope.error });

  reloadOnVersionMismatch(envelope.data.version);
  if (envelope.data.error) {
    const error = new ApiRequestError(envelope.data.error, response.status);
    endSessionOnSessionError(error);
    throw error;
  }

  const data = schema.safeParse(envelope.data.data);
  if (!data.success) throw new UnknownApiResponseError(response.status, { cause: data.error });
  return data.data;
}

/**
 * Where to reload for a server on another version, or null to stay. Only production builds
 * reload (a dev server and its API move together), and never twice for the same version, so a
 * server whose bundle is still stale cannot send the page into a reload loop.
 */
export function versionReloadUrl(
  serverVersion: string,
  production: boolean,
  currentUrl: string,
): string | null {
  if (!production || serverVersion === APP_VERSION) return null;
  const url = new URL(currentUrl);
  if (url.searchParams.get('version') === serverVersion) return null;
  url.searchParams.set('version', serverVersion);
  return url.toString();
}

/** The verification page is exempt: it signs in with a link while an old session may still be stored. */
function endSessionOnSessionError(error: ApiRequestError): void {
  if (!endsSession(error)) return;
  if (matchPath(ROUTES['company.verify'], window.location.pathname)) return;
  expireSession();
}

const RELOAD_NOTICE_MS = 1500;
let reloadScheduled = false;

function reloadOnVersionMismatch(serverVersion: string): void {
  const target = versionReloadUrl(serverVersion, import.meta.env.PROD, window.location.href);
  if (target === null || reloadScheduled) return;
  reloadScheduled = true;
  notify(i18n.t('app.updating'), 'info');
  // A short pause so the viewer reads why the page is about to reload.
  window.setTimeout(() => window.location.replace(target), RELOAD_NOTICE_MS);
}
