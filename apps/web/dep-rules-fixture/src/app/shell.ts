// The site's shell past a feature's face and into the back-office, on purpose.
import { officeName } from '../back-office/office';
import { alphaName } from '../features/alpha/name';

export const loadBeta = () => import('../features/beta/name');

export const shellName = (): string => `${alphaName(1)} ${officeName()}`;
