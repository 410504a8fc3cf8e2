import type { Config } from '../config.ts';

/**
 * The origin of a company's site for absolute links (mail, payment returns, casting, TV sign-in):
 * the company's stored domain with the deployment's scheme and port, never anything of the
 * request, whose Host port and forwarded scheme a client writes. https on the stored domain in
 * production; elsewhere http on this server's own port. PUBLIC_PORT names another port (a proxy
 * or development server in front).
 */
export function siteOrigin(
  config: Pick<Config, 'NODE_ENV' | 'PORT' | 'PUBLIC_PORT'>,
  domain: string,
): string {
  const production = config.NODE_ENV === 'production';
  const port = config.PUBLIC_PORT ?? (production ? null : config.PORT);
  return `${production ? 'https' : 'http'}://${domain}${port === null ? '' : `:${port}`}`;
}
