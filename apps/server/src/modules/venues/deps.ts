import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/**
 * What the venues module is handed by the composition root: the ports its calls need
 * (those every registered call reads, and its own), not the whole of the app's deps.
 */
export type VenuesDeps = Pick<AppDeps, CallPorts | 'db' | 'events' | 'rateLimits' | 'storage' | 'webhooks'>;
