import type { FastifyRequest } from 'fastify';

/**
 * Paths that carry a credential: the stream cookie's signed header (`/stream/setCookie/<auth>`),
 * a login link's key and code (`/verify/<key>/<code>`), a cast URL's token
 * (`/media/<id>/_token/<token>/...`). A log line keeps where the request went, never the secret:
 * a header copied from a log was accepted again.
 */
const SECRET_PATHS: [RegExp, string][] = [
  [/^(\/stream\/setCookie\/)[^?#]*/i, '$1[redacted]'],
  [/^(\/verify\/)[^?#]*/i, '$1[redacted]'],
  [/^(\/media\/[^/]+\/_token\/)[^/?#]+/i, '$1[redacted]'],
];

export function redactUrl(url: string): string {
  const [path = '', ...rest] = url.split('?');
  let redacted = path;
  for (const [pattern, replacement] of SECRET_PATHS) redacted = redacted.replace(pattern, replacement);
  // A query may carry a secret too: a card provider returns with its client secret in it.
  return rest.length > 0 ? `${redacted}?[redacted]` : redacted;
}

/** pino's request serializer with the URL redacted; the rest as Fastify logs it. */
export function requestLogSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
