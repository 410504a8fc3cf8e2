import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { getContrastRatio } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { parseApiDateTime } from '@screener/contracts/dates';
import type { CheckInTicketResponse } from '@screener/contracts/ticket-check-in';
import { useTranslation } from 'react-i18next';

export type DoorVerdict =
  | { kind: 'answer'; answer: CheckInTicketResponse }
  | { kind: 'refused'; reason: string };

/** Black or white, whichever reads better on the background (MUI's own choice settles for 3:1). */
const readableOn = (background: string) =>
  getContrastRatio(background, '#fff') >= getContrastRatio(background, '#000') ? '#fff' : '#000';

const LOOKS = {
  admitted: { color: 'success', Icon: CheckCircleIcon },
  already_admitted: { color: 'warning', Icon: ErrorIcon },
  refused: { color: 'error', Icon: CancelIcon },
} as const;

/**
 * The door's verdict in large text and its own colour: admitted (green), already admitted (amber:
 * who holds it, the seats, when and by whom it was first let in) or refused (red: why).
 */
export function CheckInResult({ verdict, timezone }: { verdict: DoorVerdict; timezone: string }) {
  const { t, i18n } = useTranslation('admin');
  const look = LOOKS[verdict.kind === 'refused' ? 'refused' : verdict.answer.result];
  const heading =
    verdict.kind === 'refused'
      ? t('door.refused')
      : verdict.answer.result === 'admitted'
        ? t('door.admitted')
        : t('door.alreadyAdmitted');
  const ticket = verdict.kind === 'answer' ? verdict.answer.ticket : null;
  const admittedAt = ticket
    ? new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'medium',
        timeZone: timezone,
      }).format(parseApiDateTime(ticket.admitted_at))
    : null;
  return (
    <Paper
      role="status"
      aria-live="assertive"
      elevation={0}
      sx={{
        padding: 3,
        borderInlineStart: 12,
        borderColor: `${look.color}.main`,
        bgcolor: (theme) => theme.palette[look.color].light,
        color: (theme) => readableOn(theme.palette[look.color].light),
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', marginBlockEnd: 1 }}>
        <look.Icon aria-hidden sx={{ fontSize: 56 }} />
        <Typography component="p" sx={{ fontSize: { xs: 34, sm: 44 }, fontWeight: 800, lineHeight: 1.1 }}>
          {heading}
        </Typography>
      </Stack>
      {verdict.kind === 'refused' ? (
        <Typography sx={{ fontSize: 22 }}>{verdict.reason}</Typography>
      ) : (
        ticket && (
          <Stack
            component="dl"
            spacing={0.5}
            sx={{ margin: 0, fontSize: 22, '& dd': { margin: 0, fontWeight: 700 } }}
          >
            <dt>{t('door.holder')}</dt>
            <dd>{ticket.holder_name}</dd>
            <dt>{t('door.seats')}</dt>
            <dd>{ticket.seat_labels.join(', ')}</dd>
            <dt>{t('door.event')}</dt>
            <dd>{ticket.screener_title}</dd>
            <dt>{t('door.firstAdmittedAt')}</dt>
            <dd>{admittedAt}</dd>
            {/* Who let the ticket in matters when it is shown again, not to whoever just did. */}
            {verdict.kind === 'answer' &&
            verdict.answer.result === 'already_admitted' &&
            ticket.admitted_by ? (
              <>
                <dt>{t('door.admittedBy')}</dt>
                <dd>{ticket.admitted_by}</dd>
              </>
            ) : null}
          </Stack>
        )
      )}
    </Paper>
  );
}
