import * as devicesCalls from '@screener/contracts/calls/devices';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { registerCall, type Viewer } from '../../lib/call.ts';
import { isFullSession } from '../auth/index.ts';
import type { DevicesDeps } from './deps.ts';
import { registerDeviceFlowRoutes } from './oauth-routes.ts';
import { denyShortCode, listDevices, removeDevice, verifyShortCode } from './pairing.ts';

const TEN_MINUTES = 10 * 60_000;
/** Codes one viewer may try: a few typing slips, far from the millions a guess needs. */
const CODE_TRIES_PER_VIEWER = { name: 'short_code', max: 10, windowMs: TEN_MINUTES };
/** Codes tried from one address, whichever viewers: a household, not a guessing script. */
const CODE_TRIES_PER_ADDRESS = { name: 'short_code', max: 30, windowMs: TEN_MINUTES };

/**
 * Only the viewer's own signed-in browser manages TVs: not a paired TV itself, nor a session
 * opened by an access link or a preview.
 */
function requireAccountHolder(viewer: Viewer): void {
  if (!isFullSession(viewer.session)) throw new AppError('FORBIDDEN');
}

/** TV app pairing: the device flow the TV speaks, and the viewer's calls of the TV app tab. */
export async function registerDeviceRoutes(app: FastifyInstance, deps: DevicesDeps): Promise<void> {
  await registerDeviceFlowRoutes(app, deps);

  const perViewer = deps.rateLimits.limiter(CODE_TRIES_PER_VIEWER);
  const perAddress = deps.rateLimits.limiter(CODE_TRIES_PER_ADDRESS);
  const limitCodeTries = async (viewer: Viewer, request: FastifyRequest) => {
    await perViewer(request, `consumer:${viewer.consumerId}`);
    await perAddress(request, `ip:${request.ip}`);
  };

  registerCall(app, deps, devicesCalls.verifyShortCode, async ({ body, viewer, company, request, now }) => {
    requireAccountHolder(viewer);
    await limitCodeTries(viewer, request);
    return {
      device: await verifyShortCode(deps.db, {
        companyId: company.id,
        viewer,
        shortCode: body.short_code,
        now,
      }),
    };
  });

  registerCall(app, deps, devicesCalls.deny, async ({ body, viewer, company, request, now }) => {
    requireAccountHolder(viewer);
    await limitCodeTries(viewer, request);
    await denyShortCode(deps.db, { companyId: company.id, shortCode: body.short_code, now });
    return { denied: true as const };
  });

  registerCall(app, deps, devicesCalls.list, async ({ viewer, company }) => {
    requireAccountHolder(viewer);
    return { devices: await listDevices(deps.db, company.id, viewer) };
  });

  registerCall(app, deps, devicesCalls.remove, async ({ body, viewer, company, now }) => {
    requireAccountHolder(viewer);
    const { sessionId } = await removeDevice(deps.db, {
      companyId: company.id,
      viewer,
      deviceId: body.device_id,
      now,
    });
    if (sessionId !== null) deps.events.endSessionConnections(sessionId);
    return { removed: true as const };
  });
}
