import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/**
 * What the payments module is handed by the composition root: the ports its calls need
 * (those every registered call reads, and its own), not the whole of the app's deps.
 */
export type PaymentsDeps = Pick<
  AppDeps,
  CallPorts | 'db' | 'events' | 'mailer' | 'places' | 'webhooks' | 'rateLimits' | 'storage'
>;
