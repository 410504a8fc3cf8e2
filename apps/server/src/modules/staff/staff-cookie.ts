import type { FastifyReply } from 'fastify';
import type { StaffDeps } from './deps.ts';
import { STAFF_COOKIE } from './staff-gate.ts';

const COOKIE_PATH = '/api/admin';

export function setStaffCookie(deps: StaffDeps, reply: FastifyReply, token: string): void {
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
