// The back-office reaching into the site's shell, on purpose.
import { siteName } from '../main';

export const officeName = (): string => `office of ${siteName}`;
