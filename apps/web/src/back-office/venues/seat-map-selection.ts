import { type CellPosition, cellKey, cellsInArea, stepCell } from '@screener/contracts/seat-map';

/**
 * What the seat-map editor has selected. `anchor` is where an area starts (a press, the last plain
 * click, the focus before Shift+arrows); `focus` is the cell the keyboard is on; `base` is what was
 * selected before the area being drawn, kept when Ctrl or Cmd adds an area to it.
 */
export type MapSelection = {
  grid: { rows: number; columns: number };
  anchor: CellPosition;
  focus: CellPosition;
  selected: readonly string[];
  base: readonly string[];
  dragging: boolean;
};

export type SelectionAction =
  | { type: 'press'; cell: CellPosition; shift: boolean; add: boolean }
  | { type: 'drag'; cell: CellPosition }
  | { type: 'release' }
  | { type: 'arrow'; rows: number; columns: number; shift: boolean }
  | { type: 'toggle' }
  | { type: 'line'; cells: string[]; add: boolean }
  | { type: 'all' }
  | { type: 'clear' }
  | { type: 'resize'; rows: number; columns: number };

const first: CellPosition = { row: 1, column: 1 };

export function initialSelection(rows: number, columns: number): MapSelection {
  return { grid: { rows, columns }, anchor: first, focus: first, selected: [], base: [], dragging: false };
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * A press starts an area at the cell (Shift: from the anchor instead); dragging stretches it to the
 * cell under the pointer; Ctrl or Cmd adds it to what was selected. Arrows move the focus, and with
 * Shift stretch the area from the anchor to it; Space adds or removes the focused cell.
 */
export function selectionReducer(state: MapSelection, action: SelectionAction): MapSelection {
  switch (action.type) {
    case 'press': {
      const base = action.add ? state.selected : [];
      const anchor = action.shift ? state.anchor : action.cell;
      return {
        ...state,
        anchor,
        focus: action.cell,
        base,
        selected: union(base, cellsInArea(anchor, action.cell)),
        dragging: true,
      };
    }
    case 'drag':
      if (!state.dragging) return state;
      return {
        ...state,
        focus: action.cell,
        selected: union(state.base, cellsInArea(state.anchor, action.cell)),
      };
    case 'release':
      return { ...state, dragging: false };
    case 'arrow': {
      const focus = stepCell(state.focus, action, state.grid);
      if (!action.shift) return { ...state, focus, anchor: focus };
      return { ...state, focus, selected: cellsInArea(state.anchor, focus) };
    }
    case 'toggle': {
      const key = cellKey(state.focus);
      const selected = state.selected.includes(key)
        ? state.selected.filter((item) => item !== key)
        : [...state.selected, key];
      return { ...state, anchor: state.focus, selected };
    }
    case 'line':
      return { ...state, selected: action.add ? union(state.selected, action.cells) : action.cells };
    case 'all':
      return { ...state, selected: cellsInArea(first, { row: state.grid.rows, column: state.grid.columns }) };
    case 'clear':
      return { ...state, selected: [], base: [] };
    case 'resize': {
      const grid = { rows: action.rows, columns: action.columns };
      const inside = (cell: CellPosition) => stepCell(cell, { rows: 0, columns: 0 }, grid);
      const fits = (key: string) => {
        const [row = 0, column = 0] = key.split('-').map(Number);
        return row <= grid.rows && column <= grid.columns;
      };
      return {
        ...state,
        grid,
        anchor: inside(state.anchor),
        focus: inside(state.focus),
        selected: state.selected.filter(fits),
        base: [],
      };
    }
  }
}
