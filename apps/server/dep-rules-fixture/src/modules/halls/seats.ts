// Both violations on purpose: an inner file of another module, and a cycle through the faces.
import { filmTitle } from '../films/index.ts';
import { filmTitle as titleOf } from '../films/titles.ts';

export const hallOf = (id: number): string => (id > 0 ? `hall ${id}` : `${filmTitle(-id)} ${titleOf(-id)}`);
