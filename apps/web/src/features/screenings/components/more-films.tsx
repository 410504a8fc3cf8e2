import Box from '@mui/material/Box';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import * as screeningsCalls from '@screener/contracts/calls/screenings';
import { routePath } from '@screener/contracts/routes';
import type { Film, Screener } from '@screener/contracts/screener';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../../api/client';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import '../films-texts';
import { FilmRow } from './film-row';

/** How many of the company's other films the overview offers. */
const MORE_FILMS_SHOWN = 6;
const MEDIA_STALE_MS = 5 * 60_000;

/**
 * The company's other films under an event's overview, from `guest/screenings/{companyId}/media`
 * (spec part 1 §7): films of its published events that this event does not show, newest first, each
 * leading to its newest event, with its trailer when it has one. Nothing when there are none.
 */
export function MoreFilms({ screener, onTrailer }: { screener: Screener; onTrailer(film: Film): void }) {
  const { t } = useTranslation('films');
  const company = useCurrentCompany();
  const media = useQuery({
    queryKey: ['screeners', company.id, 'media'] as const,
    queryFn: ({ signal }) =>
      call(screeningsCalls.media, {}, { signal, params: { companyId: company.id } }).then(
        (answer) => answer.media,
      ),
    staleTime: MEDIA_STALE_MS,
  });
  const own = new Set(screener.films.map((film) => film.id));
  const films = (media.data ?? [])
    .filter((film) => !own.has(film.id) && film.screener_ids.length > 0)
    .slice(0, MORE_FILMS_SHOWN);
  if (films.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="more-films-title" sx={{ marginBlockStart: 2 }}>
      <Typography id="more-films-title" variant="h5" component="h2">
        {t('films.more', { company: company.title || t('common.productName') })}
      </Typography>
      <List sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
        {films.map((film) => (
          <FilmRow
            key={film.id}
            film={film}
            onTrailer={onTrailer}
            to={routePath('screeners.overview', { screener_id: Math.max(...film.screener_ids) })}
            secondary={
              film.director_name ? t('screenings.overview.director', { name: film.director_name }) : null
            }
          />
        ))}
      </List>
    </Box>
  );
}
