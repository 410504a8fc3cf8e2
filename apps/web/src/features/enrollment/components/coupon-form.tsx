import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CouponState } from '@screener/contracts/coupons';
import { zCouponCode } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { checkPlanCoupon } from '../api';

const ZCouponForm = z.object({ coupon_code: zCouponCode });

export type AppliedCoupon = { code: string; state: CouponState };

/**
 * The coupon form of the payment step (spec part 2 §5: required, exactly 6 letters or digits). The
 * server prices the plan with the coupon; one it cannot use is said so beside the field.
 */
export function CouponForm(props: {
  pricingId: number;
  applied: AppliedCoupon | null;
  disabled: boolean;
  onChange: (coupon: AppliedCoupon | null) => void;
}) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const fieldError = useFieldErrorText();
  const form = useForm<z.infer<typeof ZCouponForm>>({
    resolver: zodResolver(ZCouponForm),
    defaultValues: { coupon_code: '' },
  });
  const { errors } = form.formState;

  const refuse = (message: string) => form.setError('coupon_code', { type: 'server', message });

  const { submit, busy } = useFormSubmit(form, {
    fields: [],
    action: async ({ coupon_code }) => {
      const code = coupon_code.toUpperCase();
      const { coupon } = await checkPlanCoupon({
        pricing_id: props.pricingId,
        coupon_code: code,
        company_id: company.id,
      });
      if (coupon.applicable) props.onChange({ code, state: coupon });
      else refuse(t('enrollment.coupon.invalid'));
    },
    onError: refuse,
  });

  if (props.applied) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography role="status">
          {t('enrollment.coupon.applied', {
            code: props.applied.code,
            percent: props.applied.state.discount_percentage,
          })}
        </Typography>
        <Button disabled={props.disabled} onClick={() => props.onChange(null)}>
          {t('enrollment.coupon.remove')}
        </Button>
      </Stack>
    );
  }
  return (
    <FormShell
      onSubmit={submit}
      label={t('enrollment.coupon.title')}
      busy={props.disabled || busy}
      row
      sx={{ alignItems: 'flex-start' }}
    >
      <TextField
        {...form.register('coupon_code')}
        label={t('enrollment.coupon.code')}
        size="small"
        autoComplete="off"
        {...errorProps(fieldError, errors.coupon_code)}
        // The refusal is read out as it appears; the field is disabled while checking, so focus cannot carry it.
        // No length cap on the input: a longer code typed or pasted is refused with the rule, never cut.
        slotProps={{ formHelperText: { role: 'alert' } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="outlined" loading={busy}>
        {t('enrollment.coupon.apply')}
      </Button>
    </FormShell>
  );
}
