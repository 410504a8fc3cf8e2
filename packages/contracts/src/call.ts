import { z } from 'zod';
import type { StaffPermission } from './staff.ts';

/**
 * Who may make a call. guest: anyone; optional: anyone, a valid viewer's session is used when
 * present; consumer: a signed-in viewer; staff: a back-office session of the host's company whose
 * role has the call's `permission`; operator: a platform operator's back-office session.
 */
export type CallAuth = 'guest' | 'optional' | 'consumer' | 'staff' | 'operator';
/** Which company a call is about: the one the Host header names, the `:companyId` path parameter, or none. */
export type CallTenant = 'host' | 'path' | 'none';
/** What a staff call asks of its caller's role: one of its permissions, or only a signed-in account. */
export type StaffCallPermission = StaffPermission | 'signed_in';

/** A call without path parameters. */
export type NoParams = z.ZodObject<Record<never, never>>;
const noParams: NoParams = z.object({});

type PermissionFor<A extends CallAuth> = A extends 'staff'
  ? { permission: StaffCallPermission }
  : { permission?: never };

type Access<A extends CallAuth, T extends CallTenant> = { auth: A; tenant: T } & PermissionFor<A>;

/** The `:name` segments of a call's path. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;
/** The values a client puts into a path's `:name` segments. */
export type PathParams<Path extends string> = { [Name in ParamNames<Path>]: number | string };

/**
 * One JSON call, `POST /api/<path>` answered in the envelope: declared once here, registered by
 * the server against this declaration and made by the web through it (decision record 0044).
 */
export type CallDeclaration<
  Path extends string = string,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
  T extends CallTenant = CallTenant,
  P extends z.ZodType = z.ZodType,
> = {
  kind: 'json';
  path: Path;
  /** The request body. */
  body: B;
  /** The envelope's `data`. */
  response: R;
  /** The path parameters as the server reads them; a path they do not fit names nothing (404). */
  params: P;
} & Access<A, T>;

/** A call answered with a file (a PDF, a CSV export) instead of the envelope; a refusal still comes in it. */
export type FileCallDeclaration<
  Path extends string = string,
  B extends z.ZodType = z.ZodType,
  A extends CallAuth = CallAuth,
  T extends CallTenant = CallTenant,
  P extends z.ZodType = z.ZodType,
> = {
  kind: 'file';
  path: Path;
  body: B;
  params: P;
} & Access<A, T>;

export type AnyCallDeclaration = CallDeclaration | FileCallDeclaration;

export function defineCall<
  const Path extends string,
  B extends z.ZodType,
  R extends z.ZodType,
  A extends CallAuth,
  T extends CallTenant,
  P extends z.ZodType = NoParams,
>(
  declaration: { path: Path; body: B; response: R; params?: P } & Access<A, T>,
): CallDeclaration<Path, B, R, A, T, P> {
  return { kind: 'json', ...declaration, params: declaration.params ?? noParams } as CallDeclaration<
    Path,
    B,
    R,
    A,
    T,
    P
  >;
}

export function defineFileCall<
  const Path extends string,
  B extends z.ZodType,
  A extends CallAuth,
  T extends CallTenant,
  P extends z.ZodType = NoParams,
>(declaration: { path: Path; body: B; params?: P } & Access<A, T>): FileCallDeclaration<Path, B, A, T, P> {
  return { kind: 'file', ...declaration, params: declaration.params ?? noParams } as FileCallDeclaration<
    Path,
    B,
    A,
    T,
    P
  >;
}

/** The path a client posts to: the declaration's path with each `:name` replaced by its value. */
export function callPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values: Record<string, number | string> = params;
  return path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}

function isDeclaration(value: unknown): value is AnyCallDeclaration {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    (value.kind === 'json' || value.kind === 'file') &&
    'path' in value
  );
}

/** Every declaration in a group of calls (a module of `calls/`), nested records included. */
export function declarationsIn(group: object): AnyCallDeclaration[] {
  return Object.values(group).flatMap((value: unknown) => {
    if (isDeclaration(value)) return [value];
    return typeof value === 'object' && value !== null ? declarationsIn(value) : [];
  });
}
