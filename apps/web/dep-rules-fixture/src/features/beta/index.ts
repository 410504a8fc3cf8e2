export { betaName } from './name';
