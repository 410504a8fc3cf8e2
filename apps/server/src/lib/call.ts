import type { Readable } from 'node:stream';
import { type AuthorizationHeader, readAuthorization } from '@screener/contracts/auth-header';
import type {
  AnyCallDeclaration,
  CallAuth,
  CallDeclaration,
  CallTenant,
  FileCallDeclaration,
} from '@screener/contracts/call';
import { LANGUAGES, type LanguageCode } from '@screener/contracts/language';
import { nulCharacterPath, validationMessage, zPathId } from '@screener/contracts/validation';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { z } from 'zod';
import type {
  AppDeps,
  CompanyRow,
  SessionRow,
  StaffCaller,
  StaffRequirement,
  ViewerLinks,
} from '../app-deps.ts';
import { type AnswerCache, createAnswerCache } from './answer-cache.ts';
import { AppError } from './app-error.ts';
import { dataEnvelope, PreparedAnswer, sendData } from './envelope.ts';
import { normalizeHost } from './host-name.ts';
import { type SplicedAnswer, spliceAnswer, splicedWith } from './spliced-answer.ts';
import { validationError } from './validation-error.ts';

/** Who may make a call and which company it is about: see `@screener/contracts/call`. */
type AuthMode = CallAuth;
type TenantMode = CallTenant;

/** A registered call as a client reaches it: its path under `/api/` and the body it accepts. */
export type CallEntry = {
  path: string;
  body: z.ZodType;
  auth: AuthMode;
  tenant: TenantMode;
  /** What a staff or operator call asks of its caller's role. */
  permission?: StaffRequirement;
  /** The catalogue's declaration the call was registered against. */
  declaration: AnyCallDeclaration;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Every call registered, so scripts and tests can reach each one. */
    calls: CallEntry[];
  }
}

export type Viewer = { session: SessionRow; consumerId: number };

/** The ports a registered call reads before its handler runs: company, session, staff, time. */
export type CallPorts = 'config' | 'clock' | 'geo' | 'companies' | 'sessions' | 'staff';
/** What registering a call needs of the composition root's deps. */
export type CallDeps = Pick<AppDeps, CallPorts>;

type ViewerFor<A extends AuthMode> = A extends 'consumer'
  ? Viewer
  : A extends 'staff' | 'operator'
    ? null
    : Viewer | null;
type StaffFor<A extends AuthMode> = A extends 'staff' | 'operator' ? StaffCaller : null;
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
  /** The signed-in staff member of a staff or operator call. */
  staff: StaffFor<A>;
  language: LanguageCode;
  now: Date;
};

/** What the server adds to a call's declaration: how Fastify routes it and how its answer is shared. */
export type CallOptions<R extends z.ZodType, A extends AuthMode> = {
  routeOptions?: RouteShorthandOptions;
  /**
   * The answer has a public part, shared for `config.guestAnswerCacheMs` by everyone who asks with
   * the same company, body, country and language, and a viewer's own part that `personalise`
   * adds to a copy of it for a signed-in viewer (docs/decisions/0005-guest-answer-cache.md). The
   * handler is then always called as for a guest, and the session is read after it, with the
   * viewer's links to the answer's events, in one statement (docs/decisions/0024). The viewer is
   * sent the shared bytes with only the events its links change serialised again.
   */
  sharedAnswer?: A extends 'optional' ? SharedAnswer<z.output<R>> : never;
  /**
   * A body without `screener_id` takes the one of the Authorization header, which the text's client
   * sends with every call (spec part 1 §7): for the calls whose payload the text does not show.
   */
  screenerIdFromHeader?: boolean;
};

/** An event of an answer, as far as the viewer's own part needs it. */
type EventView = { id: number };

type SharedAnswer<Answer> = {
  /** The events of the answer whose viewer's own fields `personalise` sets. */
  viewsOf(answer: Answer): EventView[];
  /**
   * The handler's answer as everyone may see it, when it holds parts only some viewers may (an
   * event's Q&A meeting): the handler's answer is kept whole beside it, never sent, and handed to
   * `personalise`. Without it the handler's answer is the public one.
   */
  publicOf?(whole: Answer): Answer;
  /**
   * A copy of the answer with the viewer's own fields set from its links to those events: the
   * same events in the same places, each the shared object itself when the viewer has no link to
   * it. `whole` is the handler's answer before `publicOf`, for what the links entitle the viewer to.
   */
  personalise(answer: Answer, links: ViewerLinks, whole: Answer): Answer;
};

/**
 * A public answer as parsed, the handler's whole answer it was made from, its events' ids, and its
 * bytes cut around its events.
 */
type PublicAnswer<Answer> = { value: Answer; whole: Answer; ids: number[]; bytes: SplicedAnswer<EventView> };

const sendJson = (reply: FastifyReply, json: Buffer | string) =>
  reply.code(200).type('application/json; charset=utf-8').send(json);

/** The first language of `Accept-Language` the site speaks: a Bearer token names none itself. */
function acceptedLanguage(request: FastifyRequest): LanguageCode {
  const tags = (request.headers['accept-language'] ?? '').split(',');
  for (const tag of tags) {
    const primary = tag.trim().split(/[-;]/)[0]?.toLowerCase() ?? '';
    const known = LANGUAGES.find((language) => language === primary);
    if (known) return known;
  }
  return 'en';
}

/** The signed header of the request, or the one a TV's Bearer token stands for (RFC 6750). */
function readAuthorizationHeader(request: FastifyRequest, now: Date): AuthorizationHeader | null {
  return readAuthorization(request.headers.authorization, now.getTime(), acceptedLanguage(request));
}

const companyPath = z.object({ companyId: zPathId });

async function resolveCompany(
  deps: CallDeps,
  request: FastifyRequest,
  mode: TenantMode,
): Promise<CompanyRow | null> {
  if (mode === 'none') return null;
  let company: CompanyRow | null;
  if (mode === 'path') {
    const path = companyPath.safeParse(request.params);
    company = path.success ? await deps.companies.byId(path.data.companyId) : null;
  } else {
    company = await deps.companies.byDomain(normalizeHost(request.hostname));
  }
  if (!company) throw new AppError('NOT_FOUND');
  // A suspended site answers nobody on its host, its staff's sign-in included; the operator's
  // console calls name no company by host and still reach it.
  if (company.suspendedAt) throw new AppError('COMPANY_SUSPENDED');
  return company;
}

async function resolveViewer(
  deps: CallDeps,
  header: AuthorizationHeader | null,
  company: CompanyRow | null,
  mode: AuthMode,
  now: Date,
): Promise<Viewer | null> {
  if (mode === 'guest' || mode === 'staff' || mode === 'operator') return null;
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

type OpenSpec<B extends z.ZodType, A extends AuthMode, T extends TenantMode, P extends z.ZodType> = {
  body: B;
  auth: A;
  tenant: T;
  permission?: StaffRequirement;
  params: P;
  /** The session is read after the handler, with the viewer's links (a shared answer's call). */
  sharedAnswer?: unknown;
  screenerIdFromHeader?: boolean;
};

/** The body as sent, with the header's `screener_id` when the call takes it from there and the body has none. */
function bodyWithHeaderScreener(body: unknown, header: AuthorizationHeader | null): unknown {
  const screenerId = header?.screener_id;
  if (screenerId === undefined || screenerId === null || screenerId === '') return body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  if ('screener_id' in body && (body as { screener_id?: unknown }).screener_id != null) return body;
  return { ...body, screener_id: screenerId };
}

/** What a staff or operator call asks of its caller; null for a viewer's or guest's call. */
function staffRequirementOf(spec: {
  auth: AuthMode;
  permission?: StaffRequirement;
}): StaffRequirement | null {
  if (spec.auth === 'operator') return 'operator';
  if (spec.auth !== 'staff') return null;
  if (!spec.permission) throw new Error('a staff call names its permission');
  return spec.permission;
}

/** What every call does before its handler: the header, the company, the caller and the parsed body. */
async function openCall<B extends z.ZodType, A extends AuthMode, T extends TenantMode, P extends z.ZodType>(
  deps: CallDeps,
  spec: OpenSpec<B, A, T, P>,
  requirement: StaffRequirement | null,
  request: FastifyRequest,
): Promise<{
  header: AuthorizationHeader | null;
  now: Date;
  company: CompanyFor<T>;
  viewer: ViewerFor<A>;
  staff: StaffFor<A>;
  body: z.output<B>;
  params: z.output<P>;
}> {
  const now = deps.clock.now();
  const header = readAuthorizationHeader(request, now);
  request.language = header?.language ?? 'en';
  const company = await resolveCompany(deps, request, spec.tenant);
  // A shared answer's call reads the session after the public part, with the viewer's links.
  const viewer = spec.sharedAnswer ? null : await resolveViewer(deps, header, company, spec.auth, now);
  // Checked before the body is read: a refused caller learns nothing of the schema.
  const staff = requirement ? await deps.staff.caller(request, company, requirement) : null;
  // No text a client sends may hold NUL: PostgreSQL cannot store it, and no field means it.
  const nulField = nulCharacterPath(request.body);
  if (nulField) {
    throw new AppError('VALIDATION_FAILED', {
      details: { fields: { [nulField]: [validationMessage('validation.invalid_character')] } },
    });
  }
  const sent = request.body ?? {};
  const parsedBody = spec.body.safeParse(
    spec.screenerIdFromHeader ? bodyWithHeaderScreener(sent, header) : sent,
  );
  if (!parsedBody.success) throw validationError(parsedBody.error);
  const parsedParams = spec.params.safeParse(request.params ?? {});
  if (!parsedParams.success) throw new AppError('NOT_FOUND');
  return {
    header,
    now,
    company: company as CompanyFor<T>,
    viewer: viewer as ViewerFor<A>,
    staff: staff as StaffFor<A>,
    body: parsedBody.data,
    params: parsedParams.data as z.output<P>,
  };
}

/** Keeps the call in `app.calls` and answers what it asks of a staff caller. */
function listCall(app: FastifyInstance, declaration: AnyCallDeclaration): StaffRequirement | null {
  const { path, ...spec } = declaration;
  const requirement = staffRequirementOf(spec);
  if (!app.hasDecorator('calls')) app.decorate('calls', []);
  app.calls.push({
    path,
    body: spec.body,
    auth: spec.auth,
    tenant: spec.tenant,
    ...(requirement ? { permission: requirement } : {}),
    declaration,
  });
  return requirement;
}

/**
 * Registers `POST /api/<path>`: reads the signed header, resolves the company and the viewer or staff member,
 * parses the body with the call's schema, runs the handler, and answers through the response
 * schema so that nothing beyond the contract leaves the server. A refusal answers HTTP 200 with
 * the error in the envelope (the route's `refusalInEnvelope`, read by the error handler).
 */
export function registerCall<
  Path extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends AuthMode,
  T extends TenantMode,
  P extends z.ZodType,
>(
  app: FastifyInstance,
  deps: CallDeps,
  /** The catalogue's declaration, with what the server adds to it (`{ ...calls.x, sharedAnswer }`). */
  spec: CallDeclaration<Path, B, R, A, T, P> & CallOptions<R, A>,
  /** A `PreparedAnswer` (not with `sharedAnswer`) is sent as its bytes, checked when it was made. */
  handler: (
    context: CallContext<z.output<B>, A, T, z.output<P>>,
  ) => Promise<z.input<R> | PreparedAnswer<z.output<R>>>,
): void {
  const { path } = spec;
  const shared = spec.sharedAnswer as SharedAnswer<z.output<R>> | undefined;
  const publicAnswers: AnswerCache<PublicAnswer<z.output<R>>> | null =
    shared && deps.config.guestAnswerCacheMs > 0 ? createAnswerCache(deps.config.guestAnswerCacheMs) : null;
  const requirement = listCall(app, spec);
  const routeOptions = spec.routeOptions ?? {};
  const config = { ...routeOptions.config, refusalInEnvelope: true as const };
  app.post(`/api/${path}`, { ...routeOptions, config }, async (request, reply) => {
    const { header, now, company, viewer, staff, body, params } = await openCall(
      deps,
      spec,
      requirement,
      request,
    );
    const handled = (asViewer: ViewerFor<A>) =>
      handler({
        body,
        params,
        request,
        reply,
        company,
        viewer: asViewer,
        staff,
        language: request.language,
        now,
      });
    const answer = async (asViewer: ViewerFor<A>): Promise<z.output<R>> => {
      const result = await handled(asViewer);
      if (result instanceof PreparedAnswer) throw new Error(`${path}: a shared answer is not prepared`);
      return spec.response.parse(result);
    };
    if (!shared) {
      const result = await handled(viewer);
      if (result instanceof PreparedAnswer) return sendJson(reply, result.json);
      return sendData(reply, spec.response.parse(result));
    }

    const computePublic = async (): Promise<PublicAnswer<z.output<R>>> => {
      const whole = await answer(null as ViewerFor<A>);
      const value = shared.publicOf ? shared.publicOf(whole) : whole;
      const views = shared.viewsOf(value);
      return {
        value,
        whole,
        ids: views.map((view) => view.id),
        bytes: spliceAnswer(dataEnvelope(value), views),
      };
    };
    const key = JSON.stringify([company?.id ?? null, deps.geo.countryOf(request), request.language, body]);
    const publicAnswer = publicAnswers
      ? await publicAnswers.get(key, now.getTime(), computePublic)
      : await computePublic();
    if (!header?.key || !company) return sendJson(reply, publicAnswer.bytes.json);
    const opened = await deps.sessions.openWithLinks(header, company.id, now, publicAnswer.ids);
    // A session that does not open makes the caller a guest, as an optional call does.
    if (!opened.session) return sendJson(reply, publicAnswer.bytes.json);
    await deps.sessions.noteUse(opened.session, now);
    // The shared value was parsed once when computed; personalise only sets typed fields on a copy,
    // so only the events it copied are serialised again, into the shared bytes.
    const own = shared.personalise(publicAnswer.value, opened.links, publicAnswer.whole);
    return sendJson(reply, splicedWith(publicAnswer.bytes, shared.viewsOf(own)));
  });
}

/**
 * A file a call answers with instead of the JSON envelope (a ticket's PDF), whole or streamed (a
 * long export, read from the database as it is sent).
 */
export type FileAnswer = { contentType: string; fileName: string; bytes: Buffer | Readable };

/**
 * Registers `POST /api/<path>` for a download: the same header, company, viewer and body checks
 * as `registerCall`, answered with the file's bytes; a refusal comes in the JSON envelope with its
 * catalogue status, so a client saving whatever a 200 brings never saves a refusal as the file.
 */
export function registerFileCall<
  Path extends string,
  B extends z.ZodType,
  A extends AuthMode,
  T extends TenantMode,
  P extends z.ZodType,
>(
  app: FastifyInstance,
  deps: CallDeps,
  spec: FileCallDeclaration<Path, B, A, T, P>,
  handler: (context: CallContext<z.output<B>, A, T, z.output<P>>) => Promise<FileAnswer>,
): void {
  const { path } = spec;
  const requirement = listCall(app, spec);
  app.post(`/api/${path}`, async (request, reply) => {
    const opened = await openCall(deps, spec, requirement, request);
    const file = await handler({ ...opened, request, reply, language: request.language });
    return reply
      .code(200)
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.bytes);
  });
}
