import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/** company.about: ten numbered points about the site and the platform. */
export function AboutPage() {
  return <LegalDocument document={useLegalTexts().about} />;
}
