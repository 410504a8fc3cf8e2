import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { EventSaleChange } from '@screener/contracts/admin-events';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from './event-time';

/**
 * The server refused to take from the event's buyers what they paid for without a confirmation:
 * this lists each change it named and saves again only when the manager agrees.
 */
export function ConfirmChangesDialog({
  changes,
  timezone,
  onConfirm,
  onClose,
}: {
  changes: EventSaleChange[] | null;
  timezone: string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const language = i18n.resolvedLanguage ?? 'en';
  const time = (value: string) => formatEventTime(value, timezone, language);
  return (
    <Dialog open={changes !== null} onClose={onClose} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('events.confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('events.confirm.text')}</DialogContentText>
        <ul>
          {(changes ?? []).map((change) => (
            <li key={change.field}>
              {change.field === 'films'
                ? t('events.confirm.filmsRemoved', {
                    titles: change.removed.map((film) => film.title).join(', '),
                  })
                : t(change.field === 'starts_at' ? 'events.confirm.startMoves' : 'events.confirm.endMoves', {
                    before: time(change.before),
                    after: time(change.after),
                  })}
            </li>
          ))}
        </ul>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('events.confirm.cancel')}</Button>
        <Button variant="contained" color="warning" onClick={onConfirm}>
          {t('events.confirm.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
