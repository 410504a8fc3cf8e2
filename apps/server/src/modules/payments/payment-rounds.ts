import type { PaymentsDeps } from './deps.ts';
import { expireSeatPayments } from './expire-seat-payments.ts';
import type { PaymentProviders } from './gateways/registry.ts';
import type { MailLog } from './purchase-mail.ts';
import { reconcileStuckPurchases } from './reconcile-purchases.ts';
import { refundOwedPurchases } from './refund-purchases.ts';

/**
 * Runs the payment rounds every `intervalMs` on this node until the app closes: purchases stuck in
 * processing (decision 6), seat payments past their hold time, then the refunds those may owe.
 * Every node may run them: each round takes its rows so that nodes do not settle one twice.
 */
export function schedulePaymentRounds(
  deps: Pick<
    PaymentsDeps,
    'db' | 'mailer' | 'storage' | 'clock' | 'config' | 'events' | 'places' | 'webhooks'
  >,
  providers: PaymentProviders,
  intervalMs: number,
  log: MailLog,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const round = async () => {
    await reconcileStuckPurchases(deps, providers, deps.clock.now(), log);
    await expireSeatPayments(deps, providers, deps.clock.now(), log);
    await refundOwedPurchases(deps, providers, deps.clock.now(), log);
  };
  const timer = setInterval(() => {
    running = running
      .then(round)
      .catch((error: unknown) => log.error({ err: error }, 'payment round failed'));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
