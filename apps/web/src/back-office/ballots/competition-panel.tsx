import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AwardCategory, CompetitionResponse, VotingWindow } from '@screener/contracts/ballots';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { notify } from '../../ui/notifications';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { DatePickersProvider } from '../components/date-pickers-provider';
import { LoadState } from '../components/load-state';
import { SelectField } from '../components/select-field';
import { ZonedDateTimeField } from '../components/zoned-date-time-field';
import { useApiErrorText } from '../use-api-error-text';
import { useCompetition, useSaveCompetition } from './ballots-api';

type CompetitionFilm = CompetitionResponse['films'][number];

/** Which films of the chosen event compete in which category, and when each category takes votes. */
export function CompetitionPanel({
  categories,
  events,
  screenerId,
  onEventChange,
}: {
  categories: AwardCategory[];
  events: { id: number; title: string }[];
  screenerId: number | null;
  onEventChange: (screenerId: number) => void;
}) {
  const { t } = useTranslation('admin');
  const competition = useCompetition(screenerId);
  return (
    <Stack spacing={1.5}>
      <Typography component="h2" variant="h6">
        {t('ballots.competition')}
      </Typography>
      <SelectField
        label={t('ballots.event')}
        value={screenerId === null ? '' : String(screenerId)}
        onChange={(event) => onEventChange(Number(event.target.value))}
        sx={{ maxInlineSize: 480 }}
        options={events.map((event) => ({ value: String(event.id), label: <bdi>{event.title}</bdi> }))}
      />
      {screenerId === null ? null : !competition.data ? (
        <LoadState error={competition.error} onRetry={() => void competition.refetch()} />
      ) : (
        <CompetitionForm
          key={`${screenerId}-${JSON.stringify(competition.data)}`}
          categories={categories}
          saved={competition.data}
        />
      )}
    </Stack>
  );
}

function CompetitionForm({ categories, saved }: { categories: AwardCategory[]; saved: CompetitionResponse }) {
  const { t } = useTranslation('admin');
  const company = useCurrentCompany();
  const apiErrorText = useApiErrorText();
  const save = useSaveCompetition();
  const [films, setFilms] = useState(saved.films);
  const [windows, setWindows] = useState<Partial<Record<number, Omit<VotingWindow, 'category_id'>>>>(
    Object.fromEntries(saved.windows.map(({ category_id, ...window }) => [category_id, window])),
  );
  const toggle = (filmId: number, categoryId: number, on: boolean) =>
    setFilms((current) =>
      current.map((film) =>
        film.film_id !== filmId
          ? film
          : {
              ...film,
              category_ids: on
                ? [...film.category_ids, categoryId]
                : film.category_ids.filter((id) => id !== categoryId),
            },
      ),
    );
  const used = categories.filter((category) => films.some((film) => film.category_ids.includes(category.id)));
  const columns: AdminColumn<CompetitionFilm>[] = [
    { key: 'film', header: t('ballots.film'), cell: (film) => <bdi>{film.title}</bdi> },
    ...categories.map((category) => ({
      key: `category-${category.id}`,
      header: category.name,
      cell: (film: CompetitionFilm) => (
        <Checkbox
          checked={film.category_ids.includes(category.id)}
          onChange={(event) => toggle(film.film_id, category.id, event.target.checked)}
          slotProps={{
            input: { 'aria-label': t('ballots.competesIn', { film: film.title, category: category.name }) },
          }}
        />
      ),
    })),
  ];
  const submit = () =>
    save.mutate(
      {
        screener_id: saved.screener_id,
        films: films
          .filter((film) => film.category_ids.length > 0)
          .map((film) => ({ film_id: film.film_id, category_ids: film.category_ids })),
        windows: used.flatMap((category) => {
          const window = windows[category.id];
          return window ? [{ category_id: category.id, ...window }] : [];
        }),
      },
      {
        onSuccess: () => notify(t('ballots.competitionSaved'), 'success'),
        onError: (error) => notify(apiErrorText(error), 'error'),
      },
    );
  if (saved.films.length === 0) return <Typography>{t('ballots.noFilms')}</Typography>;
  if (categories.length === 0) return <Typography>{t('ballots.addCategoryFirst')}</Typography>;
  return (
    <DatePickersProvider>
      <Stack spacing={2}>
        <AdminTable
          label={t('ballots.competition')}
          columns={columns}
          rows={films}
          rowKey={(film) => film.film_id}
        />
        {used.map((category) => {
          const window = windows[category.id];
          const change = (field: 'opens_at' | 'closes_at', value: string | null) =>
            setWindows((current) => ({
              ...current,
              [category.id]: { opens_at: '', closes_at: '', ...window, [field]: value ?? '' },
            }));
          return (
            <Stack key={category.id} direction={{ xs: 'column', md: 'row' }} spacing={2}>
              <Typography sx={{ minInlineSize: 200, alignSelf: { md: 'center' } }}>
                <bdi>{category.name}</bdi>
              </Typography>
              <ZonedDateTimeField
                label={t('ballots.opensAt')}
                value={window?.opens_at || null}
                onChange={(value) => change('opens_at', value)}
                timezone={company.timezone}
              />
              <ZonedDateTimeField
                label={t('ballots.closesAt')}
                value={window?.closes_at || null}
                onChange={(value) => change('closes_at', value)}
                timezone={company.timezone}
              />
            </Stack>
          );
        })}
        <div>
          <Button variant="contained" loading={save.isPending} onClick={submit}>
            {t('ballots.saveCompetition')}
          </Button>
        </div>
      </Stack>
    </DatePickersProvider>
  );
}
