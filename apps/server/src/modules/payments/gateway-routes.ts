import * as paymentsCalls from '@screener/contracts/calls/payments';
import { PAYMENT_GATEWAYS, type PaymentGatewayName } from '@screener/contracts/company';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/call.ts';
import type { PaymentsDeps } from './deps.ts';
import { isGatewaySelectable, type PaymentProviders } from './gateways/registry.ts';

const gatewayTitles: Record<PaymentGatewayName, string> = {
  stripe: 'Credit card',
  paypal: 'PayPal',
  meshulam: 'Credit card or Bit',
  admin_pay: 'Cash, collected by the organiser',
  sandbox: 'Test card (sandbox)',
};

/**
 * The gateways a viewer of the company can pay with (decision 0004, point 8): those the company
 * enables and this deployment has credentials for, each with the public key its form needs.
 */
export function registerGatewayRoutes(
  app: FastifyInstance,
  deps: PaymentsDeps,
  providers: PaymentProviders,
): void {
  registerCall(app, deps, paymentsCalls.listPaymentGateways, async ({ company }) => {
    const own = await providers.forCompany(company.id);
    return {
      gateways: PAYMENT_GATEWAYS.filter((name) =>
        isGatewaySelectable(own, company.paymentSetting.enabled_payment_gateways, name),
      ).map((name) => ({
        value: name,
        title: gatewayTitles[name],
        is_enabled: true,
        client_key: name === 'stripe' || name === 'paypal' ? own.clientKeys[name] : null,
      })),
    };
  });
}
