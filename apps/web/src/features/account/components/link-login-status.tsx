import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The loader message or the error line of a login by link (spec part 2 §2.4). */
export function LinkLoginStatus({ error }: { error: string | null }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        paddingBlock: 6,
        paddingInline: 2,
      }}
    >
      {error ? (
        <Alert severity="error" role="alert">
          {t('account.linkFailed')} {error}
        </Alert>
      ) : (
        <>
          <CircularProgress aria-hidden="true" />
          <Typography role="status">{t('account.linkLoading')}</Typography>
        </>
      )}
    </Box>
  );
}
