import { describe, expect, it } from 'vitest';
import {
  initialSelection,
  type MapSelection,
  type SelectionAction,
  selectionReducer,
} from './seat-map-selection';

const run = (actions: SelectionAction[], state: MapSelection = initialSelection(3, 4)) =>
  actions.reduce(selectionReducer, state);
const at = (row: number, column: number) => ({ row, column });

describe('seat-map selection', () => {
  it('selects the area a press and drag span, in any direction', () => {
    const state = run([
      { type: 'press', cell: at(3, 3), shift: false, add: false },
      { type: 'drag', cell: at(2, 2) },
      { type: 'release' },
      { type: 'drag', cell: at(1, 1) },
    ]);
    expect([...state.selected].sort()).toEqual(['2-2', '2-3', '3-2', '3-3']);
    expect(state.dragging).toBe(false);
  });

  it('stretches from the anchor with Shift, and adds areas with Ctrl', () => {
    const shifted = run([
      { type: 'press', cell: at(1, 1), shift: false, add: false },
      { type: 'release' },
      { type: 'press', cell: at(1, 3), shift: true, add: false },
      { type: 'release' },
    ]);
    expect(shifted.selected).toEqual(['1-1', '1-2', '1-3']);
    const added = run(
      [{ type: 'press', cell: at(3, 4), shift: false, add: true }, { type: 'release' }],
      shifted,
    );
    expect(added.selected).toEqual(['1-1', '1-2', '1-3', '3-4']);
  });

  it('moves the focus with arrows inside the grid, stretches with Shift+arrows and toggles with Space', () => {
    const state = run([
      { type: 'arrow', rows: 0, columns: -1, shift: false },
      { type: 'arrow', rows: 1, columns: 0, shift: false },
      { type: 'arrow', rows: 0, columns: 1, shift: true },
      { type: 'arrow', rows: 1, columns: 0, shift: true },
    ]);
    expect(state.focus).toEqual(at(3, 2));
    expect(state.selected).toEqual(['2-1', '2-2', '3-1', '3-2']);
    const toggled = run([{ type: 'toggle' }], state);
    expect(toggled.selected).toEqual(['2-1', '2-2', '3-1']);
    expect(run([{ type: 'toggle' }], toggled).selected).toEqual(['2-1', '2-2', '3-1', '3-2']);
  });

  it('selects rows, columns and everything, and drops what a smaller grid loses', () => {
    const column = run([{ type: 'line', cells: ['1-2', '2-2', '3-2'], add: false }]);
    expect(run([{ type: 'all' }]).selected).toHaveLength(12);
    const smaller = run([{ type: 'resize', rows: 2, columns: 4 }], column);
    expect(smaller.selected).toEqual(['1-2', '2-2']);
    expect(run([{ type: 'clear' }], smaller).selected).toEqual([]);
  });
});
