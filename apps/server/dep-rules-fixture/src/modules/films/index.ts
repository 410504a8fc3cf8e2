export { filmTitle } from './titles.ts';
