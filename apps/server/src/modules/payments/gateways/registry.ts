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
};

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
  return { gateways, sandbox, stripe };
}
