import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import { formatAmount } from '@screener/contracts/money';
import type {
  CancelSubscriptionOrderRequest,
  ListOrdersRequest,
  RefundOrderRequest,
} from '@screener/contracts/orders';
import { currencySymbol } from '@screener/contracts/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { staffKeys } from '../api';
import { useCallQuery, useListQuery } from '../query-hooks';

export const orderKeys = {
  all: [...staffKeys.all, 'orders'] as const,
  list: (query: ListOrdersRequest) => [...orderKeys.all, 'list', query] as const,
  one: (purchaseId: number) => [...orderKeys.all, 'one', purchaseId] as const,
  subscription: (id: number) => [...orderKeys.all, 'subscription', id] as const,
};

/** An amount in minor units with its currency's symbol, as the back-office writes money. */
export function moneyText(amountMinor: number, currency: string): string {
  return `${currencySymbol(currency)}${formatAmount(amountMinor)}`;
}

export function useOrders(query: ListOrdersRequest) {
  return useListQuery(orderKeys.list(query), adminOrdersCalls.listOrders, query);
}

export function useOrder(purchaseId: number) {
  return useCallQuery(orderKeys.one(purchaseId), adminOrdersCalls.getOrder, { purchase_id: purchaseId });
}

/** A refund: the order page shows its answer, and every list of orders reads again. */
export function useRefundOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RefundOrderRequest) => call(adminOrdersCalls.refundOrder, input),
    onSuccess: (answer) => {
      client.setQueryData(orderKeys.one(answer.order.id), answer);
      return client.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}

export function useResendReceipt() {
  return useMutation({
    mutationFn: (purchaseId: number) => call(adminOrdersCalls.resendReceipt, { purchase_id: purchaseId }),
  });
}

export function useSubscriptionOrder(id: number) {
  return useCallQuery(orderKeys.subscription(id), adminOrdersCalls.getSubscriptionOrder, {
    subscription_id: id,
  });
}

/** Staff end a subscription: the page shows the answer, and every list of orders reads again. */
export function useCancelSubscriptionOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CancelSubscriptionOrderRequest) =>
      call(adminOrdersCalls.cancelSubscriptionOrder, input),
    onSuccess: (answer) => {
      client.setQueryData(orderKeys.subscription(answer.subscription.id), answer);
      return client.invalidateQueries({ queryKey: [...orderKeys.all, 'list'] });
    },
  });
}
