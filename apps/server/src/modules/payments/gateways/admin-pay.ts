import type { PaymentGateway } from './gateway.ts';

/**
 * Cash collected by the company: nothing is charged online, the purchase stays processing until an
 * administrator of the company confirms the money arrived.
 */
export function createAdminPayGateway(): PaymentGateway {
  return {
    name: 'admin_pay',
    start: async () => ({ outcome: 'pending', reference: null }),
    check: async () => ({ state: 'pending' }),
  };
}
