import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Marks an event that is running now. */
export function LiveChip() {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color="error"
      icon={<FiberManualRecordIcon aria-hidden />}
      label={t('screenings.card.live')}
      sx={{ alignSelf: 'flex-start', fontWeight: 700 }}
    />
  );
}
