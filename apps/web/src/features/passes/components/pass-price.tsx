import Typography from '@mui/material/Typography';
import { currencySymbol } from '@screener/contracts/pricing';
import type { PricingPlan } from '@screener/contracts/pricing-plans';

export function PassPrice({ pass }: { pass: Pick<PricingPlan, 'currency' | 'price'> }) {
  return (
    <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
      <bdi>
        {currencySymbol(pass.currency)}
        {pass.price}
      </bdi>
    </Typography>
  );
}
