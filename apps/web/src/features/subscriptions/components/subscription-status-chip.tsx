import Chip from '@mui/material/Chip';
import type { SubscriptionStatus } from '@screener/contracts/subscription';
import { useTranslation } from 'react-i18next';
import '../subscription-texts';

const COLORS: Record<SubscriptionStatus, 'success' | 'info' | 'warning' | 'default'> = {
  active: 'success',
  trialing: 'info',
  past_due: 'warning',
  incomplete: 'warning',
  canceled: 'default',
};

export function SubscriptionStatusChip({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation('subscriptions');
  return <Chip size="small" color={COLORS[status]} label={t(`subscriptions.status.${status}`)} />;
}
