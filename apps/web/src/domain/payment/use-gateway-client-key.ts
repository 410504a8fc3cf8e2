import type { PaymentGatewayName } from '@screener/contracts/company';
import { usePaymentGateways } from './api';

/** The public key the server gives for a gateway's browser script; undefined while it loads. */
export function useGatewayClientKey(gateway: PaymentGatewayName): string | null | undefined {
  const gateways = usePaymentGateways();
  if (gateways.isPending) return undefined;
  return gateways.data?.find((option) => option.value === gateway)?.client_key ?? null;
}
