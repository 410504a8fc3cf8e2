// A port naming a module's inner file, on purpose: a port is written out here and implemented there.
import type { filmTitle } from '../modules/films/titles.ts';

export type TitlesPort = { title: typeof filmTitle };
