import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminEventFilm } from '@screener/contracts/admin-events';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventFilmSearch } from './events-api';
import { SortableFilmList } from './sortable-film-list';

/**
 * The event's playlist: films of the company found by title, in the order they play, reordered by
 * drag and drop or by each film's up and down buttons.
 */
export function EventFilmsField({
  films,
  onChange,
  error,
}: {
  films: AdminEventFilm[];
  onChange: (films: AdminEventFilm[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const [search, setSearch] = useState('');
  const found = useEventFilmSearch(useDeferredValue(search.trim()));
  const chosen = new Set(films.map((film) => film.id));
  const options = (found.data?.films ?? []).filter((film) => !chosen.has(film.id));

  return (
    <FormControl component="fieldset" error={Boolean(error)} aria-labelledby={labelId}>
      <FormLabel id={labelId} component="legend">
        {t('events.editor.films')}
      </FormLabel>
      {films.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {t('events.editor.noFilms')}
        </Typography>
      ) : (
        <SortableFilmList films={films} onChange={onChange} labelId={labelId} />
      )}
      <Autocomplete<AdminEventFilm>
        options={options}
        value={null}
        inputValue={search}
        onInputChange={(_event, value, reason) => {
          if (reason !== 'reset') setSearch(value);
        }}
        onChange={(_event, film) => {
          if (film) onChange([...films, film]);
          setSearch('');
        }}
        filterOptions={(items) => items}
        getOptionLabel={(film) => film.title}
        isOptionEqualToValue={(option, value) => option.id === value.id}
        loading={found.isFetching}
        loadingText={t('loading')}
        noOptionsText={found.isError ? t('events.editor.filmsError') : t('events.editor.noFilmMatch')}
        renderInput={(params) => <TextField {...params} label={t('events.editor.addFilm')} />}
        sx={{ mt: 1 }}
      />
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
