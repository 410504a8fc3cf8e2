import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from '@paypal/react-paypal-js';
import { currencySymbol } from '@screener/contracts/pricing';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { PaymentFormUnavailable } from '../../../domain/payment/payment-form-unavailable';
import { useGatewayClientKey } from '../../../domain/payment/use-gateway-client-key';
import { InlineSpinner } from '../../../ui/inline-spinner';
import type { GatewayFormProps } from './gateway-form-props';
import { useGatewayAttempt } from './use-gateway-attempt';

/** PayPal's buttons with the site's client id, in the purchase's currency (spec part 2 §4.6, §7.3). */
export function PaypalForm(props: GatewayFormProps) {
  const { t } = useTranslation();
  const clientId = useGatewayClientKey('paypal');
  if (clientId === undefined) return <InlineSpinner label={t('gateways.loadingForm')} />;
  if (clientId === null) return <PaymentFormUnavailable />;
  return (
    <PayPalScriptProvider options={{ clientId, currency: props.currency, intent: 'capture' }}>
      <PaypalButtonsStep {...props} />
    </PayPalScriptProvider>
  );
}

/**
 * Without an order id the server creates the order and answers it (`approve_order`); once the
 * viewer approves it, the purchase is sent again with the order id and the server captures it.
 */
function PaypalButtonsStep(props: GatewayFormProps) {
  const { t } = useTranslation();
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const { start, settle, fail, sendPurchase } = useGatewayAttempt(props);
  // The server's own words, kept for PayPal's onError, which gets only a wrapped error.
  const serverMessage = useRef<string | null>(null);

  if (isRejected) return <PaymentFormUnavailable />;
  if (isPending) return <InlineSpinner label={t('gateways.loadingForm')} />;
  return (
    <Stack spacing={2}>
      <Typography>
        {t('gateways.paypal.intro', { amount: `${currencySymbol(props.currency)}${props.total}` })}
      </Typography>
      <PayPalButtons
        style={{ layout: 'vertical' }}
        createOrder={async () => {
          serverMessage.current = null;
          start();
          try {
            const { purchase } = await sendPurchase({ charge_type: 'paypal' });
            if (purchase.next_action !== 'approve_order' || !purchase.payment_details.order_id) {
              throw new Error(t('gateways.paypal.failed'));
            }
            return purchase.payment_details.order_id;
          } catch (error) {
            serverMessage.current = errorText(error, t);
            throw error;
          }
        }}
        onApprove={async (data) => {
          try {
            settle(await sendPurchase({ charge_type: 'paypal', orderId: data.orderID }));
          } catch (error) {
            fail(errorText(error, t));
          }
        }}
        onCancel={() => fail(t('gateways.paypal.cancelled'))}
        onError={() => fail(serverMessage.current ?? t('gateways.paypal.failed'))}
      />
    </Stack>
  );
}
