import ChatIcon from '@mui/icons-material/Chat';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { routePath } from '@screener/contracts/routes';
import type { Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../api/session-store';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useIsSubscribed } from '../../../domain/viewer/own-subscription';
import { useChatRoomOverview } from '../../chat-room';
import { DonationFormFields, donationForm, useEnrollmentAction } from '../../enrollment';
import { useWaitlist, WaitlistPanel } from '../../waitlist';
import { eventMainButtons } from '../event-main-buttons';

/**
 * The overview's buttons: main, participate and venue ticket by the spec's rules, then donate and
 * chat. Where no place is left for the viewer, the waitlist stands instead of buying.
 */
export function EventButtons({
  screener,
  archived,
  seatsSoldOut,
}: {
  screener: Screener;
  archived: boolean;
  /** The seats line says no seat is left (what a guest knows). */
  seatsSoldOut: boolean;
}) {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const act = useEnrollmentAction(screener);
  const subscribed = useIsSubscribed();
  const signedIn = useSession() !== null;
  // An event sold by its seat chart has no line: a freed seat is anyone's on the chart.
  const hasWaitlist =
    Boolean(screener.limitation) && !screener.physical_venue && !archived && !screener.is_enrolled;
  const waitlist = useWaitlist(screener.id, { enabled: signedIn && hasWaitlist });
  const soldOut = hasWaitlist && (signedIn ? Boolean(waitlist.data?.sold_out) : seatsSoldOut);
  const all = eventMainButtons(screener, archived, subscribed);
  // Sold out for this viewer means they hold no place: only buying buttons were left to show.
  const buttons = soldOut
    ? {
        ...all,
        main: all.main?.label === 'watch' ? all.main : null,
        participate: null,
        buyVenueTicket: false,
      }
    : all;
  const donation = screener.is_enrolled
    ? donationForm(screener, company.currency, window.location.origin)
    : null;
  const showChat = screener.allow_chat_room && screener.chat_room !== null;
  // Spec part 2 §4.8: the button reads Chat for a member of the room and Register otherwise.
  const chatRoom = useChatRoomOverview(screener.id, { enabled: showChat && signedIn });
  const registered = !signedIn || Boolean(chatRoom.data?.me);

  return (
    <Stack spacing={2}>
      <Stack
        role="group"
        aria-label={t('screenings.buttons.actions')}
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {buttons.main ? (
          <Button
            variant="contained"
            size="large"
            disabled={buttons.disabled}
            onClick={() => act(buttons.main?.action === 'watch' ? 'watch' : 'buy_ticket')}
          >
            {buttons.main.label === 'watch'
              ? t('screenings.buttons.watch')
              : t('screenings.buttons.buyTicket')}
          </Button>
        ) : null}
        {buttons.participate ? (
          <Button
            variant="contained"
            size="large"
            disabled={buttons.disabled}
            onClick={() => act('participate')}
          >
            {buttons.participate.label === 'participate'
              ? t('screenings.buttons.participate')
              : t('screenings.buttons.watch')}
          </Button>
        ) : null}
        {buttons.buyVenueTicket ? (
          <Button
            variant="outlined"
            size="large"
            disabled={buttons.disabled}
            onClick={() => act('buy_venue_ticket')}
          >
            {t('screenings.buttons.buyVenueTicket')}
          </Button>
        ) : null}
        {donation ? (
          // Donating leaves the site for the provider's page, which returns to the dashboard.
          <form method="post" action={donation.action}>
            <DonationFormFields form={donation} />
            <Button
              type="submit"
              variant="outlined"
              size="large"
              startIcon={<VolunteerActivismIcon />}
              disabled={buttons.disabled}
              title={
                screener.donation?.purpose
                  ? t('screenings.overview.donateFor', { purpose: screener.donation.purpose })
                  : undefined
              }
            >
              {t('screenings.overview.donate')}
            </Button>
          </form>
        ) : null}
        {showChat ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ChatIcon />}
            component={Link}
            to={routePath(
              'screeners.chatroom.overview',
              { screener_id: screener.id },
              registered ? {} : { join: '1' },
            )}
            disabled={buttons.disabled}
          >
            {registered ? t('screenings.overview.chat') : t('screenings.overview.chatRegister')}
          </Button>
        ) : null}
      </Stack>
      {hasWaitlist ? <WaitlistPanel screener={screener} soldOut={seatsSoldOut} /> : null}
    </Stack>
  );
}
