import PlaceIcon from '@mui/icons-material/Place';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { EVENT_FORMATS, type EventFilter, type EventFormat } from './event-filter';

const FORMAT_LABELS = {
  all: 'programme.filter.all',
  online: 'programme.filter.online',
  venue: 'programme.filter.venue',
  vod: 'programme.filter.vod',
} as const satisfies Record<EventFormat, string>;

/**
 * The filter over the home's programme and lists: how the event is seen (one at a time), and at the
 * venue, which venue. Picking a venue shows events at the venue.
 */
export function EventFilterBar({
  filter,
  venues,
  onChange,
}: {
  filter: EventFilter;
  venues: string[];
  onChange(filter: EventFilter): void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('programme.filter.label')}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center', marginBlockEnd: 3 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={filter.format}
        // A click on the pressed button leaves the choice as it is rather than choosing nothing.
        onChange={(_, format: EventFormat | null) => {
          if (format) onChange({ format, venue: format === 'venue' ? filter.venue : null });
        }}
        // One row on a phone too: sentence case and narrow padding keep the four in 360 px.
        sx={{ maxInlineSize: '100%', overflowX: 'auto' }}
      >
        {EVENT_FORMATS.map((format) => (
          <ToggleButton
            key={format}
            value={format}
            // The theme's faint grey for unpressed buttons is below 4.5:1 on a light festival ground.
            sx={{
              paddingInline: { xs: 1, sm: 1.5 },
              textTransform: 'none',
              whiteSpace: 'nowrap',
              color: 'text.primary',
            }}
          >
            {t(FORMAT_LABELS[format])}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {venues.map((venue) => {
        const selected = filter.venue === venue;
        return (
          <Chip
            key={venue}
            icon={<PlaceIcon aria-hidden />}
            label={venue}
            color={selected ? 'primary' : 'default'}
            variant={selected ? 'filled' : 'outlined'}
            aria-pressed={selected}
            onClick={() => onChange(selected ? { format: 'venue', venue: null } : { format: 'venue', venue })}
          />
        );
      })}
    </Stack>
  );
}
