import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { BallotFilm } from '@screener/contracts/ballots';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text';
import { type BallotSource, useVote } from './api';

/** The ballot's section: its heading, and each film open to the viewer as a labelled group of stars. */
export function BallotPanel({
  source,
  screenerId,
  films,
}: {
  source: BallotSource;
  screenerId: number;
  films: BallotFilm[];
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ padding: 2 }}>
      <Typography id={headingId} variant="h6" component="h2">
        {t('ballot.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ marginBlockEnd: 1 }}>
        {t('ballot.intro')}
      </Typography>
      <Stack spacing={1.5}>
        {films.map((film) => (
          <FilmRating key={film.film_id} source={source} screenerId={screenerId} film={film} />
        ))}
      </Stack>
    </Paper>
  );
}

function FilmRating({
  source,
  screenerId,
  film,
}: {
  source: BallotSource;
  screenerId: number;
  film: BallotFilm;
}) {
  const { t } = useTranslation();
  const vote = useVote(source);
  const [saved, setSaved] = useState(false);
  const legendId = useId();
  return (
    <Box
      component="fieldset"
      aria-labelledby={legendId}
      sx={{ border: 0, margin: 0, padding: 0, minInlineSize: 0 }}
    >
      <Typography id={legendId} component="legend" dir="auto" sx={{ fontWeight: 500 }}>
        {t('ballot.rateFilm', { title: film.title })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Rating
          name={`ballot-${screenerId}-${film.film_id}`}
          value={film.my_rating}
          max={5}
          getLabelText={(stars) => t('ballot.stars', { count: stars })}
          onChange={(_event, stars) => {
            if (stars === null) return;
            setSaved(false);
            vote.mutate({ film_id: film.film_id, rating: stars }, { onSuccess: () => setSaved(true) });
          }}
        />
        <Typography role="status" variant="body2" color="text.secondary">
          {saved && film.my_rating !== null ? t('ballot.saved', { count: film.my_rating }) : ''}
        </Typography>
      </Stack>
      {vote.isError ? (
        <Alert severity="error" sx={{ marginBlockStart: 1 }}>
          {errorText(vote.error, t)}
        </Alert>
      ) : null}
    </Box>
  );
}
