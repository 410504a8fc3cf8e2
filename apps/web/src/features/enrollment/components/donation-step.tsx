import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { StepHeading } from '../../../domain/payment/step-heading';
import type { DonationForm } from '../donation-form';
import { DonationFormFields } from './donation-form-fields';

/**
 * The donation dialog shown after enrolling in an event that takes donations (spec part 2 §4.6).
 * Donate posts the provider's donation form (§7.6), which leaves the site; the provider returns
 * the viewer to the dashboard.
 */
export function DonationStep(props: { screener: Screener; form: DonationForm; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack component="form" method="post" action={props.form.action} spacing={2}>
      <DonationFormFields form={props.form} />
      <StepHeading>{t('enrollment.donation.title')}</StepHeading>
      <Typography>
        {props.screener.donation?.purpose
          ? t('enrollment.donation.purpose', { purpose: props.screener.donation.purpose })
          : t('enrollment.donation.intro', { title: props.screener.title })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onDone}>{t('enrollment.donation.notNow')}</Button>
        <Button type="submit" variant="contained" startIcon={<VolunteerActivismIcon />}>
          {t('enrollment.donation.donate')}
        </Button>
      </Stack>
    </Stack>
  );
}
