// The database layer naming a module through its face, on purpose: the ground names no module.
import { hallOf } from '../modules/halls/index.ts';

export const firstHall = hallOf(1);
