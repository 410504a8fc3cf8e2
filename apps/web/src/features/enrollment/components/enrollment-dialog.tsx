import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import type { EnrollmentRequest } from '../../../domain/enrollment/enrollment-dialog-context';
import { DialogShownContext } from '../../../domain/payment/step-heading';
import { safeImageSrc } from '../../../ui/safe-url';
import { EnrollmentFlow } from './enrollment-flow';

function requestTitle(request: EnrollmentRequest): string {
  switch (request.mode) {
    case 'event':
      return request.screener.title;
    case 'pass':
      return request.pricingPlan.name;
    case 'subscription':
      return request.subscriptionPlan.name;
  }
}

/**
 * The enrollment dialog (spec part 2 §2.11): 500 px wide, full screen on phones, with the
 * company's logo or title. It stays hidden while it enrols a viewer who has nothing to choose. Each
 * step's heading takes the focus as the step shows (`StepHeading`).
 */
export function EnrollmentDialog({ request, onClose }: { request: EnrollmentRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [visible, setVisible] = useState(false);
  const [busy, setBusy] = useState(false);
  const show = useCallback(() => setVisible(true), []);
  const logo = safeImageSrc(company.logo_url);
  const cancel = () => {
    if (!busy) onClose();
  };

  return (
    <Dialog
      open={visible}
      // Mounted while hidden, so the flow can enrol without showing a step.
      keepMounted
      onClose={cancel}
      fullScreen={phone}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: phone ? {} : { inlineSize: '100%', maxInlineSize: 500 } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInline: 3, paddingBlockStart: 2 }}>
        <Box sx={{ flexGrow: 1, minInlineSize: 0 }}>
          {logo ? (
            <Box
              component="img"
              src={logo}
              alt={company.title}
              sx={{ maxBlockSize: 40, maxInlineSize: '100%' }}
            />
          ) : (
            <Typography variant="subtitle2" color="text.secondary">
              {company.title}
            </Typography>
          )}
          <Typography id={titleId} variant="h5" component="h1" sx={{ overflowWrap: 'anywhere' }}>
            {requestTitle(request)}
          </Typography>
        </Box>
        <IconButton aria-label={t('common.close')} onClick={cancel} disabled={busy}>
          <CloseIcon />
        </IconButton>
      </Box>
      <DialogContent>
        <DialogShownContext value={visible}>
          <EnrollmentFlow request={request} onClose={onClose} onVisible={show} onBusyChange={setBusy} />
        </DialogShownContext>
      </DialogContent>
    </Dialog>
  );
}
