import List from '@mui/material/List';
import type { Film } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { filmFacts } from '../film-facts';
import { FilmRow } from './film-row';

/** The movies tab of an event with several films, each with its trailer button. */
export function FilmList({ films, onTrailer }: { films: Film[]; onTrailer(film: Film): void }) {
  const { t, i18n } = useTranslation();
  return (
    <List>
      {films.map((film) => (
        <FilmRow
          key={film.id}
          film={film}
          onTrailer={onTrailer}
          trailerTooltip={t('screenings.overview.trailer')}
          secondary={[
            film.subtitle,
            film.director_name ? t('screenings.overview.director', { name: film.director_name }) : null,
            // Each film of a programme of shorts says its year, running time and genre in a line.
            ...filmFacts(film, i18n.language)
              .filter((fact) => fact.term === 'year' || fact.term === 'runningTime' || fact.term === 'genre')
              .map((fact) => fact.value),
          ]
            .filter(Boolean)
            .join(' · ')}
        />
      ))}
    </List>
  );
}
