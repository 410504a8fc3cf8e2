import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';

/**
 * The donation dialog shown after enrolling in an event that takes donations (spec part 2 §4.6);
 * Donate leads where the overview's Donate button does.
 */
export function DonationStep(props: { screener: Screener; href: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('enrollment.donation.title')}
      </Typography>
      <Typography>
        {props.screener.donation?.purpose
          ? t('enrollment.donation.purpose', { purpose: props.screener.donation.purpose })
          : t('enrollment.donation.intro', { title: props.screener.title })}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={props.onDone}>{t('enrollment.donation.notNow')}</Button>
        <Button
          variant="contained"
          startIcon={<VolunteerActivismIcon />}
          href={props.href}
          onClick={props.onDone}
        >
          {t('enrollment.donation.donate')}
        </Button>
      </Stack>
    </Stack>
  );
}
