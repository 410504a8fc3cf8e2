import TextField from '@mui/material/TextField';
import { ADMIN_PLAN_TYPES, type AdminPlan, type PlanTranslations } from '@screener/contracts/admin-plans';
import { type Currency, isCurrency } from '@screener/contracts/pricing';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { DialogForm, FormDialog } from '../../ui/form-dialog';
import { errorProps } from '../../ui/form-errors';
import { notify } from '../../ui/notifications';
import { useFormSubmit } from '../../ui/use-form-submit';
import { DatePickersProvider } from '../components/date-pickers-provider';
import { LanguageTabs } from '../components/language-tabs';
import { SelectField } from '../components/select-field';
import { SwitchField } from '../components/switch-field';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useEventChoices } from './event-choices';
import { EventIdsField } from './event-ids-field';
import { PriceFields } from './price-fields';
import { useSavePlan } from './sales-api';
import { ZonedDateTimeController } from './zoned-date-time-controller';

type PlanForm = {
  type: (typeof ADMIN_PLAN_TYPES)[number];
  name: string;
  price: string;
  currency: Currency;
  screening_ids: number[];
  purchasing_start_date: string | null;
  purchasing_end_date: string | null;
  festival_start_date: string | null;
  description: string;
  purchase_message: string;
  active: boolean;
  translations: PlanTranslations;
};
const FIELDS = [
  'type',
  'name',
  'price',
  'currency',
  'screening_ids',
  'purchasing_start_date',
  'purchasing_end_date',
  'festival_start_date',
  'description',
  'purchase_message',
] as const;
const DATE_FIELDS = ['purchasing_start_date', 'purchasing_end_date', 'festival_start_date'] as const;

function formOf(plan: AdminPlan | null, currency: string): PlanForm {
  return {
    type: plan?.type ?? 10,
    name: plan?.name ?? '',
    price: plan?.price ?? '',
    currency: plan?.currency ?? (isCurrency(currency) ? currency : 'EUR'),
    screening_ids: plan?.screening_ids ?? [],
    purchasing_start_date: plan?.purchasing_start_date ?? null,
    purchasing_end_date: plan?.purchasing_end_date ?? null,
    festival_start_date: plan?.festival_start_date ?? null,
    description: plan?.description ?? '',
    purchase_message: plan?.purchase_message ?? '',
    active: plan?.active ?? true,
    translations: plan?.translations ?? {},
  };
}

/** Creates a plan (`plan` null) or edits one; times are picked in the company's time zone. */
export function PlanDialog({
  open,
  plan,
  onClose,
}: {
  open: boolean;
  plan: AdminPlan | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const fieldError = useAdminFieldErrorText();
  const save = useSavePlan();
  const events = useEventChoices();
  const form = useForm<PlanForm>({ values: formOf(plan, company.currency) });
  const { errors } = form.formState;
  const submission = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      await save.mutateAsync({ ...values, ...(plan ? { id: plan.id } : {}) });
      notify(t('plans.saved', { name: values.name }), 'success');
      onClose();
    },
  });
  const dateField = (name: (typeof DATE_FIELDS)[number]) => (
    <ZonedDateTimeController control={form.control} name={name} label={t(`plans.fields.${name}`)} />
  );
  return (
    <DatePickersProvider>
      <FormDialog open={open} onClose={onClose} title={plan ? t('plans.editTitle') : t('plans.newTitle')}>
        <DialogForm
          submission={submission}
          onCancel={onClose}
          cancelLabel={t('sales.cancel')}
          submitLabel={t('sales.save')}
        >
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <SelectField
                {...field}
                required
                label={t('plans.fields.type')}
                {...errorProps(fieldError, errors.type)}
                options={ADMIN_PLAN_TYPES.map((type) => ({ value: type, label: t(`plans.types.${type}`) }))}
              />
            )}
          />
          <LanguageTabs
            label={t('translations.tabsLabel')}
            hasError={(code, isDefault) =>
              isDefault ? Boolean(errors.name || errors.description) : Boolean(errors.translations?.[code])
            }
            panel={(code, isDefault) =>
              (['name', 'description'] as const).map((name) => (
                <TextField
                  key={name}
                  {...form.register(isDefault ? name : `translations.${code}.${name}`)}
                  label={t(`plans.fields.${name}`)}
                  required={isDefault && name === 'name'}
                  multiline={name === 'description'}
                  minRows={name === 'description' ? 2 : undefined}
                  error={Boolean(isDefault ? errors[name] : errors.translations?.[code]?.[name])}
                  helperText={fieldError(
                    (isDefault ? errors[name] : errors.translations?.[code]?.[name])?.message,
                  )}
                  slotProps={isDefault ? undefined : { htmlInput: { lang: code, dir: 'auto' } }}
                />
              ))
            }
          />
          <PriceFields form={form} />
          <EventIdsField
            form={form}
            events={events}
            label={t('plans.fields.screening_ids')}
            help={t('plans.eventsHelp')}
          />
          {dateField('purchasing_start_date')}
          {dateField('purchasing_end_date')}
          {dateField('festival_start_date')}
          <TextField
            {...form.register('purchase_message')}
            label={t('plans.fields.purchase_message')}
            multiline
            minRows={2}
            {...errorProps(fieldError, errors.purchase_message, t('plans.purchaseMessageHelp'))}
          />
          <SwitchField control={form.control} name="active" label={t('plans.fields.active')} />
        </DialogForm>
      </FormDialog>
    </DatePickersProvider>
  );
}
