import AddIcon from '@mui/icons-material/Add';
import TvIcon from '@mui/icons-material/Tv';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PairedDevice } from '@screener/contracts/devices';
import { routePath } from '@screener/contracts/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { formatEventTime } from '../../../domain/event/screener-state';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { usePairedDevices } from '../api';
import { AddDeviceDialog } from './add-device-dialog';
import { RemoveDeviceDialog } from './remove-device-dialog';
import '../../../i18n/tv/tv-texts';

/** The dashboard's TV app tab (spec part 2 §2.8): the paired TVs, add one by its code, remove one. */
export function TvAppTab() {
  const { t } = useTranslation('tv');
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PairedDevice | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography color="text.secondary" sx={{ flex: '1 1 16rem' }}>
          {t('tvApp.intro', { address: `${window.location.origin}${routePath('tv.home')}` })}
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
          {t('tvApp.add')}
        </Button>
      </Stack>
      <DeviceList onRemove={setRemoving} />
      <AddDeviceDialog open={adding} onClose={() => setAdding(false)} />
      <RemoveDeviceDialog device={removing} onClose={() => setRemoving(null)} />
    </Stack>
  );
}

function DeviceList({ onRemove }: { onRemove(device: PairedDevice): void }) {
  const { t, i18n } = useTranslation('tv');
  const devices = usePairedDevices();
  if (devices.isPending) return <InlineSpinner label={t('tvApp.loading')} />;
  if (devices.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void devices.refetch()}>
            {t('tvApp.retry')}
          </Button>
        }
      >
        {errorText(devices.error, t)}
      </Alert>
    );
  }
  if (devices.data.length === 0) {
    return (
      <Typography role="status" color="text.secondary" sx={{ paddingBlock: 3, textAlign: 'center' }}>
        {t('tvApp.empty')}
      </Typography>
    );
  }
  return (
    <Stack
      component="ul"
      spacing={1.5}
      aria-label={t('tvApp.listLabel')}
      sx={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {devices.data.map((device, index) => (
        <Paper
          key={device.id}
          component="li"
          variant="outlined"
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 2 }}
        >
          <TvIcon color="action" aria-hidden />
          <Stack spacing={0.5} sx={{ flex: '1 1 14rem', minInlineSize: 0 }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {t('tvApp.deviceName', { number: devices.data.length - index })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('tvApp.pairedAt', { date: formatEventTime(device.paired_at, i18n.language) })}
            </Typography>
            {device.last_seen_at ? (
              <Typography variant="body2" color="text.secondary">
                {t('tvApp.lastSeen', { date: formatEventTime(device.last_seen_at, i18n.language) })}
              </Typography>
            ) : null}
          </Stack>
          <Button
            color="error"
            variant="outlined"
            onClick={() => onRemove(device)}
            aria-label={t('tvApp.removeNamed', {
              name: t('tvApp.deviceName', { number: devices.data.length - index }),
            })}
          >
            {t('tvApp.remove')}
          </Button>
        </Paper>
      ))}
    </Stack>
  );
}
