import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import type { AwardCategory, CategoryResults, FilmResult } from '@screener/contracts/ballots';
import * as adminBallotCalls from '@screener/contracts/calls/admin-ballots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../ui/notifications';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { LoadState } from '../components/load-state';
import { SelectField } from '../components/select-field';
import { CsvDownloadButton } from '../sales/csv-download-button';
import { useApiErrorText } from '../use-api-error-text';
import { useBallotResults, usePublishResults } from './ballots-api';

/** The switch that shows a category's results on the site's public Awards page, or takes them off. */
function PublishSwitch({ category, headingId }: { category: CategoryResults; headingId: string }) {
  const { t } = useTranslation('admin');
  const publish = usePublishResults();
  const apiErrorText = useApiErrorText();
  // While the change is under way the switch shows where it is going.
  const published = publish.isPending
    ? (publish.variables?.published ?? category.published)
    : category.published;
  return (
    <FormControlLabel
      label={t('ballots.publish')}
      disabled={publish.isPending}
      control={
        <Switch
          checked={published}
          slotProps={{ input: { 'aria-describedby': headingId } }}
          onChange={(event) =>
            publish.mutate(
              { category_id: category.category_id, published: event.target.checked },
              {
                onSuccess: (answer) =>
                  notify(
                    t(answer.published ? 'ballots.published' : 'ballots.unpublished', {
                      category: category.name,
                    }),
                    'success',
                  ),
                onError: (error) => notify(apiErrorText(error), 'error'),
              },
            )
          }
        />
      }
    />
  );
}

/** Each category's films ranked by their average stars, ties named, with the CSV of the same figures. */
export function ResultsPanel({ categories }: { categories: AwardCategory[] }) {
  const { t, i18n } = useTranslation('admin');
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const query = categoryId === null ? {} : { category_id: categoryId };
  const results = useBallotResults(query);
  const number = (value: number, digits = 0) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(value);
  const columns: AdminColumn<FilmResult>[] = [
    {
      key: 'rank',
      header: t('ballots.rank'),
      cell: (film) => (film.rank === null ? '–' : number(film.rank)),
    },
    {
      key: 'film',
      header: t('ballots.film'),
      cell: (film) => (
        <Stack>
          <bdi>{film.title}</bdi>
          {film.tied_with.length > 0 ? (
            <Typography variant="caption" color="text.secondary">
              {t('ballots.tiedWith', { films: film.tied_with.join(', ') })}
            </Typography>
          ) : null}
        </Stack>
      ),
    },
    { key: 'event', header: t('ballots.event'), cell: (film) => <bdi>{film.event_title}</bdi> },
    {
      key: 'average',
      header: t('ballots.average'),
      cell: (film) => (film.average === null ? '–' : number(film.average, 2)),
    },
    { key: 'count', header: t('ballots.votes'), cell: (film) => number(film.count) },
    ...[1, 2, 3, 4, 5].map((stars) => ({
      key: `stars-${stars}`,
      header: t('ballots.stars', { count: stars }),
      cell: (film: FilmResult) => number(film.distribution[stars - 1] ?? 0),
    })),
  ];
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        {t('ballots.results')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <SelectField
          label={t('ballots.category')}
          value={categoryId === null ? 'all' : String(categoryId)}
          onChange={(event) =>
            setCategoryId(event.target.value === 'all' ? null : Number(event.target.value))
          }
          sx={{ minInlineSize: 240 }}
          options={[
            { value: 'all', label: t('ballots.allCategories') },
            ...categories.map((category) => ({
              value: String(category.id),
              label: <bdi>{category.name}</bdi>,
            })),
          ]}
        />
        <CsvDownloadButton
          label={t('ballots.download')}
          declaration={adminBallotCalls.resultsCsv}
          body={() => query}
          fileName={`ballot-results${categoryId === null ? '' : `-category-${categoryId}`}.csv`}
        />
      </Stack>
      {!results.data ? (
        <LoadState error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data.categories.length === 0 ? (
        <Typography>{t('ballots.noResults')}</Typography>
      ) : (
        results.data.categories.map((category) => (
          <Stack key={category.category_id} spacing={1}>
            <Stack
              direction="row"
              spacing={2}
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}
            >
              <Typography
                id={`category-results-${category.category_id}`}
                component="h3"
                variant="subtitle1"
                sx={{ fontWeight: 600 }}
              >
                <bdi>{category.name}</bdi>
              </Typography>
              <PublishSwitch category={category} headingId={`category-results-${category.category_id}`} />
            </Stack>
            <AdminTable
              label={t('ballots.resultsOf', { category: category.name })}
              columns={columns}
              rows={category.films}
              rowKey={(film) => `${film.screener_id}-${film.film_id}`}
            />
          </Stack>
        ))
      )}
    </Stack>
  );
}
