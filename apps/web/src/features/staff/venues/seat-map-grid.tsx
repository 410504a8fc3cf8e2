import AccessibleIcon from '@mui/icons-material/Accessible';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { alpha, getContrastRatio, type Theme, useTheme } from '@mui/material/styles';
import { cellKey, cellPosition, isSeat, type SeatMap } from '@screener/contracts/seat-map';
import { SEAT_CATEGORIES } from '@screener/contracts/seats';
import { type Dispatch, type KeyboardEvent, memo, type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryColour, rowLabel, seatCategoryKey, seatLookStyle } from '../../venues';
import '../../../i18n/venues/venue-texts';
import type { MapSelection, SelectionAction } from './seat-map-selection';

const CELL = 30;
const ARROWS = { ArrowLeft: [0, -1], ArrowRight: [0, 1], ArrowUp: [-1, 0], ArrowDown: [1, 0] } as const;

type Props = {
  map: SeatMap;
  selection: MapSelection;
  dispatch: Dispatch<SelectionAction>;
  /** Seats sold or held for an event to come. */
  protectedSeats: ReadonlySet<string>;
  /** Seats the server just refused to change. */
  refused: ReadonlySet<string>;
};

const cellUnder = (event: PointerEvent) => {
  const element = document
    .elementFromPoint(event.clientX, event.clientY)
    ?.closest<HTMLElement>('[data-cell]');
  return element?.dataset.cell ? cellPosition(element.dataset.cell) : null;
};

/**
 * The editor's grid: every cell of the map, seats drawn as the viewer's chart draws them and
 * blanks (aisles, gaps) as faint outlines. A press and drag selects an area, Shift+click stretches
 * it from the anchor, Ctrl or Cmd adds to it; the row and column headers select a whole line.
 * One cell is in the tab order: arrows move (mirrored right to left), Shift+arrows stretch, Space
 * adds or removes the cell, Ctrl+A selects all and Escape nothing.
 */
export function SeatMapGrid({ map, selection, dispatch, protectedSeats, refused }: Props) {
  const { t } = useTranslation('admin');
  const theme = useTheme();
  const cells = useRef(new Map<string, HTMLDivElement>());
  const grid = useRef<HTMLDivElement>(null);
  const focusKey = cellKey(selection.focus);
  const selected = new Set(selection.selected);

  useEffect(() => {
    if (grid.current?.contains(document.activeElement)) cells.current.get(focusKey)?.focus();
  }, [focusKey]);

  useEffect(() => {
    const release = () => dispatch({ type: 'release' });
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
    return () => {
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
    };
  }, [dispatch]);

  const onKeyDown = (event: KeyboardEvent) => {
    const arrow = ARROWS[event.key as keyof typeof ARROWS];
    if (arrow) {
      event.preventDefault();
      const columns = theme.direction === 'rtl' ? -arrow[1] : arrow[1];
      dispatch({ type: 'arrow', rows: arrow[0], columns, shift: event.shiftKey });
    } else if (event.key === ' ') {
      event.preventDefault();
      dispatch({ type: 'toggle' });
    } else if (event.key === 'Escape') {
      dispatch({ type: 'clear' });
    } else if (event.key.toLowerCase() === 'a' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      dispatch({ type: 'all' });
    }
  };

  const line = (keys: string[], add: boolean) => dispatch({ type: 'line', cells: keys, add });
  const rowKeys = (row: number) =>
    Array.from({ length: map.columns }, (_, c) => cellKey({ row, column: c + 1 }));
  const columnKeys = (column: number) =>
    Array.from({ length: map.rows }, (_, r) => cellKey({ row: r + 1, column }));
  const header = { fontSize: '0.75rem', color: 'text.secondary', minInlineSize: 0, borderRadius: 1 };

  return (
    <Box sx={{ overflow: 'auto', maxInlineSize: '100%', paddingBlock: 1 }}>
      <Box
        ref={grid}
        role="grid"
        aria-label={t('venues.editor.grid')}
        aria-multiselectable
        aria-rowcount={map.rows + 1}
        aria-colcount={map.columns + 1}
        onKeyDown={onKeyDown}
        onPointerMove={(event) => {
          if (!selection.dragging) return;
          const cell = cellUnder(event);
          if (cell) dispatch({ type: 'drag', cell });
        }}
        sx={{
          display: 'grid',
          gridTemplateColumns: `2rem repeat(${map.columns}, ${CELL}px)`,
          gap: '3px',
          inlineSize: 'max-content',
          marginInline: 'auto',
          userSelect: 'none',
          touchAction: 'none',
        }}
      >
        <Box role="row" aria-rowindex={1} sx={{ display: 'contents' }}>
          <Box role="columnheader" />
          {Array.from({ length: map.columns }, (_, offset) => {
            const column = offset + 1;
            return (
              <Box role="columnheader" key={column} aria-colindex={column + 1}>
                <ButtonBase
                  tabIndex={-1}
                  aria-label={t('venues.editor.selectColumn', { column })}
                  onClick={(event) =>
                    line(columnKeys(column), event.shiftKey || event.ctrlKey || event.metaKey)
                  }
                  sx={{ ...header, inlineSize: CELL, blockSize: 24 }}
                >
                  {column}
                </ButtonBase>
              </Box>
            );
          })}
        </Box>
        {Array.from({ length: map.rows }, (_, rowOffset) => {
          const row = rowOffset + 1;
          return (
            <Box role="row" key={row} aria-rowindex={row + 1} sx={{ display: 'contents' }}>
              <Box role="rowheader" sx={{ display: 'grid' }}>
                <ButtonBase
                  tabIndex={-1}
                  aria-label={t('venues.editor.selectRow', { row: rowLabel(map.seats, row, map.columns) })}
                  onClick={(event) => line(rowKeys(row), event.shiftKey || event.ctrlKey || event.metaKey)}
                  sx={header}
                >
                  {rowLabel(map.seats, row, map.columns)}
                </ButtonBase>
              </Box>
              {Array.from({ length: map.columns }, (_, columnOffset) => {
                const key = cellKey({ row, column: columnOffset + 1 });
                return (
                  <Cell
                    key={key}
                    cellId={key}
                    column={columnOffset + 2}
                    seat={isSeat(map, key) ? (map.seats[key] ?? null) : null}
                    notForSale={map.not_for_sale.includes(key)}
                    selected={selected.has(key)}
                    focused={key === focusKey}
                    isProtected={protectedSeats.has(key)}
                    refused={refused.has(key)}
                    dispatch={dispatch}
                    register={(element) => {
                      if (element) cells.current.set(key, element);
                      else cells.current.delete(key);
                    }}
                  />
                );
              })}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}

type CellProps = {
  cellId: string;
  column: number;
  seat: { label: string; category: number } | null;
  notForSale: boolean;
  selected: boolean;
  focused: boolean;
  isProtected: boolean;
  refused: boolean;
  dispatch: Dispatch<SelectionAction>;
  register: (element: HTMLDivElement | null) => void;
};

/**
 * A seat's label: in its category's colour where that reads at 4.5:1 on the cell (WCAG AA; the
 * border already tells the category), else in the text colour. A seat held back reads in the
 * secondary text colour, not the faint disabled one: it is a seat like the others here.
 */
function labelColour(theme: Theme, category: number, notForSale: boolean, selected: boolean): string {
  if (notForSale) return theme.palette.text.secondary;
  const preferred = categoryColour(theme, category);
  const paper = theme.palette.background.paper;
  return !selected && getContrastRatio(preferred, paper) >= 4.5 ? preferred : theme.palette.text.primary;
}

/** One cell, memoised: a change redraws the cells it touched, not the whole hall. */
const Cell = memo(function Cell(props: CellProps) {
  const { t } = useTranslation('admin');
  const { t: tv } = useTranslation('venues');
  const theme = useTheme();
  const { seat } = props;
  const description = seat
    ? [
        seat.label,
        tv(`seatChart.category.${seatCategoryKey(seat.category)}`),
        props.notForSale ? tv('seatChart.status.not_for_sale') : null,
        props.isProtected ? t('venues.editor.sold') : null,
      ]
        .filter(Boolean)
        .join(', ')
    : t('venues.editor.blank');
  const look = seat
    ? seatLookStyle(theme, props.notForSale ? 'not_for_sale' : 'available', seat.category)
    : { border: `1px dashed ${theme.palette.divider}`, backgroundColor: 'transparent' };
  const ring = props.refused
    ? theme.palette.error.main
    : props.selected
      ? theme.palette.primary.main
      : props.isProtected
        ? theme.palette.warning.main
        : null;
  return (
    <Box
      role="gridcell"
      ref={props.register}
      data-cell={props.cellId}
      aria-colindex={props.column}
      aria-selected={props.selected}
      aria-label={description}
      title={description}
      tabIndex={props.focused ? 0 : -1}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.currentTarget.focus();
        props.dispatch({
          type: 'press',
          cell: cellPosition(props.cellId),
          shift: event.shiftKey,
          add: event.ctrlKey || event.metaKey,
        });
      }}
      sx={{
        ...look,
        inlineSize: CELL,
        blockSize: CELL,
        boxSizing: 'border-box',
        borderRadius: seat ? '6px 6px 3px 3px' : 1,
        display: 'grid',
        placeItems: 'center',
        fontSize: '0.62rem',
        lineHeight: 1,
        cursor: 'cell',
        overflow: 'hidden',
        ...(seat ? { color: labelColour(theme, seat.category, props.notForSale, props.selected) } : {}),
        ...(props.selected ? { backgroundColor: alpha(theme.palette.primary.main, 0.25) } : {}),
        ...(ring ? { boxShadow: `0 0 0 2px ${ring}` } : {}),
        '&:focus-visible': { outline: `3px solid ${theme.palette.text.primary}`, outlineOffset: 2 },
      }}
    >
      {seat?.category === SEAT_CATEGORIES.disabled ? (
        <AccessibleIcon sx={{ fontSize: CELL * 0.55 }} aria-hidden />
      ) : seat ? (
        <bdi aria-hidden>{seat.label}</bdi>
      ) : null}
    </Box>
  );
});
