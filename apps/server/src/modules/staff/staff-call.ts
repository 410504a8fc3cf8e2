import { roleAllows, type StaffPermission } from '@screener/contracts/staff';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { type CallContext, registerCall } from '../../lib/call.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import type { AuditActor } from './audit-log.ts';
import { findStaffById, type StaffRow } from './staff-members.ts';
import { findLiveStaffSession, type StaffSessionRow } from './staff-sessions.ts';

/**
 * The staff session's cookie: http-only, so no script reads it, and sent only to the back-office's
 * calls (`/api/admin`). A viewer's signed header never opens a staff call, whoever it names.
 */
export const STAFF_COOKIE = 'screener_staff';
const COOKIE_PATH = '/api/admin';

export type StaffCaller = { session: StaffSessionRow; member: StaffRow; actor: AuditActor };

/** What a staff call asks: a permission of the caller's role, any signed-in account, or an operator. */
type Requirement = StaffPermission | 'signed_in' | 'operator';

export function setStaffCookie(deps: AppDeps, reply: FastifyReply, token: string): void {
  reply.setCookie(STAFF_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: deps.config.NODE_ENV === 'production',
    path: COOKIE_PATH,
  });
}

export function clearStaffCookie(reply: FastifyReply): void {
  reply.clearCookie(STAFF_COOKIE, { path: COOKIE_PATH });
}

const callers = new WeakMap<FastifyRequest, StaffCaller>();

/**
 * Who calls, checked before the body is read: no live staff session answers 401; an account of
 * another company, an operator on a company's call, or a role without the permission, 403.
 */
async function resolveCaller(
  deps: AppDeps,
  request: FastifyRequest,
  requirement: Requirement,
): Promise<StaffCaller> {
  const token = request.cookies[STAFF_COOKIE];
  const now = deps.clock.now();
  const session = token ? await findLiveStaffSession(deps.db, token, now) : null;
  const member = session ? await findStaffById(deps.db, session.staffId) : null;
  if (!session || !member) throw new AppError('NOT_AUTHORIZED');
  const caller = { session, member, actor: { id: member.id, email: member.email } };
  if (requirement === 'operator') {
    if (member.role !== 'operator') throw new AppError('FORBIDDEN');
    return caller;
  }
  const company = await deps.companies.byDomain(normalizeHost(request.hostname));
  if (!company) throw new AppError('NOT_FOUND');
  if (requirement === 'signed_in' && member.role === 'operator') return caller;
  if (member.companyId !== company.id || member.role === 'operator') throw new AppError('FORBIDDEN');
  if (requirement !== 'signed_in' && !roleAllows(member.role, requirement)) throw new AppError('FORBIDDEN');
  return caller;
}

type StaffSpec<B extends z.ZodType, R extends z.ZodType> = { body: B; response: R };

function callerOf(request: FastifyRequest): StaffCaller {
  const caller = callers.get(request);
  if (!caller) throw new AppError('NOT_AUTHORIZED');
  return caller;
}

/** A back-office call on the company the host names, for a caller whose role has `requirement`. */
export function registerStaffCall<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  spec: StaffSpec<B, R> & { requirement: StaffPermission | 'signed_in' },
  handler: (
    context: CallContext<z.output<B>, 'guest', 'host'> & { caller: StaffCaller },
  ) => Promise<z.input<R>>,
): void {
  registerCall(
    app,
    deps,
    path,
    {
      body: spec.body,
      response: spec.response,
      auth: 'guest',
      tenant: 'host',
      routeOptions: {
        preHandler: async (request) => {
          callers.set(request, await resolveCaller(deps, request, spec.requirement));
        },
      },
    },
    (context) => handler({ ...context, caller: callerOf(context.request) }),
  );
}

/** A platform console call: an operator's session, on any host. */
export function registerOperatorCall<B extends z.ZodType, R extends z.ZodType>(
  app: FastifyInstance,
  deps: AppDeps,
  path: string,
  spec: StaffSpec<B, R>,
  handler: (
    context: CallContext<z.output<B>, 'guest', 'none'> & { caller: StaffCaller },
  ) => Promise<z.input<R>>,
): void {
  registerCall(
    app,
    deps,
    path,
    {
      body: spec.body,
      response: spec.response,
      auth: 'guest',
      tenant: 'none',
      routeOptions: {
        preHandler: async (request) => {
          callers.set(request, await resolveCaller(deps, request, 'operator'));
        },
      },
    },
    (context) => handler({ ...context, caller: callerOf(context.request) }),
  );
}
