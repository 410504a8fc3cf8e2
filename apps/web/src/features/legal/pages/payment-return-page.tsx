import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { THREE_DS_COMPLETE_MESSAGE, type ThreeDsCompleteMessage } from '@screener/contracts/support';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../ui/use-document-title';

/**
 * company.paymentreturnurl: the card provider sends the 3-D Secure frame back here. The page tells
 * the opener (the purchase dialog holding the frame) that the step is over, on our own origin only.
 */
export function PaymentReturnPage() {
  const { t } = useTranslation();
  const { response: pathResponse } = useParams();
  const [searchParams] = useSearchParams();
  const response = pathResponse ?? searchParams.get('response');
  useDocumentTitle(t('legal.paymentReturnTitle'));

  useEffect(() => {
    const message: ThreeDsCompleteMessage = { type: THREE_DS_COMPLETE_MESSAGE, response };
    if (window.parent !== window) window.parent.postMessage(message, window.location.origin);
  }, [response]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <CircularProgress aria-hidden />
      <Typography variant="h6" component="h1">
        {t('legal.paymentReturnTitle')}
      </Typography>
      <Typography>{t('legal.doNotClose')}</Typography>
    </Stack>
  );
}
