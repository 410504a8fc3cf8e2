import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { PAYMENT_FRAMES, ZThreeDSecureMessage } from '@screener/contracts/payment-frames';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

export type ThreeDSecureResult = z.infer<typeof ZThreeDSecureMessage>;

/**
 * The card issuer's 3-D Secure challenge in the 600x400 frame (spec part 2 §9). Only the completion
 * message posted by the frame itself, from the challenge page's origin and for this purchase, counts.
 */
export function ThreeDSecureFrame(props: {
  url: string;
  purchaseId: number;
  /** Where the completion message comes from when not the challenge page: a provider's return page on this site. */
  messageOrigin?: string;
  onComplete: (result: ThreeDSecureResult) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  const { url, purchaseId, messageOrigin, onComplete } = props;

  useEffect(() => {
    const origin = messageOrigin ?? new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const message = ZThreeDSecureMessage.safeParse(event.data);
      if (message.success && message.data.purchase_id === purchaseId) onComplete(message.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, purchaseId, messageOrigin, onComplete]);

  const { width, height } = PAYMENT_FRAMES.threeDSecure;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth={false}>
      <DialogTitle id={titleId}>{t('enrollment.payment.threeDSecureTitle')}</DialogTitle>
      <Box
        component="iframe"
        ref={frame}
        src={url}
        title={t('enrollment.payment.threeDSecureTitle')}
        sx={{ border: 0, inlineSize: width, blockSize: height, maxInlineSize: '100%', display: 'block' }}
      />
    </Dialog>
  );
}
