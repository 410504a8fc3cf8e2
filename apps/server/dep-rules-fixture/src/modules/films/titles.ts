import { hallOf } from '../halls/index.ts';

export const filmTitle = (id: number): string => `film ${id} in ${hallOf(id)}`;
