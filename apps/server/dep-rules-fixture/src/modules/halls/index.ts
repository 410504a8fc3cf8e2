export { hallOf } from './seats.ts';
