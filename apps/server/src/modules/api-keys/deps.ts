import type { AppDeps } from '../../app-deps.ts';
import type { CallPorts } from '../../lib/call.ts';

/** What the API keys module is handed by the composition root. */
export type ApiKeysDeps = Pick<AppDeps, CallPorts | 'db'>;
