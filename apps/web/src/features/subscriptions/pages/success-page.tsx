import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { routePath } from '@screener/contracts/routes';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';
import { useSession } from '../../../api/session-store';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useOwnSubscription } from '../../../domain/viewer/own-subscription';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { LoadError } from '../../../ui/load-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { formatUnixDate } from '../subscription-format';
import '../subscription-texts';

/**
 * subscription.success (spec part 2 §2.10): the subscription's creation time and the way to the
 * dashboard's subscription tab; a viewer with no subscription goes back to the plans.
 */
export function SuccessPage() {
  const { t, i18n } = useTranslation('subscriptions');
  const company = useCurrentCompany();
  const session = useSession();
  const own = useOwnSubscription();
  useDocumentTitle(t('subscriptions.success.title'));

  if (!session) return <Navigate to={routePath('subscription.plans')} replace />;
  if (own.isPending) return <InlineSpinner label={t('subscriptions.loading')} />;
  if (own.isError)
    return <LoadError sentence="screenings.loadError" error={own.error} onRetry={() => void own.refetch()} />;
  const subscription = own.data.subscription;
  if (!subscription) return <Navigate to={routePath('subscription.plans')} replace />;
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 6 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h4" component="h1">
          {t('subscriptions.success.title')}
        </Typography>
        <Typography>
          {t('subscriptions.success.created', {
            date: formatUnixDate(subscription.created, i18n.language, company.timezone, true),
          })}
        </Typography>
        <Button
          variant="contained"
          component={Link}
          to={routePath('user.dashboard', {}, { tab: 'subscription' })}
        >
          {t('subscriptions.success.toDashboard')}
        </Button>
      </Stack>
    </Container>
  );
}
