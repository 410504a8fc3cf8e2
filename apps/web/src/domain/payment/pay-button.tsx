import Button from '@mui/material/Button';
import { currencySymbol } from '@screener/contracts/pricing';
import { useTranslation } from 'react-i18next';

/**
 * The submit button of a gateway form, naming what is charged ("Pay €12.50"), or, where nothing
 * is charged now, what the press does instead ("Start free trial").
 */
export function PayButton({
  total,
  currency,
  busy,
  disabled = false,
  label,
}: {
  total: string;
  currency: string;
  busy: boolean;
  /** The form still lacks something the provider needs. */
  disabled?: boolean;
  /** In place of "Pay …" when the press charges nothing now. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <Button type="submit" variant="contained" disabled={disabled} loading={busy}>
      {label ?? t('enrollment.card.pay', { amount: `${currencySymbol(currency)}${total}` })}
    </Button>
  );
}
