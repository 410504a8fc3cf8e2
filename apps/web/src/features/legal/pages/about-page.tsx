import { CompanyPageView } from '../../pages';
import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/** company.about: the company's own About page when its back-office wrote one, else ten numbered points. */
export function AboutPage() {
  const { about } = useLegalTexts();
  return <CompanyPageView slug="about" whenMissing={<LegalDocument document={about} />} />;
}
