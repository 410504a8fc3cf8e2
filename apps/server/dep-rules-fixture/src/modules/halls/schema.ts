// Two schemas naming each other, on purpose.
import { filmKeys } from '../films/schema.ts';

export const hallKeys = { id: 'halls.id', film: () => filmKeys.id };
