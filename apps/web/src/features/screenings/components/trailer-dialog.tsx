import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from 'react-i18next';
import { TrailerPlayer } from '../../../domain/event/trailer-player';

/** The trailer preview (spec part 2 §2.13); full screen on phones. */
export function TrailerDialog(props: { open: boolean; onClose(): void; title: string; link: string | null }) {
  const { t } = useTranslation();
  const phone = useMediaQuery('(max-width:959px)');
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby="trailer-dialog-title"
    >
      <DialogTitle id="trailer-dialog-title" sx={{ paddingInlineEnd: 6 }}>
        {t('screenings.trailer.title', { title: props.title })}
      </DialogTitle>
      <IconButton
        aria-label={t('common.close')}
        onClick={props.onClose}
        sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        {props.open ? <TrailerPlayer link={props.link} title={props.title} /> : null}
      </DialogContent>
    </Dialog>
  );
}
