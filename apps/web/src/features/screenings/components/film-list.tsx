import MovieIcon from '@mui/icons-material/Movie';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import type { Film } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { safeImageSrc } from '../../../ui/safe-url';
import { filmFacts } from '../film-facts';

/** The movies tab of an event with several films, each with its trailer button. */
export function FilmList({ films, onTrailer }: { films: Film[]; onTrailer(film: Film): void }) {
  const { t, i18n } = useTranslation();
  return (
    <List>
      {films.map((film) => (
        <ListItem
          key={film.id}
          disableGutters
          secondaryAction={
            film.trailer ? (
              <IconButton
                edge="end"
                aria-label={t('screenings.trailer.title', { title: film.title })}
                title={t('screenings.overview.trailer')}
                onClick={() => onTrailer(film)}
              >
                <PlayCircleIcon />
              </IconButton>
            ) : undefined
          }
        >
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
          <ListItemText
            primary={film.title}
            secondary={[
              film.subtitle,
              film.director_name ? t('screenings.overview.director', { name: film.director_name }) : null,
              // Each film of a programme of shorts says its year, running time and genre in a line.
              ...filmFacts(film, i18n.language)
                .filter(
                  (fact) => fact.term === 'year' || fact.term === 'runningTime' || fact.term === 'genre',
                )
                .map((fact) => fact.value),
            ]
              .filter(Boolean)
              .join(' · ')}
          />
        </ListItem>
      ))}
    </List>
  );
}
