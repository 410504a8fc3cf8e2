import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface RouteShorthandOptions {
    /** false: the answer carries no HTML, so the page policies are left out (the route sets its own). */
    helmet?: false;
  }
  interface FastifyContextConfig {
    securityHeaders?: false;
  }
}

/** Frames the product embeds: trailers, live streams, payment pages. */
const frameSources = [
  "'self'",
  'https://www.youtube.com',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
  'https://vimeo.com',
  'https://www.facebook.com',
  'https://*.whereby.com',
  'https://*.daily.co',
  'https://js.stripe.com',
  'https://hooks.stripe.com',
  'https://www.paypal.com',
  'https://*.meshulam.co.il',
  'https://accounts.google.com/gsi/',
];

const options: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      // Google Identity Services (the Google sign-in button) loads its script, style, frame and calls from /gsi/.
      scriptSrc: [
        "'self'",
        'https://js.stripe.com',
        'https://www.paypal.com',
        'https://accounts.google.com/gsi/client',
        // The company's advertising pixel, loaded on a purchase (spec part 2 §4.6).
        'https://connect.facebook.net',
      ],
      // MUI's emotion injects style elements at run time.
      styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: [
        "'self'",
        'ws:',
        'wss:',
        'https://api.stripe.com',
        'https://accounts.google.com/gsi/',
        'https://www.facebook.com',
      ],
      frameSrc: frameSources,
      // The donation dialog posts the provider's donation form (spec part 2 §7.6).
      formAction: ["'self'", 'https://www.paypal.com'],
      // Per company: added on each request (registerSecurityHeaders).
      frameAncestors: null,
      upgradeInsecureRequests: null,
    },
  },
  // Company sites are embedded by the companies' own pages (`allowEmbed=true`).
  frameguard: false,
  crossOriginEmbedderPolicy: false,
  // The Google sign-in popup answers this page through window.opener.
  crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
};

/**
 * The headers helmet sets for these options. Every policy here is a constant, so they are worked
 * out once at start: helmet's Fastify plugin rebuilds them on every request, a sixth of the CPU
 * time of a small API call in a profile.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    // X-Powered-By, which Fastify never sends.
    removeHeader() {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Headers that mean something on any answer; the rest of helmet's are policies of an HTML page. */
const EVERY_ANSWER = ['x-content-type-options', 'strict-transport-security', 'cross-origin-resource-policy'];

const isPage = (contentType: unknown) => String(contentType ?? '').startsWith('text/html');

/**
 * Every answer is sent with nosniff, HSTS and the resource policy. An HTML page also gets the
 * page policies (content security, opener, referrer and the rest), which mean nothing on a script,
 * a JSON answer or a video segment and would cost about 1.5 KB on each. The site's pages may be
 * framed by the site itself and by the origins its company lists for embedding (none by default);
 * `embedOriginsFor` reads them by host name (the company cache).
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: { embedOriginsFor(hostname: string): Promise<readonly string[]> },
): Promise<void> {
  const { 'content-security-policy': policy = '', ...helmetSet } = helmetHeaders();
  const answerHeaders = Object.fromEntries(
    Object.entries(helmetSet).filter(([name]) => EVERY_ANSWER.includes(name)),
  );
  const pageHeaders = Object.fromEntries(
    Object.entries(helmetSet).filter(([name]) => !EVERY_ANSWER.includes(name)),
  );
  app.addHook('onRoute', (route) => {
    if (route.helmet === false) route.config = { ...route.config, securityHeaders: false };
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.config.securityHeaders === false) return payload;
    reply.headers(answerHeaders);
    if (!isPage(reply.getHeader('content-type'))) return payload;
    reply.headers(pageHeaders);
    // A page with a policy of its own (the payment frame's nonce) keeps it.
    if (!reply.hasHeader('content-security-policy')) {
      const ancestors = ["'self'", ...(await options.embedOriginsFor(request.hostname))].join(' ');
      reply.header('content-security-policy', `${policy};frame-ancestors ${ancestors}`);
    }
    return payload;
  });
}
