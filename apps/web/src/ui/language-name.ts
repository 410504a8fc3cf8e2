/** A language's name (by its ISO 639 code) in the reader's language; the code itself when unknown. */
export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
