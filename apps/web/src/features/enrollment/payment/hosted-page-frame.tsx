import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import { PAYMENT_FRAMES } from '@screener/contracts/payment-frames';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type MeshulamOutcome, meshulamOutcome } from './meshulam-message';

/**
 * The Israeli provider's hosted payment page in the 770x625 frame (spec part 2 §9). Only messages
 * the frame itself posts from the page's origin count; the first one that ends the payment is
 * handed on.
 */
export function HostedPageFrame({
  url,
  onOutcome,
}: {
  url: string;
  onOutcome: (outcome: MeshulamOutcome) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const origin = new URL(url, window.location.href).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const outcome = meshulamOutcome(event.data);
      if (outcome) onOutcome(outcome);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url, onOutcome]);

  const { width, height } = PAYMENT_FRAMES.hostedPage;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth={false}>
      <DialogTitle id={titleId}>{t('gateways.meshulam.frameTitle')}</DialogTitle>
      <Box
        component="iframe"
        ref={frame}
        src={url}
        title={t('gateways.meshulam.frameTitle')}
        allow="payment"
        sx={{ border: 0, inlineSize: width, blockSize: height, maxInlineSize: '100%', display: 'block' }}
      />
    </Dialog>
  );
}
