import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { errorMessage } from '@screener/contracts/errors';
import { routePath } from '@screener/contracts/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n';

/**
 * Says why the browser was signed out (the server's message for an ended session, code 556: only
 * one session stays live, so a sign-in elsewhere ended this one) and offers to sign in again,
 * back to the page the viewer was on. It stays until the viewer answers, so a tab left in the
 * background tells its story when the viewer comes back.
 */
export function SessionEndedDialog({ from, onClose }: { from: string | null; onClose(): void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={from !== null}
      onClose={onClose}
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={messageId}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{t('account.sessionEnded.title')}</DialogTitle>
      <DialogContent id={messageId}>
        <DialogContentText sx={{ marginBlockEnd: 1 }}>
          {errorMessage('SESSION_EXPIRED', currentLanguage())}
        </DialogContentText>
        <DialogContentText>{t('account.sessionEnded.why')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
        <Button
          component={RouterLink}
          to={routePath('company.login', {}, from && from !== '/' ? { redirect: from } : {})}
          onClick={onClose}
          variant="contained"
          autoFocus
        >
          {t('account.sessionEnded.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
