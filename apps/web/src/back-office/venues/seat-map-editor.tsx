import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  changeCells,
  changedProtectedSeats,
  isSeat,
  labelSeats,
  MAX_SEAT_MAP_COLUMNS,
  MAX_SEAT_MAP_ROWS,
  relabelSeat,
  resizeSeatMap,
  SEAT_LABEL_MAX_LENGTH,
  type SeatMap,
  type SeatMapChange,
} from '@screener/contracts/seat-map';
import { SEAT_CATEGORIES } from '@screener/contracts/seats';
import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SEAT_CATEGORY_KEYS, SeatLegend } from '../../features/venues';
import '../../i18n/venues/venue-texts';
import { SeatMapGrid } from './seat-map-grid';
import { initialSelection, selectionReducer } from './seat-map-selection';

const CATEGORY_OF_KEY = {
  regular: SEAT_CATEGORIES.regular,
  discounted: SEAT_CATEGORIES.discounted,
  premium: SEAT_CATEGORIES.premium,
  wheelchair: SEAT_CATEGORIES.disabled,
} as const;
const ALL_CATEGORIES: ReadonlySet<number> = new Set(Object.values(CATEGORY_OF_KEY));

type Props = {
  map: SeatMap;
  onChange: (next: SeatMap) => void;
  onUndo: () => void;
  canUndo: boolean;
  /** The map as saved and its seats sold or held for an event to come, which it must keep. */
  saved: SeatMap | null;
  protectedSeats: readonly string[];
  refused: ReadonlySet<string>;
};

/**
 * The seat-map editor: the grid's size, the selected cells' kind (seat, aisle or gap), category,
 * sale and label, the automatic labelling and undo. A change that would remove, re-categorise or
 * hold back a sold seat is refused here already, naming the seats; the server checks again.
 */
export function SeatMapEditor({ map, onChange, onUndo, canUndo, saved, protectedSeats, refused }: Props) {
  const { t } = useTranslation('admin');
  const { t: tv } = useTranslation('venues');
  const [selection, dispatch] = useReducer(selectionReducer, initialSelection(map.rows, map.columns));
  const [size, setSize] = useState({ rows: String(map.rows), columns: String(map.columns) });
  const [blocked, setBlocked] = useState<string[]>([]);
  const protectedSet = new Set(protectedSeats);

  useEffect(() => {
    setSize({ rows: String(map.rows), columns: String(map.columns) });
    dispatch({ type: 'resize', rows: map.rows, columns: map.columns });
  }, [map.rows, map.columns]);

  const selectedSeats = selection.selected.filter((key) => isSeat(map, key));
  const single = selection.selected.length === 1 && selectedSeats.length === 1 ? selectedSeats[0] : undefined;
  const labelOf = (key: string) => map.seats[key]?.label || key;

  const commit = (next: SeatMap) => {
    const touched = saved ? changedProtectedSeats(saved, next, protectedSeats) : [];
    if (touched.length > 0) {
      setBlocked(touched);
      return;
    }
    setBlocked([]);
    onChange(next);
  };
  const change = (what: SeatMapChange) => commit(changeCells(map, selection.selected, what));

  const rows = Number(size.rows);
  const columns = Number(size.columns);
  const sizeValid =
    Number.isInteger(rows) &&
    Number.isInteger(columns) &&
    rows >= 1 &&
    columns >= 1 &&
    rows <= MAX_SEAT_MAP_ROWS &&
    columns <= MAX_SEAT_MAP_COLUMNS;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          label={t('venues.editor.rows')}
          type="number"
          size="small"
          value={size.rows}
          onChange={(event) => setSize({ ...size, rows: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: MAX_SEAT_MAP_ROWS } }}
          sx={{ inlineSize: 110 }}
        />
        <TextField
          label={t('venues.editor.columns')}
          type="number"
          size="small"
          value={size.columns}
          onChange={(event) => setSize({ ...size, columns: event.target.value })}
          slotProps={{ htmlInput: { min: 1, max: MAX_SEAT_MAP_COLUMNS } }}
          sx={{ inlineSize: 110 }}
        />
        <Button
          variant="outlined"
          disabled={!sizeValid || (rows === map.rows && columns === map.columns)}
          onClick={() => commit(resizeSeatMap(map, rows, columns))}
        >
          {t('venues.editor.resize')}
        </Button>
        {!sizeValid ? (
          <Typography variant="body2" color="error" sx={{ alignSelf: 'center' }}>
            {t('venues.editor.sizeLimits', { rows: MAX_SEAT_MAP_ROWS, columns: MAX_SEAT_MAP_COLUMNS })}
          </Typography>
        ) : null}
        <Button variant="outlined" onClick={() => commit(labelSeats(map))}>
          {t('venues.editor.autoLabel')}
        </Button>
        <Button variant="outlined" startIcon={<UndoIcon />} disabled={!canUndo} onClick={onUndo}>
          {t('venues.editor.undo')}
        </Button>
      </Stack>

      <Typography variant="body2" color="text.secondary" id="seat-map-help">
        {t('venues.editor.help')}
      </Typography>

      <Stack
        role="toolbar"
        aria-label={t('venues.editor.toolbar')}
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Typography variant="body2" role="status" sx={{ minInlineSize: '9rem' }}>
          {t('venues.editor.selected', { count: selection.selected.length })}
        </Typography>
        {SEAT_CATEGORY_KEYS.map((key) => (
          <Button
            key={key}
            size="small"
            variant="outlined"
            disabled={selectedSeats.length === 0}
            onClick={() => change({ kind: 'category', category: CATEGORY_OF_KEY[key] })}
          >
            {tv(`seatChart.category.${key}`)}
          </Button>
        ))}
        <Button
          size="small"
          variant="outlined"
          disabled={selection.selected.length === 0}
          onClick={() => change({ kind: 'blank' })}
        >
          {t('venues.editor.makeBlank')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selection.selected.length === selectedSeats.length}
          onClick={() => change({ kind: 'seat' })}
        >
          {t('venues.editor.makeSeat')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={selectedSeats.length === 0}
          onClick={() => change({ kind: 'not_for_sale', value: true })}
        >
          {t('venues.editor.notForSale')}
        </Button>
        <Button
          size="small"
          variant="outlined"
          disabled={!selectedSeats.some((key) => map.not_for_sale.includes(key))}
          onClick={() => change({ kind: 'not_for_sale', value: false })}
        >
          {t('venues.editor.forSale')}
        </Button>
        {single ? (
          <SeatLabelField
            key={`${single}:${map.seats[single]?.label}`}
            label={map.seats[single]?.label ?? ''}
            onSave={(label) => commit(relabelSeat(map, single, label))}
          />
        ) : null}
      </Stack>

      {blocked.length > 0 ? (
        <Alert severity="warning" onClose={() => setBlocked([])}>
          {t('venues.editor.blocked', { seats: blocked.map(labelOf).join(', ') })}
        </Alert>
      ) : null}

      <SeatMapGrid
        map={map}
        selection={selection}
        dispatch={dispatch}
        protectedSeats={protectedSet}
        refused={refused}
      />
      <SeatLegend categories={ALL_CATEGORIES} looks={['available', 'not_for_sale']} />
      {protectedSeats.length > 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('venues.editor.soldHint', { count: protectedSeats.length })}
        </Typography>
      ) : null}
    </Stack>
  );
}

function SeatLabelField({ label, onSave }: { label: string; onSave: (label: string) => void }) {
  const { t } = useTranslation('admin');
  const [value, setValue] = useState(label);
  const save = () => {
    if (value.trim() !== label) onSave(value.trim());
  };
  return (
    <TextField
      size="small"
      label={t('venues.editor.label')}
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
      slotProps={{ htmlInput: { maxLength: SEAT_LABEL_MAX_LENGTH, dir: 'ltr' } }}
      sx={{ inlineSize: 130 }}
    />
  );
}
