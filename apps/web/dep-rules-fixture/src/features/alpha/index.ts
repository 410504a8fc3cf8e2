export { alphaName } from './name';
