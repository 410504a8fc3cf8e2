import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FilmDetails } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { filmFacts } from '../film-facts';

const TERMS = {
  runningTime: 'programme.film.runningTime',
  year: 'programme.film.year',
  countries: 'programme.film.countries',
  languages: 'programme.film.languages',
  genre: 'programme.film.genre',
  cast: 'programme.film.cast',
} as const;

/** The overview's list of a film's programme details; nothing at all when none is set. */
export function FilmFactsList({ film }: { film: FilmDetails }) {
  const { t, i18n } = useTranslation();
  const facts = filmFacts(film, i18n.language);
  if (facts.length === 0) return null;
  return (
    <Box
      component="dl"
      aria-label={t('programme.film.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: 'max-content 1fr',
        columnGap: 2,
        rowGap: 0.5,
        margin: 0,
      }}
    >
      {facts.map((fact) => (
        <Box key={fact.term} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {t(TERMS[fact.term])}
          </Typography>
          <Typography component="dd" sx={{ margin: 0 }}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
