import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/** company.terms: the terms of use, 46 numbered points. */
export function TermsPage() {
  return <LegalDocument document={useLegalTexts().terms} />;
}
