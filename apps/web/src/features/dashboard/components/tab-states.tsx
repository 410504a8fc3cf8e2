import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A tab with nothing to list, with the way to the upcoming events. */
export function TabEmpty({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', paddingBlock: 5, textAlign: 'center' }}>
      <Typography color="text.secondary">{message}</Typography>
      <Button variant="outlined" component={Link} to={routePath('screeners.upcoming')}>
        {t('dashboard.browseScreenings')}
      </Button>
    </Stack>
  );
}
