// The demo seed reaching past a module's face, on purpose (it may name a schema, not this).
import { filmTitle } from '../modules/films/titles.ts';

export const seedTitle = filmTitle(1);
