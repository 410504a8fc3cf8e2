import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

/**
 * The origin of a company's site for absolute links in mail and payment returns: the company's
 * stored domain, never the request's Host. Only the port is kept from the request (the host guard
 * has checked it is digits), so a development site on `:3000` links back to itself.
 */
export function siteOrigin(request: FastifyRequest, domain: string): string {
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  return `${request.protocol}://${domain}${port ? `:${port}` : ''}`;
}

/**
 * The same origin where no viewer's request is at hand (a provider's webhook, the reconciliation
 * job): https on the stored domain in production; elsewhere http on this server's own port.
 */
export function configuredSiteOrigin(config: Pick<Config, 'NODE_ENV' | 'PORT'>, domain: string): string {
  return config.NODE_ENV === 'production' ? `https://${domain}` : `http://${domain}:${config.PORT}`;
}
