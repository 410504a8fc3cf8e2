import type { FastifyRequest } from 'fastify';
import type { ConsumerRow } from './consumers.ts';
import type { AuthDeps } from './deps.ts';

const TEN_MINUTES = 10 * 60_000;
/** Per client address: room for a household behind one address, not for a guessing script. */
const PER_ADDRESS = { max: 30, windowMs: TEN_MINUTES };
/** Codes mailed per address: a person asking again, not a flood of mail. */
const PER_ACCOUNT = { max: 10, windowMs: TEN_MINUTES };
const PER_ACCOUNT_RESEND = { max: 5, windowMs: TEN_MINUTES };

export type AuthLimits = ReturnType<typeof createAuthLimits>;

/** The viewers' sign-in limits, made once for every call that counts against them. */
export function createAuthLimits(deps: Pick<AuthDeps, 'rateLimits'>) {
  const { limiter } = deps.rateLimits;
  const attempts = limiter({ name: 'auth', ...PER_ADDRESS });
  const sending = {
    checkEmail: limiter({ name: 'auth:checkEmail', ...PER_ACCOUNT }),
    resend: limiter({ name: 'auth:resend', ...PER_ACCOUNT_RESEND }),
  };
  return {
    /** Each call counts its own tries per address. */
    attempt: (call: string, request: FastifyRequest) => attempts(request, `${call}:ip:${request.ip}`),
    /** Codes sent to one account: counted per consumer, whichever key or address asked. */
    sendingTo:
      (call: 'checkEmail' | 'resend', request: FastifyRequest) =>
      (consumer: ConsumerRow): Promise<void> =>
        sending[call](request, `account:${consumer.id}`),
    /** Codes asked again for an address, whether or not it has an account, so the limit never tells. */
    resendToAddress: (request: FastifyRequest, key: string) => sending.resend(request, key),
  };
}
