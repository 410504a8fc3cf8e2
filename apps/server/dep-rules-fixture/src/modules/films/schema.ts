// Two schemas naming each other, on purpose.
import { hallKeys } from '../halls/schema.ts';

export const filmKeys = { id: 'films.id', hall: () => hallKeys.id };
