import type { StripeAccount } from '@screener/contracts/company-settings';
import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error.ts';
import type { PaymentProviders } from '../payments/index.ts';

/** The Stripe client of an account; an account no longer configured is refused. */
export type StripeClientOf = (account: StripeAccount) => Stripe;

/**
 * A company's Stripe clients by account, opened before any transaction (the company's keys are
 * read from the database). A subscription made on the company's own keys is billed there from then
 * on; one made on the deployment's account stays there. An account no longer configured (the
 * company removed its keys) is refused rather than asking the other one.
 */
export async function stripeClientsOf(
  providers: PaymentProviders,
  companyId: number,
): Promise<StripeClientOf> {
  const own = (await providers.forCompany(companyId)).stripe;
  return (account) => {
    const stripe = account === 'company' ? own : providers.stripe;
    if (!stripe || stripe.account !== account) throw new AppError('GATEWAY_UNAVAILABLE');
    return stripe.client;
  };
}
