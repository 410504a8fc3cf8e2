import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useEffect, useState } from 'react';

export type StripeLoad = { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/**
 * Fetches Stripe.js for the publishable key only when the card form is shown (the pure entry does
 * not load it on import). A script that cannot be fetched, or no key, is a failed load.
 */
export function useStripeLoader(publishableKey: string | null | undefined): StripeLoad {
  const [load, setLoad] = useState<StripeLoad>({ status: 'loading' });
  useEffect(() => {
    if (publishableKey === undefined) return;
    if (publishableKey === null) {
      setLoad({ status: 'failed' });
      return;
    }
    let current = true;
    setLoad({ status: 'loading' });
    loadStripe(publishableKey).then(
      (stripe) => {
        if (current) setLoad(stripe ? { status: 'ready', stripe } : { status: 'failed' });
      },
      () => {
        if (current) setLoad({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [publishableKey]);
  return load;
}
