import { CompanyPageView } from '../../pages';
import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/** company.terms: the company's own terms when its back-office wrote them, else 46 numbered points. */
export function TermsPage() {
  const { terms } = useLegalTexts();
  return <CompanyPageView slug="terms" whenMissing={<LegalDocument document={terms} />} />;
}
