import type { PaymentGatewayName } from '@screener/contracts/company';
import type { Config } from '../../../config.ts';
import { createAdminPayGateway } from './admin-pay.ts';
import type { PaymentGateways } from './gateway.ts';
import { createMeshulamGateway } from './meshulam.ts';
import { createPaypalGateway } from './paypal.ts';
import { createSandboxGateway } from './sandbox.ts';
import { createStripeClient, createStripeGateway } from './stripe.ts';

export type PaymentProviders = {
  gateways: PaymentGateways;
  sandbox: ReturnType<typeof createSandboxGateway>;
  stripe: { client: ReturnType<typeof createStripeClient>; webhookSecret: string | null } | null;
  /** Public keys the gateways' browser scripts need; a gateway whose form needs one is offered only with it. */
  clientKeys: { stripe: string | null; paypal: string | null };
};

/**
 * Whether a viewer of this company can pay with the gateway: the company enables it, the deployment
 * has its credentials, and the browser has the public key its form needs.
 */
export function isGatewaySelectable(
  providers: PaymentProviders,
  enabled: readonly PaymentGatewayName[],
  name: PaymentGatewayName,
): boolean {
  if (!enabled.includes(name) || !providers.gateways[name]) return false;
  if (name === 'stripe' || name === 'paypal') return providers.clientKeys[name] !== null;
  return true;
}

/**
 * The gateways this deployment has credentials for. A company may select only a gateway that is
 * both configured here and enabled in its payment settings; sandbox and cash need no credentials.
 */
export function createPaymentProviders(config: Config): PaymentProviders {
  const sandbox = createSandboxGateway({ secret: config.PAYMENT_SANDBOX_SECRET });
  const gateways: PaymentGateways = { sandbox, admin_pay: createAdminPayGateway() };
  let stripe: PaymentProviders['stripe'] = null;
  if (config.STRIPE_SECRET_KEY) {
    const client = createStripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: config.STRIPE_API_BASE ?? null,
    });
    gateways.stripe = createStripeGateway(client);
    stripe = { client, webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null };
  }
  if (config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET) {
    gateways.paypal = createPaypalGateway({
      clientId: config.PAYPAL_CLIENT_ID,
      clientSecret: config.PAYPAL_CLIENT_SECRET,
      apiBase: config.PAYPAL_API_BASE,
    });
  }
  if (config.MESHULAM_USER_ID && config.MESHULAM_PAGE_CODE) {
    gateways.meshulam = createMeshulamGateway({
      apiBase: config.MESHULAM_API_BASE,
      userId: config.MESHULAM_USER_ID,
      apiKey: config.MESHULAM_API_KEY ?? null,
      pageCodeCard: config.MESHULAM_PAGE_CODE,
      pageCodeBit: config.MESHULAM_BIT_PAGE_CODE ?? config.MESHULAM_PAGE_CODE,
    });
  }
  return {
    gateways,
    sandbox,
    stripe,
    clientKeys: { stripe: config.STRIPE_PUBLISHABLE_KEY ?? null, paypal: config.PAYPAL_CLIENT_ID ?? null },
  };
}
