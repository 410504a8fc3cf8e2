import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/** What the webhooks module is handed by the composition root. */
export type WebhooksDeps = Pick<AppDeps, CallPorts | 'db' | 'secrets'>;
