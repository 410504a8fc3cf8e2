import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteEvents } from '../api';
import { LoadState } from './load-state';

export type SiteEventGroup = { label: string; events: { id: number; title: string }[] };

/**
 * The site's events playing now and coming up, grouped, for a back-office page that acts on one
 * (support notices, chat reports) until the back-office has its own event list. While they load,
 * fail or are none, the page shows its heading over that state.
 */
export function WithSiteEvents({
  heading,
  children,
}: {
  heading: ReactNode;
  children: (groups: SiteEventGroup[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  const ongoing = useSiteEvents('ongoing');
  const upcoming = useSiteEvents('upcoming');
  if (!ongoing.data || !upcoming.data) {
    return (
      <Stack spacing={2}>
        {heading}
        <LoadState
          error={ongoing.error ?? upcoming.error}
          onRetry={() => {
            void ongoing.refetch();
            void upcoming.refetch();
          }}
        />
      </Stack>
    );
  }
  const groups = [
    { label: t('support.ongoing'), events: ongoing.data.data },
    { label: t('support.upcoming'), events: upcoming.data.data },
  ].filter((group) => group.events.length > 0);
  if (groups.length === 0) {
    return (
      <Stack spacing={2}>
        {heading}
        <Typography>{t('support.empty')}</Typography>
      </Stack>
    );
  }
  return children(groups);
}

/** One event of the groups, chosen by id (as a string, the select's value). */
export function SiteEventSelect(props: {
  groups: SiteEventGroup[];
  value: string;
  onChange: (eventId: string) => void;
  required?: boolean;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('admin');
  return (
    <TextField
      select
      required={props.required}
      label={t('support.event')}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      sx={props.sx}
    >
      {props.groups.flatMap((group) => [
        <ListSubheader key={group.label}>{group.label}</ListSubheader>,
        ...group.events.map((event) => (
          <MenuItem key={event.id} value={String(event.id)}>
            <bdi>{event.title}</bdi>
          </MenuItem>
        )),
      ])}
    </TextField>
  );
}
