import { startPaypalStandIn } from '../apps/server/src/test/payment-stand-ins/paypal-stand-in.ts';

/**
 * PayPal's API for the e2e server, offline: the stand-in the server's integration tests use, on
 * the port the Playwright config chose. Runs until the runner stops it.
 */
const port = Number(process.env.PAYPAL_STAND_IN_PORT);
if (!port) throw new Error('PAYPAL_STAND_IN_PORT is set by playwright.config.ts');
await startPaypalStandIn({ port });
