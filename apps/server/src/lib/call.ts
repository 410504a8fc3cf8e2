import { type AuthorizationHeader, ZAuthorizationHeader } from '@screener/contracts/auth-header';
import type { LanguageCode } from '@screener/contracts/language';
import { nulCharacterPath, validationMessage, zPathId } from '@screener/contracts/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type { AppDeps, CompanyRow, SessionRow } from '../app-deps.ts';
import { type AnswerCache, createAnswerCache } from './answer-cache.ts';
import { AppError } from './app-error.ts';
import { dataEnvelope, sendData } from './envelope.ts';
import { normalizeHost } from './host-name.ts';
import { validationError } from './validation-error.ts';

/** guest: no session needed; optional: a valid session is used when present; consumer: a valid session is required. */
type AuthMode = 'guest' | 'optional' | 'consumer';
/** host: the company the Host header names; path: the `:companyId` route parameter; none: no company. */
type TenantMode = 'host' | 'path' | 'none';

/** A registered call as a client reaches it: its path under `/api/` and the body it accepts. */
export type CallEntry = { path: string; body: z.ZodType; auth: AuthMode; tenant: TenantMode };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered, so scripts and tests can reach each one. */
    calls: CallEntry[];
  }
}

export type Viewer = { session: SessionRow; consumerId: number };

type ViewerFor<A extends AuthMode> = A extends 'consumer' ? Viewer : Viewer | null;
type CompanyFor<T extends TenantMode> = T extends 'none' ? null : CompanyRow;

/** A call without path parameters. */
type NoParams = z.ZodObject<Record<never, never>>;

export type CallContext<Body, A extends AuthMode, T extends TenantMode, Params = z.output<NoParams>> = {
  body: Body;
  /** The path parameters as the call's `params` schema read them. */
  params: Params;
  request: FastifyRequest;
  reply: FastifyReply;
  company: CompanyFor<T>;
  viewer: ViewerFor<A>;
  language: LanguageCode;
  now: Date;
};

export type CallSpec<
  B extends z.ZodType,
  R extends z.ZodType,
  A extends AuthMode,
  T extends TenantMode,
  P extends z.ZodType = NoParams,
> = {
  body: B;
  /** The path parameters (`:screener_id` ...); a path they do not fit names nothing, hence 404. */
  params?: P;
  response: R;
  auth: A;
  tenant: T;
  routeOptions?: RouteShorthandOptions;
  /**
   * The answer has a public part, shared for `config.guestAnswerCacheMs` by everyone who asks with
   * the same company, body, country and language, and a viewer's own part that `personalise`
   * adds to a copy of it for a signed-in viewer (docs/decisions/0005-guest-answer-cache.md). The
   * handler is then always called as for a guest.
   */
  sharedAnswer?: A extends 'optional' ? SharedAnswer<z.output<R>, CompanyFor<T>> : never;
};

type SharedAnswer<Answer, Company> = {
  personalise(answer: Answer, viewer: Viewer, company: Company): Promise<Answer>;
};

/** A public answer as parsed, and as the bytes a guest is sent. */
type PublicAnswer<Answer> = { value: Answer; json: Buffer };

const sendJson = (reply: FastifyReply, json: Buffer | string) =>
  reply.code(200).type('application/json; charset=utf-8').send(json);

function readAuthorizationHeader(request: FastifyRequest): AuthorizationHeader | null {
  const raw = request.headers.authorization;
  if (!raw) return null;
  try {
    const parsed = ZAuthorizationHeader.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const companyPath = z.object({ companyId: zPathId });
const noParams: NoParams = z.object({});

async function resolveCompany(
  deps: AppDeps,
  request: FastifyRequest,
  mode: TenantMode,
): Promise<CompanyRow | null> {
  if (mode === 'none') return null;
  if (mode === 'path') {
    const path = companyPath.safeParse(request.params);
    const company = path.success ? await deps.companies.byId(path.data.companyId) : null;
    if (!company) throw new AppError('NOT_FOUND');
    return company;
  }
  const company = await deps.companies.byDomain(normalizeHost(request.hostname));
  if (!company) throw new AppError('NOT_FOUND');
  return company;
}

async function resolveViewer(
  deps: AppDeps,
  header: AuthorizationHeader | null,
  company: CompanyRow | null,
  mode: AuthMode,
  now: Date,
): Promise<Viewer | null> {
  if (mode === 'guest') return null;
  if (mode === 'optional' && !header?.key) return null;
  const { session, problem } =
    company && header
      ? await deps.sessions.open(header, company.id, now)
      : { session: null, problem: 'TOKEN_MISSING' as const };
  if (!session) {
    if (mode === 'optional') return null;
    throw new AppError(problem);
  }
  await deps.sessions.noteUse(session, now);
  return { session, consumerId: session.consumerId };
}

/** What every call does before its handler: the header, the company, the viewer and the parsed body. */
async function openCall<B extends z.ZodType, A extends AuthMode, T extends TenantMode, P extends z.ZodType>(
  deps: AppDeps,
  spec: { body: B; auth: A; tenant: T; params?: P },
  request: FastifyRequest,
): Promise<{
  now: Date;
  company: CompanyFor<T>;
  viewer: ViewerFor<A>;
  body: z.output<B>;
  params: z.output<P>;
}> {
  const header = readAuthorizationHeader(request);
  request.language = header?.language ?? 'en';
  const now = deps.clock.now();
  const company = await resolveCompany(deps, request, spec.tenant);
  const viewer = await resolveViewer(deps, header, company, spec.auth, now);
  // No text a client sends may hold NUL: PostgreSQL cannot store it, and no field means it.
  const nulField = nulCharacterPath(request.body);
  if (nulField) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { [nulField]: [validationMessage('validation.invalid_character')] } },
    });
  }
  const parsedBody = spec.body.safeParse(request.body ?? {});
  if (!parsedBody.success) throw validationError(parsedBody.error);
  const parsedParams = (spec.params ?? noParams).safeParse(request.params ?? {});
  if (!parsedParams.success) throw new AppError('NOT_FOUND');
  return {
    now,
    company: company as CompanyFor<T>,
    viewer: viewer as ViewerFor<A>,
    body: parsedBody.data,
    params: parsedParams.data as z.output<P>,
  };
}

/**
 * Registers `POST /api/<path>`: reads the signed header, resolves the company and the viewer,
 * parses the body with the call's schema, runs the handler, and answers through the response
 * schema so that nothing beyond the contract leaves the server.
 */
export function registerCall<
  B extends z.ZodType,
  R extends z.ZodType,
  A extends AuthMode,
  T extends TenantMode,
  P extends z.ZodType = NoParams,
>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  spec: CallSpec<B, R, A, T, P>,
  handler: (context: CallContext<z.output<B>, A, T, z.output<P>>) => Promise<z.input<R>>,
): void {
  const shared = spec.sharedAnswer as SharedAnswer<z.output<R>, CompanyFor<T>> | undefined;
  const publicAnswers: AnswerCache<PublicAnswer<z.output<R>>> | null =
    shared && deps.config.guestAnswerCacheMs > 0 ? createAnswerCache(deps.config.guestAnswerCacheMs) : null;
  if (!app.hasDecorator('calls')) app.decorate('calls', []);
  app.calls.push({ path, body: spec.body, auth: spec.auth, tenant: spec.tenant });
  app.post(`/api/${path}`, spec.routeOptions ?? {}, async (request, reply) => {
    const { now, company, viewer, body, params } = await openCall(deps, spec, request);
    const answer = async (asViewer: ViewerFor<A>): Promise<z.output<R>> =>
      spec.response.parse(
        await handler({
          body,
          params,
          request,
          reply,
          company,
          viewer: asViewer,
          language: request.language,
          now,
        }),
      );
    if (!shared) return sendData(reply, await answer(viewer));

    const computePublic = async (): Promise<PublicAnswer<z.output<R>>> => {
      const value = await answer(null as ViewerFor<A>);
      return { value, json: Buffer.from(JSON.stringify(dataEnvelope(value))) };
    };
    const key = JSON.stringify([company?.id ?? null, deps.geo.countryOf(request), request.language, body]);
    const publicAnswer = publicAnswers
      ? await publicAnswers.get(key, now.getTime(), computePublic)
      : await computePublic();
    if (!viewer) return sendJson(reply, publicAnswer.json);
    // The shared value was parsed once when computed; personalise only sets typed fields on a copy.
    const own = await shared.personalise(publicAnswer.value, viewer, company);
    return sendJson(reply, JSON.stringify(dataEnvelope(own)));
  });
}

/** A file a call answers with instead of the JSON envelope (a ticket's PDF). */
export type FileAnswer = { contentType: string; fileName: string; bytes: Buffer };

/**
 * Registers `POST /api/<path>` for a download: the same header, company, viewer and body checks
 * as `registerCall`, answered with the file's bytes; a refusal still comes in the JSON envelope.
 */
export function registerFileCall<
  B extends z.ZodType,
  A extends AuthMode,
  T extends TenantMode,
  P extends z.ZodType = NoParams,
>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  spec: { body: B; auth: A; tenant: T; params?: P },
  handler: (context: CallContext<z.output<B>, A, T, z.output<P>>) => Promise<FileAnswer>,
): void {
  if (!app.hasDecorator('calls')) app.decorate('calls', []);
  app.calls.push({ path, body: spec.body, auth: spec.auth, tenant: spec.tenant });
  app.post(`/api/${path}`, async (request, reply) => {
    const opened = await openCall(deps, spec, request);
    const file = await handler({ ...opened, request, reply, language: request.language });
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
