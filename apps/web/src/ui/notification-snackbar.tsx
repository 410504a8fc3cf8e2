import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { dismissNotice, useNotice } from './notifications';

/** Spec part 1 §9: snackbars stay 5000 ms, top right (top left in right-to-left layouts). */
const SNACKBAR_MS = 5000;

export function NotificationSnackbar() {
  const notice = useNotice();
  const { t } = useTranslation();
  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      autoHideDuration={SNACKBAR_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway' && notice) dismissNotice(notice.id);
      }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          closeText={t('common.close')}
          onClose={() => dismissNotice(notice.id)}
        >
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
