/**
 * The product's own long texts (spec part 1 §1): about (10 points), terms of use and privacy
 * (46 points each). They live in one file a language rather than in the i18n JSON because they are
 * long and read as documents. `{company}` stands for the site's company title.
 */
export type LegalDocument = {
  title: string;
  /** Shown under the title, before the numbered points. */
  intro: string;
  points: readonly string[];
};

export type LegalTexts = {
  about: LegalDocument;
  terms: LegalDocument;
  privacy: LegalDocument & { versionLine: string };
};

export const ABOUT_POINTS = 10;
export const TERMS_POINTS = 46;
export const PRIVACY_POINTS = 46;
