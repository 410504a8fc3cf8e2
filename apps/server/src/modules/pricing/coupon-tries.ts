import type { FastifyRequest } from 'fastify';
import type { PricingDeps } from './deps.ts';

const DAY = 24 * 60 * 60_000;
/**
 * Codes one viewer may type in a day, whichever addresses they come from: a few codes and typing
 * slips for honest viewers; against a batch of 1,000 codes among 32^6 it leaves a hit at about 1
 * in 36,000 per account per day.
 */
export const COUPON_TRIES_PER_VIEWER = { name: 'coupon', max: 30, windowMs: DAY };
/** Codes typed from one address in a day, whichever viewers: a household or an office, not a script. */
export const COUPON_TRIES_PER_ADDRESS = { name: 'coupon', max: 100, windowMs: DAY };

/**
 * Counts one coupon code typed by the viewer (a check or a purchase carrying a code), per account
 * and per address, and refuses with a 429 past either limit. The rules' keys are shared, so every
 * call that takes a code draws on the same allowance.
 */
export function couponTryLimiter(deps: Pick<PricingDeps, 'rateLimits'>) {
  const perViewer = deps.rateLimits.limiter(COUPON_TRIES_PER_VIEWER);
  const perAddress = deps.rateLimits.limiter(COUPON_TRIES_PER_ADDRESS);
  return async (request: FastifyRequest, consumerId: number): Promise<void> => {
    await perViewer(request, `consumer:${consumerId}`);
    await perAddress(request, `ip:${request.ip}`);
  };
}
