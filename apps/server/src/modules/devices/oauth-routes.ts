import formBody from '@fastify/formbody';
import { tvBearerToken } from '@screener/contracts/auth-header';
import {
  DEVICE_CODE_GRANT_TYPE,
  DEVICE_FLOW_PATHS,
  type DeviceTokenErrorBody,
  type DeviceTokenResponse,
  TV_CLIENT_ID,
} from '@screener/contracts/devices';
import { routePath } from '@screener/contracts/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { normalizeHost } from '../../lib/host-name.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import type { DevicesDeps } from './deps.ts';
import { pollForToken } from './poll-token.ts';
import { startPairing } from './start-pairing.ts';

/** Pairings asked from one address: a household's TVs, not a script filling the table. */
const PAIRINGS_PER_ADDRESS = { name: 'device_authorization', max: 20, windowMs: 10 * 60_000 };

/** RFC 6749 §5.2: only a wrong client is 401; every other refusal of the device flow is 400. */
function sendOAuthError(reply: FastifyReply, body: DeviceTokenErrorBody): FastifyReply {
  return reply
    .code(body.error === 'invalid_client' ? 401 : 400)
    .header('cache-control', 'no-store')
    .send(body);
}

/** A form field (RFC 6749 uses form bodies; a JSON body is read the same way). */
function field(request: FastifyRequest, name: string): string | null {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return null;
  const value = (body as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/**
 * The OAuth 2.0 Device Authorization Grant (RFC 8628) for the TV app, on each company's own
 * domain, with its metadata (RFC 8414). These answers follow OAuth, not the API's envelope
 * (docs/decisions/0011-tv-pairing-by-device-grant.md).
 */
export async function registerDeviceFlowRoutes(app: FastifyInstance, deps: DevicesDeps): Promise<void> {
  const limitPairings = deps.rateLimits.limiter(PAIRINGS_PER_ADDRESS);
  const companyOf = (request: FastifyRequest) => deps.companies.byDomain(normalizeHost(request.hostname));

  app.get(DEVICE_FLOW_PATHS.metadata, async (request, reply) => {
    const company = await companyOf(request);
    if (!company) return reply.code(404).send({ error: 'not_found' });
    const issuer = siteOrigin(deps.config, company.domain);
    return reply.header('cache-control', 'public, max-age=3600').send({
      issuer,
      device_authorization_endpoint: `${issuer}${DEVICE_FLOW_PATHS.deviceAuthorization}`,
      token_endpoint: `${issuer}${DEVICE_FLOW_PATHS.token}`,
      grant_types_supported: [DEVICE_CODE_GRANT_TYPE],
      response_types_supported: ['none'],
      token_endpoint_auth_methods_supported: ['none'],
    });
  });

  // Form bodies only here: the rest of the API takes JSON.
  await app.register(async (oauth) => {
    await oauth.register(formBody);

    oauth.post(DEVICE_FLOW_PATHS.deviceAuthorization, async (request, reply) => {
      const company = await companyOf(request);
      if (!company)
        return sendOAuthError(reply, { error: 'invalid_request', error_description: 'No site here.' });
      if (field(request, 'client_id') !== TV_CLIENT_ID) {
        return sendOAuthError(reply, { error: 'invalid_client', error_description: 'Unknown client.' });
      }
      const now = deps.clock.now();
      try {
        await limitPairings(request, `ip:${request.ip}`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        return reply
          .code(429)
          .header('retry-after', String(error.details?.retryAfterSeconds ?? 60))
          .header('cache-control', 'no-store')
          .send({ error: 'invalid_request', error_description: 'Too many pairings asked; try again later.' });
      }
      const verificationUri = `${siteOrigin(deps.config, company.domain)}${routePath('device.verify')}`;
      const answer = await startPairing(deps.db, { companyId: company.id, now, verificationUri });
      return reply.header('cache-control', 'no-store').send(answer);
    });

    oauth.post(DEVICE_FLOW_PATHS.token, async (request, reply) => {
      const company = await companyOf(request);
      if (!company)
        return sendOAuthError(reply, { error: 'invalid_request', error_description: 'No site here.' });
      const grantType = field(request, 'grant_type');
      if (!grantType)
        return sendOAuthError(reply, {
          error: 'invalid_request',
          error_description: 'grant_type is missing.',
        });
      if (grantType !== DEVICE_CODE_GRANT_TYPE)
        return sendOAuthError(reply, { error: 'unsupported_grant_type' });
      if (field(request, 'client_id') !== TV_CLIENT_ID) {
        return sendOAuthError(reply, { error: 'invalid_client', error_description: 'Unknown client.' });
      }
      const deviceCode = field(request, 'device_code');
      if (!deviceCode)
        return sendOAuthError(reply, {
          error: 'invalid_request',
          error_description: 'device_code is missing.',
        });
      const answer = await pollForToken(deps.db, {
        companyId: company.id,
        deviceCode,
        now: deps.clock.now(),
      });
      if ('error' in answer) return sendOAuthError(reply, answer);
      const token: DeviceTokenResponse = {
        access_token: tvBearerToken(answer.token.key, answer.token.secret),
        token_type: 'Bearer',
        key: answer.token.key,
        secret: answer.token.secret,
      };
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(token);
    });
  });
}
