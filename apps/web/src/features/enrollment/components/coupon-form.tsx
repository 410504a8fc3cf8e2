import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CouponState } from '@screener/contracts/purchase';
import { zCouponCode } from '@screener/contracts/validation';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { useFieldErrorText } from '../../../ui/form-errors';
import { useFocusFieldInError } from '../../../ui/use-focus-field-in-error';
import { useCurrentCompany } from '../../companies/current-company-context';
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
  useFocusFieldInError(form);
  const { errors, isSubmitting } = form.formState;

  const refuse = (message: string) => form.setError('coupon_code', { type: 'server', message });

  const submit = form.handleSubmit(async ({ coupon_code }) => {
    const code = coupon_code.toUpperCase();
    try {
      const { coupon } = await checkPlanCoupon({
        pricing_id: props.pricingId,
        coupon_code: code,
        company_id: company.id,
      });
      if (coupon.applicable) props.onChange({ code, state: coupon });
      else refuse(t('enrollment.coupon.invalid'));
    } catch (error) {
      refuse(errorText(error, t));
    }
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
    <form noValidate onSubmit={submit} aria-label={t('enrollment.coupon.title')}>
      <Stack
        component="fieldset"
        direction="row"
        spacing={1}
        disabled={props.disabled || isSubmitting}
        sx={{ border: 0, padding: 0, margin: 0, alignItems: 'flex-start' }}
      >
        <TextField
          {...form.register('coupon_code')}
          label={t('enrollment.coupon.code')}
          size="small"
          autoComplete="off"
          error={Boolean(errors.coupon_code)}
          helperText={fieldError(errors.coupon_code?.message)}
          // The refusal is read out as it appears; the field is disabled while checking, so focus cannot carry it.
          slotProps={{ htmlInput: { maxLength: 6 }, formHelperText: { role: 'alert' } }}
          sx={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="outlined" loading={isSubmitting}>
          {t('enrollment.coupon.apply')}
        </Button>
      </Stack>
    </form>
  );
}
