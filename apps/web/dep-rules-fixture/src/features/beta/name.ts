// On purpose: the cycle back to alpha, an inner file of alpha, and the app shell.
import { shellName } from '../../app/shell';
import { alphaName } from '../alpha';
import { alphaName as innerAlphaName } from '../alpha/name';

export const betaName = (id: number): string =>
  id > 0 ? `beta ${id}` : `${alphaName(-id)} ${innerAlphaName(-id)} ${shellName()}`;
