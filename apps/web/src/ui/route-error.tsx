import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { useTranslation } from 'react-i18next';

/** A page that failed to load or render (e.g. a stale chunk after a deploy) offers a reload. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 8 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
        }
      >
        {t('app.routeError')}
      </Alert>
    </Container>
  );
}
