import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminEventPlayer } from '@screener/contracts/admin-event-stage';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventFormApi } from './event-form';
import { EventSwitch } from './event-switch';

const RULES: (keyof AdminEventPlayer)[] = [
  'no_skip',
  'no_pause',
  'movie_switching_enabled',
  'is_full_screen_mode',
];

/**
 * How the watch page's player behaves (spec part 2 §4.1): no skipping ahead, no pausing (a rule of
 * the movie stream, so it needs one), choosing films from the playlist, and full-screen mode.
 */
export function EventPlayerSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('admin');
  const streams = useWatch({ control: form.control, name: 'stage.streams' });
  const hasMovie = streams.some((stream) => stream.type === 'movie_stream');
  const noPauseError = form.formState.errors.player?.no_pause;
  return (
    <Stack spacing={1} component="section" aria-labelledby="event-player-heading">
      <Typography id="event-player-heading" component="h2" variant="h6">
        {t('eventStage.player.heading')}
      </Typography>
      {RULES.map((rule) => (
        <Controller
          key={rule}
          control={form.control}
          name={`player.${rule}`}
          render={({ field }) => (
            <EventSwitch
              checked={field.value}
              onChange={field.onChange}
              label={t(`eventStage.player.${rule}`)}
              disabled={rule === 'no_pause' && !hasMovie && !field.value}
              hint={
                rule === 'no_pause' && (noPauseError || !hasMovie)
                  ? t('eventStage.player.noPauseNeedsMovie')
                  : t(`eventStage.player.${rule}Hint`)
              }
            />
          )}
        />
      ))}
    </Stack>
  );
}
