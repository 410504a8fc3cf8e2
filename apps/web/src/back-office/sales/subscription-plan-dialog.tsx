import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { type AdminSubscriptionPlan, TRIAL_DAYS_MAX } from '@screener/contracts/admin-subscription-plans';
import { type Currency, isCurrency } from '@screener/contracts/pricing';
import { SUBSCRIPTION_INTERVALS, type SubscriptionInterval } from '@screener/contracts/subscription';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { SelectField } from '../components/select-field';
import { SwitchField } from '../components/switch-field';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useSubscriptionEventChoices } from './event-choices';
import { EventIdsField } from './event-ids-field';
import { PriceFields } from './price-fields';
import { useSaveSubscriptionPlan } from './sales-api';

type SubscriptionPlanForm = {
  name: string;
  interval: SubscriptionInterval;
  price: string;
  currency: Currency;
  trial_days: string;
  all_events: boolean;
  screening_ids: number[];
  active: boolean;
};
const FIELDS = [
  'name',
  'interval',
  'price',
  'currency',
  'trial_days',
  'all_events',
  'screening_ids',
  'active',
] as const;

function formOf(plan: AdminSubscriptionPlan | null, currency: string): SubscriptionPlanForm {
  return {
    name: plan?.name ?? '',
    interval: plan?.interval ?? 'month',
    price: plan?.price ?? '',
    currency: plan?.currency ?? (isCurrency(currency) ? currency : 'EUR'),
    trial_days: String(plan?.trial_days ?? 0),
    all_events: plan?.all_events ?? true,
    screening_ids: plan?.screening_ids ?? [],
    active: plan?.active ?? true,
  };
}

/** Creates a subscription plan (`plan` null) or edits one; subscribers keep the price they pay. */
export function SubscriptionPlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: AdminSubscriptionPlan | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const fieldError = useAdminFieldErrorText();
  const save = useSaveSubscriptionPlan();
  const events = useSubscriptionEventChoices();
  const form = useForm<SubscriptionPlanForm>({ values: formOf(plan, company.currency) });
  const { errors } = form.formState;
  const allEvents = form.watch('all_events');
  const submission = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      const trial = values.trial_days.trim();
      const answer = await save.mutateAsync({
        ...values,
        // A blank or non-number is sent as is and the server names the field.
        trial_days: trial === '' ? Number.NaN : Number(trial),
        screening_ids: values.all_events ? [] : values.screening_ids,
        ...(plan ? { id: plan.id } : {}),
      });
      notify(
        t(answer.replaced_plan_id === null ? 'plans.saved' : 'subscriptionPlans.replaced', {
          name: values.name,
        }),
        'success',
      );
      onClose();
    },
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={plan ? t('subscriptionPlans.editTitle') : t('subscriptionPlans.newTitle')}
    >
      <DialogForm
        submission={submission}
        onCancel={onClose}
        cancelLabel={t('sales.cancel')}
        submitLabel={t('sales.save')}
      >
        {plan && plan.subscribers > 0 ? (
          <Alert severity="info">
            {t('subscriptionPlans.priceKept', {
              count: plan.subscribers,
              price: `${plan.price} ${plan.currency}`,
            })}
          </Alert>
        ) : null}
        <TextField
          {...form.register('name')}
          label={t('plans.fields.name')}
          required
          {...errorProps(fieldError, errors.name)}
        />
        <Controller
          control={form.control}
          name="interval"
          render={({ field }) => (
            <SelectField
              {...field}
              required
              label={t('subscriptionPlans.fields.interval')}
              error={Boolean(errors.interval)}
              helperText={
                fieldError(errors.interval?.message) ??
                (company.custom_properties.hide_yearly_plans && field.value === 'year'
                  ? t('subscriptionPlans.yearlyHiddenNote')
                  : undefined)
              }
              options={SUBSCRIPTION_INTERVALS.map((interval) => ({
                value: interval,
                label: t(`subscriptionPlans.intervals.${interval}`),
              }))}
            />
          )}
        />
        <PriceFields form={form} />
        <TextField
          {...form.register('trial_days')}
          label={t('subscriptionPlans.fields.trial_days')}
          type="number"
          slotProps={{ htmlInput: { min: 0, max: TRIAL_DAYS_MAX, dir: 'ltr' } }}
          {...errorProps(fieldError, errors.trial_days, t('subscriptionPlans.trialHelp'))}
        />
        <SwitchField
          control={form.control}
          name="all_events"
          label={t('subscriptionPlans.fields.all_events')}
        />
        {allEvents ? null : (
          <EventIdsField
            form={form}
            events={events}
            label={t('subscriptionPlans.fields.screening_ids')}
            help={t('subscriptionPlans.eventsHelp')}
          />
        )}
        <SwitchField control={form.control} name="active" label={t('plans.fields.active')} />
      </DialogForm>
    </FormDialog>
  );
}
