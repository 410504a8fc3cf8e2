import TextField from '@mui/material/TextField';
import { COUPON_BATCH_MAX } from '@screener/contracts/admin-coupons';
import { adminFieldMessage } from '@screener/contracts/admin-messages';
import { COUPON_CODE_PATTERN } from '@screener/contracts/coupons';
import { type Control, Controller, type FieldErrors, type UseFormRegister, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { DatePickersProvider } from '../components/date-pickers-provider';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { IdsField } from './ids-field';
import { useCreateCoupon, useCreateCouponBatch, usePlanChoices } from './sales-api';
import { ZonedDateTimeController } from './zoned-date-time-controller';

/** What one coupon and a batch share: percent, expiry, uses per code and plans. */
type RulesForm = { percent_off: string; valid_until: string | null; max_uses: string; plan_ids: number[] };
type CouponForm = RulesForm & { code: string };
type BatchForm = RulesForm & { count: string };
const RULE_FIELDS = ['percent_off', 'valid_until', 'max_uses', 'plan_ids'] as const;
const EMPTY_RULES: RulesForm = { percent_off: '', valid_until: null, max_uses: '', plan_ids: [] };

/** Numbers as typed; a blank or non-number is sent as is and the server names the field. */
const numberOf = (value: string) => (value.trim() === '' ? Number.NaN : Number(value));

function rulesPayload(values: RulesForm) {
  return {
    percent_off: numberOf(values.percent_off),
    valid_until: values.valid_until,
    max_uses: values.max_uses.trim() === '' ? null : numberOf(values.max_uses),
    plan_ids: values.plan_ids,
  };
}

/** The fields of a coupon's rules, shared by the one-coupon and the batch dialogs. */
function RulesFields<F extends RulesForm>(props: {
  control: Control<F>;
  register: UseFormRegister<F>;
  errors: FieldErrors<RulesForm>;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const plans = usePlanChoices();
  const names = new Map((plans.data?.rows ?? []).map((plan) => [plan.id, plan.name]));
  const control = props.control as unknown as Control<RulesForm>;
  const register = props.register as unknown as UseFormRegister<RulesForm>;
  const { errors } = props;
  return (
    <>
      <TextField
        {...register('percent_off')}
        label={t('coupons.fields.percent_off')}
        required
        type="number"
        slotProps={{ htmlInput: { min: 1, max: 100, dir: 'ltr' } }}
        {...errorProps(fieldError, errors.percent_off)}
      />
      <ZonedDateTimeController control={control} name="valid_until" label={t('coupons.fields.valid_until')} />
      <TextField
        {...register('max_uses')}
        label={t('coupons.fields.max_uses')}
        type="number"
        slotProps={{ htmlInput: { min: 1, dir: 'ltr' } }}
        {...errorProps(fieldError, errors.max_uses, t('coupons.maxUsesHelp'))}
      />
      <Controller
        control={control}
        name="plan_ids"
        render={({ field }) => (
          <IdsField
            field={field}
            options={[...names.keys()]}
            labelOf={(id) => names.get(id) ?? `#${id}`}
            loading={plans.isPending}
            label={t('coupons.fields.plan_ids')}
            {...errorProps(fieldError, errors.plan_ids, t('coupons.plansHelp'))}
          />
        )}
      />
    </>
  );
}

export function CouponDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const create = useCreateCoupon();
  const form = useForm<CouponForm>({ defaultValues: { code: '', ...EMPTY_RULES } });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submission = useFormSubmit(form, {
    fields: ['code', ...RULE_FIELDS],
    action: async (values) => {
      const { coupon } = await create.mutateAsync({ code: values.code, ...rulesPayload(values) });
      notify(t('coupons.created', { code: coupon.code }), 'success');
      close();
    },
  });
  return (
    <DatePickersProvider>
      <FormDialog open={open} onClose={close} title={t('coupons.newTitle')}>
        <DialogForm
          submission={submission}
          onCancel={close}
          cancelLabel={t('sales.cancel')}
          submitLabel={t('sales.create')}
        >
          <TextField
            {...form.register('code', {
              // A longer code is refused with the rule, never cut to its first six characters.
              validate: (code) => COUPON_CODE_PATTERN.test(code.trim()) || adminFieldMessage('coupon_code'),
            })}
            label={t('coupons.fields.code')}
            required
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
            {...errorProps(fieldError, errors.code, t('coupons.codeHelp'))}
          />
          <RulesFields control={form.control} register={form.register} errors={errors} />
        </DialogForm>
      </FormDialog>
    </DatePickersProvider>
  );
}

export function CouponBatchDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const { t } = useTranslation('admin');
  const fieldError = useAdminFieldErrorText();
  const create = useCreateCouponBatch();
  const form = useForm<BatchForm>({ defaultValues: { count: '10', ...EMPTY_RULES } });
  const { errors } = form.formState;
  const close = () => {
    form.reset();
    onClose();
  };
  const submission = useFormSubmit(form, {
    fields: ['count', ...RULE_FIELDS],
    action: async (values) => {
      const answer = await create.mutateAsync({
        count: numberOf(values.count),
        ...rulesPayload(values),
      });
      notify(t('coupons.batchCreated', { count: answer.created }), 'success');
      onCreated();
      close();
    },
  });
  return (
    <DatePickersProvider>
      <FormDialog open={open} onClose={close} title={t('coupons.batchTitle')}>
        <DialogForm
          submission={submission}
          intro={t('coupons.batchIntro')}
          onCancel={close}
          cancelLabel={t('sales.cancel')}
          submitLabel={t('sales.create')}
        >
          <TextField
            {...form.register('count')}
            label={t('coupons.fields.count')}
            required
            autoFocus
            type="number"
            slotProps={{ htmlInput: { min: 1, max: COUPON_BATCH_MAX, dir: 'ltr' } }}
            error={Boolean(errors.count)}
            helperText={
              fieldError(errors.count?.message) ?? t('coupons.countHelp', { max: COUPON_BATCH_MAX })
            }
          />
          <RulesFields control={form.control} register={form.register} errors={errors} />
        </DialogForm>
      </FormDialog>
    </DatePickersProvider>
  );
}
