import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { PreviewStatus } from '@screener/contracts/event-preview';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { useTranslation } from 'react-i18next';
import '../preview-texts';

/** The banner over an event opened in preview mode, saying who can see it. */
export function PreviewBanner({ status }: { status: PreviewStatus }) {
  const { t } = useTranslation('preview');
  return (
    <Alert
      severity={status === 'published' ? 'info' : 'warning'}
      variant="filled"
      role="status"
      sx={{ borderRadius: 0 }}
      data-testid="preview-banner"
    >
      <AlertTitle>{t('label')}</AlertTitle>
      {t(status)}
    </Alert>
  );
}

/** What a preview link shows someone who is not the company's staff: nothing of the event. */
export function PreviewRefused() {
  const { t } = useTranslation('preview');
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <Alert
        severity="warning"
        action={
          <Button color="inherit" size="small" href={ADMIN_PATHS.login}>
            {t('signIn')}
          </Button>
        }
      >
        <AlertTitle>{t('label')}</AlertTitle>
        {t('refused')}
      </Alert>
    </Container>
  );
}
