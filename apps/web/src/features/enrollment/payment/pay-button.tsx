import Button from '@mui/material/Button';
import { currencySymbol } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';

/** The submit button of a gateway form, naming what is charged ("Pay €12.50"). */
export function PayButton({
  total,
  currency,
  busy,
  disabled = false,
}: {
  total: string;
  currency: string;
  busy: boolean;
  /** The form still lacks something the provider needs. */
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" variant="contained" disabled={disabled} loading={busy}>
      {t('enrollment.card.pay', { amount: `${currencySymbol(currency)}${total}` })}
    </Button>
  );
}
