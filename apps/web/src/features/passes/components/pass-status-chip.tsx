import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { PassOwnership } from '../pass-ownership';

/** The Purchased badge, or that the pass's payment is still being processed. */
export function PassStatusChip({ ownership }: { ownership: PassOwnership }) {
  const { t } = useTranslation();
  if (ownership === 'purchased') return <Chip color="success" size="small" label={t('passes.purchased')} />;
  if (ownership === 'in_payment')
    return <Chip color="warning" size="small" label={t('passes.paymentInProcess')} />;
  return null;
}
