import MovieIcon from '@mui/icons-material/Movie';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { Film } from '@screener/contracts/screener';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { safeImageSrc } from '../../../ui/safe-url';

/**
 * A film in a list: its picture, title and a line under it, with its trailer button when it has a
 * trailer; the whole row a link when it leads somewhere (`to`).
 */
export function FilmRow({
  film,
  secondary,
  onTrailer,
  trailerTooltip,
  to,
}: {
  film: Film;
  secondary: ReactNode;
  onTrailer(film: Film): void;
  trailerTooltip?: string;
  to?: string;
}) {
  const { t } = useTranslation();
  const content = (
    <>
      <ListItemAvatar>
        <Avatar
          variant="rounded"
          src={safeImageSrc(film.thumburls[0]) ?? undefined}
          alt=""
          sx={{ inlineSize: 96, blockSize: 54, marginInlineEnd: 2 }}
        >
          <MovieIcon />
        </Avatar>
      </ListItemAvatar>
      <ListItemText primary={film.title} secondary={secondary} />
    </>
  );
  return (
    <ListItem
      disableGutters={!to}
      disablePadding={Boolean(to)}
      secondaryAction={
        film.trailer ? (
          <IconButton
            edge="end"
            aria-label={t('screenings.trailer.title', { title: film.title })}
            title={trailerTooltip}
            onClick={() => onTrailer(film)}
          >
            <PlayCircleIcon />
          </IconButton>
        ) : undefined
      }
    >
      {to ? (
        <ListItemButton component={RouterLink} to={to}>
          {content}
        </ListItemButton>
      ) : (
        content
      )}
    </ListItem>
  );
}
