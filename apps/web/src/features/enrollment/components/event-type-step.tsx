import PlaceIcon from '@mui/icons-material/Place';
import TvIcon from '@mui/icons-material/Tv';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChosenEventType } from '@screener/contracts/enrollment-decision';
import { EVENT_TYPES } from '@screener/contracts/event';
import type { Screener } from '@screener/contracts/screener';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatEventTime } from '../../../domain/event/screener-state';
import { StepHeading } from '../../../domain/payment/step-heading';

/** The event-type choice of an event with both parts (spec part 2 §2.11): online or at the venue. */
export function EventTypeStep({
  screener,
  onChoose,
}: {
  screener: Screener;
  onChoose: (type: ChosenEventType) => void;
}) {
  const { t, i18n } = useTranslation();
  const startsAt = formatEventTime(screener.screening_starts_at, i18n.language);
  // The hall the seats are sold in, else the event's venue line.
  const hall = screener.physical_venue;
  const venue = hall ? [hall.name, hall.address].filter(Boolean).join(', ') : screener.venue;
  return (
    <Stack spacing={2}>
      <StepHeading>{t('enrollment.eventType.title')}</StepHeading>
      <TypeCard
        icon={<TvIcon aria-hidden />}
        title={t('enrollment.eventType.virtual')}
        lines={[t('enrollment.eventType.startsAt', { time: startsAt }), t('enrollment.eventType.online')]}
        onClick={() => onChoose(EVENT_TYPES.virtual)}
      />
      <TypeCard
        icon={<PlaceIcon aria-hidden />}
        title={t('enrollment.eventType.physical')}
        lines={[
          t('enrollment.eventType.startsAt', { time: startsAt }),
          venue ? t('enrollment.eventType.venue', { venue }) : null,
        ]}
        onClick={() => onChoose(EVENT_TYPES.physical)}
      />
    </Stack>
  );
}

function TypeCard(props: { icon: ReactNode; title: string; lines: (string | null)[]; onClick: () => void }) {
  return (
    <Card variant="outlined">
      <CardActionArea onClick={props.onClick}>
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {props.icon}
            <Typography variant="subtitle1" component="h3">
              {props.title}
            </Typography>
          </Stack>
          {props.lines.map((line) =>
            line ? (
              <Typography key={line} variant="body2" color="text.secondary">
                {line}
              </Typography>
            ) : null,
          )}
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
