import 'i18next';
import type adminEn from './admin/en.json';
import type en from './en.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en; admin: typeof adminEn };
  }
}
