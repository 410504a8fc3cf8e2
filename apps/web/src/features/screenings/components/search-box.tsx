import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

/** A clearable search field that reports its value a moment after typing stops. */
export function SearchBox({ value, onSearch }: { value: string; onSearch(value: string): void }) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  // The search this box last reported: the address may catch up with it after the viewer has typed
  // on, and only a search from elsewhere (back, a link) may replace what is in the field.
  const reported = useRef(value);
  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    const search = text.trim();
    if (search === reported.current) return;
    const timer = window.setTimeout(() => {
      reported.current = search;
      onSearch(search);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, onSearch]);

  return (
    <TextField
      type="search"
      size="small"
      label={t('screenings.search.label')}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ minInlineSize: { xs: '100%', sm: 320 }, marginBlockEnd: 3 }}
      slotProps={{
        htmlInput: { maxLength: 200 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon aria-hidden />
            </InputAdornment>
          ),
          endAdornment: text ? (
            <InputAdornment position="end">
              <IconButton
                aria-label={t('screenings.search.clear')}
                title={t('screenings.search.clear')}
                edge="end"
                onClick={() => {
                  setText('');
                  reported.current = '';
                  onSearch('');
                }}
              >
                <ClearIcon />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
    />
  );
}
