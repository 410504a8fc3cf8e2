// The shared domain naming a feature, on purpose.
import { betaName } from '../features/beta';

export const eventName = (id: number): string => betaName(id);
