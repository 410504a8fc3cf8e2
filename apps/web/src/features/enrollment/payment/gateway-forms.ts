import type { PaymentGatewayName } from '@screener/contracts/company';
import type { ComponentType } from 'react';
import { AdminPayForm } from './admin-pay-form';
import type { GatewayFormProps } from './gateway-form-props';
import { MeshulamForm } from './meshulam-form';
import { PaypalForm } from './paypal-form';
import { SandboxCardForm } from './sandbox-card-form';
import { StripeCardForm } from './stripe-card-form';

/**
 * The form the payment step shows for each gateway (`charge_type`), one line per gateway. A
 * gateway the site enables but that has no form here is not offered in the selector.
 */
export const GATEWAY_FORMS: Partial<Record<PaymentGatewayName, ComponentType<GatewayFormProps>>> = {
  sandbox: SandboxCardForm,
  admin_pay: AdminPayForm,
  stripe: StripeCardForm,
  paypal: PaypalForm,
  meshulam: MeshulamForm,
};
