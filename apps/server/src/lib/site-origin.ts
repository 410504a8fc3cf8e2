import type { FastifyRequest } from 'fastify';

/**
 * The origin of a company's site for absolute links in mail and payment returns: the company's
 * stored domain, never the request's Host. Only the port is kept from the request (the host guard
 * has checked it is digits), so a development site on `:3000` links back to itself.
 */
export function siteOrigin(request: FastifyRequest, domain: string): string {
  const port = /:(\d{1,5})$/.exec(request.host)?.[1];
  return `${request.protocol}://${domain}${port ? `:${port}` : ''}`;
}
