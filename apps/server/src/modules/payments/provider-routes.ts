import type { FastifyInstance } from 'fastify';
import { registerCardReturnRoute } from './card-return-route.ts';
import type { PaymentsDeps } from './deps.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import { registerProviderWebhooks } from './provider-webhooks.ts';
import { registerSandboxFrameRoutes } from './sandbox-frame-routes.ts';

/**
 * What providers call, and the pages shown inside payment frames. These live outside `/api`:
 * webhooks read their raw body (a signature covers the exact bytes), frames are HTML.
 */
export function registerProviderRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  app.register(async (scope) => {
    // Raw text for this scope only: the Stripe signature covers the exact bytes sent.
    scope.addContentTypeParser(
      ['application/json', 'application/x-www-form-urlencoded'],
      { parseAs: 'string', bodyLimit: 256 * 1024 },
      (_request, body, done) => done(null, body),
    );
    registerProviderWebhooks(scope, deps, providers);
    registerSandboxFrameRoutes(scope, deps, providers);
    registerCardReturnRoute(scope);
  });
}
