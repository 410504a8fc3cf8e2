// A feature pair importing each other, on purpose: alpha's face names beta's, and beta's alpha's.
import { betaName } from '../beta';

export const alphaName = (id: number): string => (id > 0 ? `alpha ${id}` : betaName(-id));
