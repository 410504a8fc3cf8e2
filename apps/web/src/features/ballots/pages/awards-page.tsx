import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicCategoryResults, PublicFilmResult } from '@screener/contracts/ballots';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import '../../../i18n/awards/award-texts';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { ListEmpty } from '../../../ui/list-states';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { visuallyHidden } from '../../../ui/visually-hidden';
import { useAwardResults } from '../api';

function FilmStanding({ film }: { film: PublicFilmResult }) {
  const { t, i18n } = useTranslation('awards');
  const average = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(film.average);
  const rank = new Intl.NumberFormat(i18n.language).format(film.rank);
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', paddingBlock: 1.5, paddingInline: 2 }}
    >
      {/* The number is for the eye; a screen reader hears "Rank 1" before the title. */}
      <Typography
        aria-hidden
        component="span"
        variant="h5"
        sx={{ minInlineSize: '2ch', textAlign: 'center', fontWeight: 700, color: 'primary.main' }}
      >
        {rank}
      </Typography>
      <Stack spacing={0.25} sx={{ minInlineSize: 0 }}>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          <Box component="span" sx={visuallyHidden}>
            {t('awards.rank', { rank })}{' '}
          </Box>
          <bdi>{film.title}</bdi>
        </Typography>
        {film.event_title !== film.title ? (
          <Typography variant="body2" color="text.secondary">
            <bdi>{film.event_title}</bdi>
          </Typography>
        ) : null}
        <Typography variant="body2">
          {t('awards.average', { average })} · {t('awards.votes', { count: film.count })}
        </Typography>
        {film.tied_with.length > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('awards.tiedWith', {
              films: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(film.tied_with),
            })}
          </Typography>
        ) : null}
      </Stack>
    </Box>
  );
}

function CategoryStandings({ category }: { category: PublicCategoryResults }) {
  const { t } = useTranslation('awards');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h2" variant="h5" sx={{ marginBlockEnd: 1 }}>
        <bdi>{category.name}</bdi>
      </Typography>
      {category.films.length === 0 ? (
        <Typography color="text.secondary">{t('awards.noVotes')}</Typography>
      ) : (
        <Paper variant="outlined">
          {/* Ranks are written out: tied films share one, so the list's own numbering would be wrong. */}
          <Box
            component="ol"
            sx={{
              listStyle: 'none',
              margin: 0,
              padding: 0,
              '& > li + li': { borderBlockStart: 1, borderColor: 'divider' },
            }}
          >
            {category.films.map((film) => (
              <FilmStanding key={`${film.screener_id}-${film.film_id}`} film={film} />
            ))}
          </Box>
        </Paper>
      )}
    </Box>
  );
}

/** The audience award results the organiser published (issue 38): each award's films, ranked. */
export function AwardsPage() {
  const { t } = useTranslation('awards');
  const results = useAwardResults();
  useDocumentTitle(t('awards.title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
      <Stack spacing={3}>
        <Stack spacing={1}>
          <Typography variant="h4" component="h1">
            {t('awards.title')}
          </Typography>
          <Typography color="text.secondary">{t('awards.intro')}</Typography>
        </Stack>
        {results.isPending ? (
          <InlineSpinner label={t('awards.loading')} />
        ) : results.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void results.refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('awards.loadError', { message: errorText(results.error, t) })}
          </Alert>
        ) : results.data.categories.length === 0 ? (
          <ListEmpty messages={[t('awards.empty')]} />
        ) : (
          results.data.categories.map((category) => (
            <CategoryStandings key={category.category_id} category={category} />
          ))
        )}
      </Stack>
    </Container>
  );
}
