import Button from '@mui/material/Button';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { useIsSubscribed } from '../../../domain/viewer/own-subscription';
import { useEnrollmentAction } from '../../enrollment';
import { eventMainButtons } from '../event-main-buttons';

/**
 * The hero's main button: the first of the buttons the overview offers for this event (Watch, Buy
 * ticket or Participate by the spec's rules), acting as it does there.
 */
export function HeroButton({ screener, archived }: { screener: Screener; archived: boolean }) {
  const { t } = useTranslation();
  const act = useEnrollmentAction(screener);
  const subscribed = useIsSubscribed();
  const buttons = eventMainButtons(screener, archived, subscribed);
  if (buttons.main) {
    const watch = buttons.main.action === 'watch';
    return (
      <Button
        variant="contained"
        size="large"
        disabled={buttons.disabled}
        onClick={() => act(watch ? 'watch' : 'buy_ticket')}
      >
        {buttons.main.label === 'watch' ? t('screenings.buttons.watch') : t('screenings.buttons.buyTicket')}
      </Button>
    );
  }
  if (buttons.participate) {
    return (
      <Button variant="contained" size="large" disabled={buttons.disabled} onClick={() => act('participate')}>
        {buttons.participate.label === 'participate'
          ? t('screenings.buttons.participate')
          : t('screenings.buttons.watch')}
      </Button>
    );
  }
  return null;
}
