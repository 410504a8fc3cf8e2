import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useTheme } from '@mui/material/styles';
import { CardElement, Elements } from '@stripe/react-stripe-js';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineSpinner } from '../../ui/inline-spinner';
import { PaymentFormUnavailable } from './payment-form-unavailable';
import { useGatewayClientKey } from './use-gateway-client-key';
import { useStripeLoader } from './use-stripe-loader';

/**
 * Stripe loaded with the site's publishable key around a card form; until then a spinner, or the
 * notice that the form could not load, each inside `frame` (a dialog's content, say).
 */
export function StripeElements({
  frame = (node) => node,
  children,
}: {
  frame?(node: ReactNode): ReactNode;
  children: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const load = useStripeLoader(useGatewayClientKey('stripe'));
  if (load.status === 'loading') return frame(<InlineSpinner label={t('gateways.loadingForm')} />);
  if (load.status === 'failed') return frame(<PaymentFormUnavailable />);
  return (
    <Elements stripe={load.stripe} options={{ locale: i18n.language as 'auto' }}>
      {children}
    </Elements>
  );
}

/** What Stripe's card element last said: filled in, and the message about what is wrong. */
export interface StripeCardState {
  complete: boolean;
  error: string | null;
}

export const EMPTY_STRIPE_CARD: StripeCardState = { complete: false, error: null };

/**
 * Stripe's card element in its frame, outlined and labelled like the text fields beside it, with
 * its message below (a purchase, a subscription, a changed card).
 */
export function StripeCardField({
  card,
  onChange,
  disabled,
}: {
  card: StripeCardState;
  onChange(card: StripeCardState): void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const labelId = useId();
  return (
    <div>
      <FormLabel id={labelId} required error={card.error !== null}>
        {t('gateways.card.details')}
      </FormLabel>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          border: 1,
          borderColor: card.error ? 'error.main' : 'divider',
          borderRadius: 1,
          padding: 1.5,
          marginBlockStart: 0.5,
        }}
      >
        <CardElement
          onChange={(event) => onChange({ complete: event.complete, error: event.error?.message ?? null })}
          options={{
            hidePostalCode: true,
            disabled,
            style: { base: { color: theme.palette.text.primary, fontSize: '16px' } },
          }}
        />
      </Box>
      {card.error ? <FormHelperText error>{card.error}</FormHelperText> : null}
    </div>
  );
}
