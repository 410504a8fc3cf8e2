import type { PaymentGatewayName } from '@screener/contracts/company';
import type { GatewayCredentials, StripeAccount } from '@screener/contracts/company-settings';
import type { Config } from '../../../config.ts';
import { createAdminPayGateway } from './admin-pay.ts';
import type { PaymentGateways } from './gateway.ts';
import { createMeshulamGateway } from './meshulam.ts';
import { createPaypalGateway } from './paypal.ts';
import { createSandboxGateway } from './sandbox.ts';
import { createStripeClient, createStripeGateway } from './stripe.ts';

type CardProviders = {
  gateways: PaymentGateways;
  stripe: {
    client: ReturnType<typeof createStripeClient>;
    /** The payments endpoint's signing secret (`/webhooks/stripe`). */
    webhookSecret: string | null;
    /** The Billing endpoint's signing secret (`/webhooks/stripe/billing`), its own in Stripe. */
    billingWebhookSecret: string | null;
    account: StripeAccount;
  } | null;
  /** Public keys the gateways' browser scripts need; a gateway whose form needs one is offered only with it. */
  clientKeys: { stripe: string | null; paypal: string | null };
};

export type PaymentProviders = CardProviders & {
  sandbox: ReturnType<typeof createSandboxGateway>;
  /**
   * One company's providers: the card gateways its own credentials (opened from the settings'
   * sealed store) configure, the deployment's for the others.
   */
  forCompany(companyId: number): Promise<PaymentProviders>;
};

/** A company's own gateway credentials, opened; none kept answers an empty object. */
export type CompanyCredentials = (companyId: number) => Promise<Partial<GatewayCredentials>>;

/**
 * The deployment's configuration with one company's credentials in place of the environment's,
 * gateway by gateway: a gateway the company configures takes every field from the company, so
 * two accounts are never mixed.
 */
function withCompanyCredentials(config: Config, own: Partial<GatewayCredentials>): Config {
  const next = { ...config };
  if (own.stripe) {
    next.STRIPE_SECRET_KEY = own.stripe.secret_key;
    next.STRIPE_PUBLISHABLE_KEY = own.stripe.publishable_key;
    next.STRIPE_WEBHOOK_SECRET = own.stripe.webhook_secret;
    next.STRIPE_BILLING_WEBHOOK_SECRET = own.stripe.billing_webhook_secret;
  }
  if (own.paypal) {
    next.PAYPAL_CLIENT_ID = own.paypal.client_id;
    next.PAYPAL_CLIENT_SECRET = own.paypal.client_secret;
  }
  if (own.meshulam) {
    next.MESHULAM_USER_ID = own.meshulam.user_id;
    next.MESHULAM_API_KEY = own.meshulam.api_key;
    next.MESHULAM_PAGE_CODE = own.meshulam.page_code;
    next.MESHULAM_BIT_PAGE_CODE = own.meshulam.bit_page_code;
  }
  return next;
}

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
 * The gateways this deployment has credentials for, and through `forCompany` those a company's
 * own credentials configure. A company may select only a gateway that is both configured and
 * enabled in its payment settings; sandbox and cash need no credentials.
 */
export function createPaymentProviders(
  config: Config,
  companyCredentials: CompanyCredentials = async () => ({}),
): PaymentProviders {
  const sandbox = createSandboxGateway({ secret: config.PAYMENT_SANDBOX_SECRET });
  const shared: PaymentGateways = { sandbox, admin_pay: createAdminPayGateway() };
  const deployment: PaymentProviders = {
    ...cardProviders(config, shared, 'deployment'),
    sandbox,
    forCompany: async (companyId) => {
      const own = await companyCredentials(companyId);
      if (!own.stripe && !own.paypal && !own.meshulam) return deployment;
      return {
        ...deployment,
        ...cardProviders(withCompanyCredentials(config, own), shared, own.stripe ? 'company' : 'deployment'),
      };
    },
  };
  return deployment;
}

function cardProviders(config: Config, shared: PaymentGateways, stripeAccount: StripeAccount): CardProviders {
  const gateways: PaymentGateways = { ...shared };
  let stripe: CardProviders['stripe'] = null;
  if (config.STRIPE_SECRET_KEY) {
    const client = createStripeClient({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      apiBase: config.STRIPE_API_BASE ?? null,
    });
    gateways.stripe = createStripeGateway(client);
    stripe = {
      client,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? null,
      billingWebhookSecret: config.STRIPE_BILLING_WEBHOOK_SECRET ?? null,
      account: stripeAccount,
    };
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
    stripe,
    clientKeys: { stripe: config.STRIPE_PUBLISHABLE_KEY ?? null, paypal: config.PAYPAL_CLIENT_ID ?? null },
  };
}
