// The ground reaching up, on purpose: a feature, the app shell, and the test support.
import { shellName } from '../app/shell';
import { alphaName } from '../features/alpha';
import { fakeName } from '../test/fake';

export const label = (id: number): string => `${alphaName(id)} ${shellName()} ${fakeName}`;
