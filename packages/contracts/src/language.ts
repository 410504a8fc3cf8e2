export const LANGUAGES = ['en', 'es', 'he', 'it'] as const;
export type LanguageCode = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: LanguageCode = 'en';
export const RTL_LANGUAGES: readonly LanguageCode[] = ['he'];

export function isRtl(language: string): boolean {
  return (RTL_LANGUAGES as readonly string[]).includes(language);
}
