import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  EDITABLE_STREAM_KINDS,
  type EditableStreamKind,
  STREAM_FIELD_OF,
} from '@screener/contracts/admin-event-stage';
import type { StreamKind } from '@screener/contracts/watch';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { EventForm, EventFormApi } from './event-form';
import { EventSwitch } from './event-switch';
import { useStageErrorText } from './use-stage-error-text';

/** A new stream of a kind: active, its address still to fill in. */
function newStream(type: EditableStreamKind): EventForm['stage']['streams'][number] {
  return {
    type,
    active: true,
    meeting_url: null,
    attendee_url: null,
    vimeo_live_id: null,
    streaming_url: null,
    source_code: null,
  };
}

/**
 * The event's streams (spec part 2 §4.1, §9): each kind once, with the one field the watch page
 * plays it from, on or off; and the stream forced onto the stage over the movie. Discontinued
 * kinds are never offered; one still stored on an old event is only named.
 */
export function EventStageSection({
  form,
  discontinued,
}: {
  form: EventFormApi;
  discontinued: StreamKind[];
}) {
  const { t } = useTranslation('admin');
  const { control, formState, setValue } = form;
  const streams = useFieldArray({ control, name: 'stage.streams', keyName: 'key' });
  const values = useWatch({ control, name: 'stage.streams' });
  const forced = useWatch({ control, name: 'stage.forced_stream' });
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const errorText = useStageErrorText();
  const errors = formState.errors.stage;
  const present = new Set(values.map((stream) => stream.type));
  const addable = EDITABLE_STREAM_KINDS.filter((kind) => !present.has(kind));
  const forcible = values.filter((stream) => stream.active);

  const remove = (index: number) => {
    if (values[index]?.type === forced) setValue('stage.forced_stream', null, { shouldDirty: true });
    streams.remove(index);
  };

  return (
    <Stack spacing={2} component="section" aria-labelledby="event-stage-heading">
      <Typography id="event-stage-heading" component="h2" variant="h6">
        {t('eventStage.heading')}
      </Typography>
      <Typography color="text.secondary">{t('eventStage.intro')}</Typography>
      {discontinued.length > 0 && (
        <Alert severity="info">
          {t('eventStage.discontinued', {
            kinds: discontinued.map((kind) => t(`eventStage.kinds.${kind}`)).join(', '),
          })}
        </Alert>
      )}
      {streams.fields.length === 0 && (
        <Typography color="text.secondary">{t('eventStage.noStreams')}</Typography>
      )}
      {streams.fields.map((stream, index) => {
        const field = STREAM_FIELD_OF[stream.type];
        const fieldError = field ? errors?.streams?.[index]?.[field] : undefined;
        return (
          <Paper key={stream.key} variant="outlined" sx={{ p: 2 }} data-stream-kind={stream.type}>
            <Stack spacing={1.5}>
              <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                <Typography component="h3" variant="subtitle1" sx={{ flexGrow: 1 }}>
                  {t(`eventStage.kinds.${stream.type}`)}
                </Typography>
                <Controller
                  control={control}
                  name={`stage.streams.${index}.active`}
                  render={({ field: active }) => (
                    <EventSwitch
                      checked={active.value}
                      onChange={(checked) => {
                        active.onChange(checked);
                        if (!checked && stream.type === forced) {
                          setValue('stage.forced_stream', null, { shouldDirty: true });
                        }
                      }}
                      label={t('eventStage.active')}
                    />
                  )}
                />
                <IconButton
                  aria-label={t('eventStage.remove', { kind: t(`eventStage.kinds.${stream.type}`) })}
                  onClick={() => remove(index)}
                >
                  <Delete />
                </IconButton>
              </Stack>
              {field === null ? (
                <Typography color="text.secondary">{t('eventStage.hints.movie_stream')}</Typography>
              ) : (
                <Controller
                  control={control}
                  name={`stage.streams.${index}.${field}`}
                  render={({ field: input }) => (
                    <TextField
                      label={t(`eventStage.fields.${field}`)}
                      value={input.value ?? ''}
                      onChange={input.onChange}
                      onBlur={input.onBlur}
                      required
                      fullWidth
                      multiline={field === 'source_code'}
                      minRows={field === 'source_code' ? 3 : undefined}
                      error={Boolean(fieldError)}
                      helperText={errorText(fieldError?.message, t(`eventStage.hints.${stream.type}`))}
                      slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
                    />
                  )}
                />
              )}
            </Stack>
          </Paper>
        );
      })}
      {addable.length > 0 && (
        <div>
          <Button
            variant="outlined"
            startIcon={<Add />}
            aria-haspopup="menu"
            onClick={(click) => setMenu(click.currentTarget)}
          >
            {t('eventStage.add')}
          </Button>
          <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
            {addable.map((kind) => (
              <MenuItem
                key={kind}
                onClick={() => {
                  streams.append(newStream(kind));
                  setMenu(null);
                }}
              >
                {t(`eventStage.kinds.${kind}`)}
              </MenuItem>
            ))}
          </Menu>
        </div>
      )}
      <Controller
        control={control}
        name="stage.forced_stream"
        render={({ field }) => (
          <TextField
            select
            label={t('eventStage.forced')}
            value={field.value ?? ''}
            onChange={(change) =>
              field.onChange(change.target.value === '' ? null : (change.target.value as EditableStreamKind))
            }
            error={Boolean(errors?.forced_stream)}
            helperText={errors?.forced_stream ? t('eventStage.forcedInvalid') : t('eventStage.forcedHint')}
          >
            <MenuItem value="">{t('eventStage.noForced')}</MenuItem>
            {forcible.map((stream) => (
              <MenuItem key={stream.type} value={stream.type}>
                {t(`eventStage.kinds.${stream.type}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </Stack>
  );
}
