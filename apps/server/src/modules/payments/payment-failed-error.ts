import { PAYMENT_FAILURE_MESSAGES, type PaymentFailureReason } from '@screener/contracts/payment-failures';
import { AppError } from '../../lib/app-error.ts';

/** PAYMENT_FAILED with what the viewer is told of `reason`, in the viewer's language. */
export function paymentFailedError(reason: PaymentFailureReason): AppError {
  return reason === 'refused'
    ? new AppError('PAYMENT_FAILED')
    : new AppError('PAYMENT_FAILED', { message: PAYMENT_FAILURE_MESSAGES[reason] });
}
