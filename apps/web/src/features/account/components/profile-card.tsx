import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsumerProfile } from '@screener/contracts/auth';
import { ZProfileForm } from '@screener/contracts/phone-forms';
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../api/error-text';
import { errorProps, useFieldErrorText } from '../../../ui/form-errors';
import { FormShell } from '../../../ui/form-shell';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { notify } from '../../../ui/notifications';
import { useFormSubmit } from '../../../ui/use-form-submit';
import { useCustomer } from '../api';
import { useUpdateProfile } from '../phone-form-api';
import { usePhoneCountry } from '../use-phone-country';
import { ChangePasswordDialog } from './change-password-dialog';
import { NameField } from './name-field';
import { PersonalDataSection } from './personal-data-section';
import { PhoneField } from './phone-field';

type ProfileInput = z.input<typeof ZProfileForm>;
const FIELDS = ['name', 'city', 'phone'] as const;

/** Spec part 2 §2.8 profile tab: view and edit (name, city, phone), email read-only, change password. */
export function ProfileCard() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const [editing, setEditing] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  if (customer.isPending) return <InlineSpinner label={t('account.loadingProfile')} />;
  if (customer.isError) return <Alert severity="error">{errorText(customer.error, t)}</Alert>;
  const consumer = customer.data;

  return (
    <Card component="section" aria-labelledby="profile-heading">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Avatar aria-hidden="true">{(consumer.name ?? consumer.email).charAt(0).toUpperCase()}</Avatar>
            <Typography id="profile-heading" variant="h5" component="h2">
              {t('account.myProfile')}
            </Typography>
          </Stack>
          <TextField
            label={t('account.email')}
            value={consumer.email}
            slotProps={{ input: { readOnly: true } }}
          />
          {editing ? (
            <ProfileForm consumer={consumer} onDone={() => setEditing(false)} />
          ) : (
            <>
              <ProfileLine label={t('account.name')} value={consumer.name} />
              <ProfileLine label={t('account.city')} value={consumer.city} />
              <ProfileLine
                label={t('account.phone')}
                value={
                  consumer.phone
                    ? (parsePhoneNumberFromString(consumer.phone)?.formatInternational() ?? consumer.phone)
                    : null
                }
              />
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'center' }}
              >
                <Link component="button" type="button" onClick={() => setPasswordOpen(true)}>
                  {t('account.changePassword')}
                </Link>
                <Button variant="contained" onClick={() => setEditing(true)}>
                  {t('account.edit')}
                </Button>
              </Stack>
            </>
          )}
          <PersonalDataSection consumer={consumer} />
        </Stack>
      </CardContent>
      <ChangePasswordDialog open={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Card>
  );
}

function ProfileLine({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography dir="auto">{value || t('account.notSet')}</Typography>
    </div>
  );
}

function ProfileForm({ consumer, onDone }: { consumer: ConsumerProfile; onDone: () => void }) {
  const { t } = useTranslation();
  const fieldError = useFieldErrorText();
  const update = useUpdateProfile();
  const defaultCountry = usePhoneCountry(consumer.country_code);
  const [chosenCountry, setCountry] = useState<CountryCode | null>(null);
  const country = chosenCountry ?? defaultCountry;
  const form = useForm<ProfileInput, unknown, z.output<typeof ZProfileForm>>({
    resolver: zodResolver(ZProfileForm),
    defaultValues: { name: consumer.name ?? '', city: consumer.city ?? '', phone: consumer.phone ?? '' },
  });
  const { errors } = form.formState;
  const nameLength = form.watch('name').length;

  const { submit, busy, formError } = useFormSubmit(form, {
    fields: FIELDS,
    action: async (values) => {
      await update.mutateAsync({
        name: values.name,
        city: values.city || null,
        phone: values.phone,
        country_code: values.phone
          ? (parsePhoneNumberFromString(values.phone)?.country ?? country)
          : consumer.country_code,
      });
      notify(t('account.profileUpdated'), 'success');
      onDone();
    },
  });

  return (
    <FormShell onSubmit={submit} busy={busy} error={formError}>
      <NameField registration={form.register('name')} length={nameLength} error={errors.name?.message} />
      <TextField
        {...form.register('city')}
        label={t('account.city')}
        autoComplete="address-level2"
        {...errorProps(fieldError, errors.city)}
      />
      <Controller
        control={form.control}
        name="phone"
        render={({ field }) => (
          <PhoneField
            label={t('account.phone')}
            value={field.value ?? ''}
            onChange={(value, nextCountry) => {
              setCountry(nextCountry);
              field.onChange(value);
            }}
            defaultCountry={country}
            helperText={t('account.phoneTip')}
            error={fieldError(errors.phone?.message)}
          />
        )}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={onDone}>{t('account.cancel')}</Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('account.save')}
        </Button>
      </Stack>
    </FormShell>
  );
}
