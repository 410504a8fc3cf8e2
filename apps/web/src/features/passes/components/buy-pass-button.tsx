import Button from '@mui/material/Button';
import type { PricingPlan } from '@screener/contracts/pricing-plans';
import { useTranslation } from 'react-i18next';
import { useEnrollmentDialog } from '../../../domain/enrollment/enrollment-dialog-context';

/** Buy opens the enrollment dialog in pass mode (spec part 2 §2.9), which asks a guest to log in first. */
export function BuyPassButton({ pass, disabled = false }: { pass: PricingPlan; disabled?: boolean }) {
  const { t } = useTranslation();
  const dialog = useEnrollmentDialog();
  return (
    <Button
      variant="contained"
      disabled={disabled}
      aria-label={t('passes.buyNamed', { name: pass.name })}
      onClick={() => dialog.open({ mode: 'pass', pricingPlan: pass })}
    >
      {t('passes.buy')}
    </Button>
  );
}
