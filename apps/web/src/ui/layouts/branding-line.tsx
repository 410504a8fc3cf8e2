import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@screener/contracts/api';
import { useTranslation } from 'react-i18next';

/** The footer's last line: the company's powered-by message, or the product's own line (spec part 1 §2). */
export function BrandingLine({ poweredByMessage }: { poweredByMessage?: string | null | undefined }) {
  const { t } = useTranslation();
  return (
    <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
      {poweredByMessage ||
        t('footer.poweredBy', {
          year: new Date().getFullYear(),
          product: t('common.productName'),
          version: APP_VERSION,
        })}
    </Typography>
  );
}
