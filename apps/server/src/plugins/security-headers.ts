import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

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
];

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com', 'https://www.paypal.com'],
        // MUI's emotion injects style elements at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:', 'https://api.stripe.com'],
        frameSrc: frameSources,
        frameAncestors: ['*'],
        upgradeInsecureRequests: null,
      },
    },
    // Company sites are embedded by the companies' own pages (`allowEmbed=true`).
    frameguard: false,
    crossOriginEmbedderPolicy: false,
  });
}
