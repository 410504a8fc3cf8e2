import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import Delete from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AdminEventFilm } from '@screener/contracts/admin-events';
import { useDeferredValue, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEventFilmSearch } from './events-api';

/**
 * The event's playlist: films of the company found by title, in the order they play. Each moves
 * up or down by its buttons (keyboard and screen readers included) or leaves the list.
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

  const move = (index: number, by: -1 | 1) => {
    const next = [...films];
    const [film] = next.splice(index, 1);
    if (film) next.splice(index + by, 0, film);
    onChange(next);
  };

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
        <List dense aria-labelledby={labelId} component="ol">
          {films.map((film, index) => (
            <ListItem
              key={film.id}
              divider
              secondaryAction={
                <Stack direction="row">
                  <IconButton
                    aria-label={t('events.editor.moveUp', { title: film.title })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUpward />
                  </IconButton>
                  <IconButton
                    aria-label={t('events.editor.moveDown', { title: film.title })}
                    disabled={index === films.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDownward />
                  </IconButton>
                  <IconButton
                    aria-label={t('events.editor.removeFilm', { title: film.title })}
                    onClick={() => onChange(films.filter((item) => item.id !== film.id))}
                  >
                    <Delete />
                  </IconButton>
                </Stack>
              }
              sx={{ pe: 18 }}
            >
              <ListItemText primary={<bdi>{film.title}</bdi>} secondary={`${index + 1}`} />
            </ListItem>
          ))}
        </List>
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
