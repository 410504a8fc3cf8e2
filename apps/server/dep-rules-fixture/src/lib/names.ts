// Infrastructure naming a module, on purpose.
import { hallOf } from '../modules/halls/index.ts';

export const hallName = (id: number): string => hallOf(id);
