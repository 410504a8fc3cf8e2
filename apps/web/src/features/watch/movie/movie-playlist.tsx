import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaylistFilm } from './player-rules';

/**
 * The films of the movie stream (spec part 2 §4.1): with movie switching enabled each film is a
 * button; without, the list only shows the order the films play in.
 */
export function MoviePlaylist({
  films,
  currentIndex,
  switchingEnabled,
  onChoose,
}: {
  films: readonly PlaylistFilm[];
  currentIndex: number;
  switchingEnabled: boolean;
  onChoose: (index: number) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <nav aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        variant="subtitle1"
        sx={{ paddingInline: 2, paddingBlockStart: 1 }}
      >
        {t('player.playlist.title')}
      </Typography>
      {!switchingEnabled && (
        <Typography variant="body2" color="text.secondary" sx={{ paddingInline: 2 }}>
          {t('player.playlist.locked')}
        </Typography>
      )}
      <List dense>
        {films.map((film, index) => {
          const current = index === currentIndex;
          const text = (
            <ListItemText
              primary={t('player.playlist.film', { position: index + 1, title: film.title })}
              secondary={current ? t('player.playlist.current') : null}
            />
          );
          return (
            <ListItem
              key={film.id}
              disablePadding={switchingEnabled}
              aria-current={current ? 'true' : undefined}
            >
              {switchingEnabled ? (
                <ListItemButton selected={current} onClick={() => onChoose(index)}>
                  {text}
                </ListItemButton>
              ) : (
                text
              )}
            </ListItem>
          );
        })}
      </List>
    </nav>
  );
}
