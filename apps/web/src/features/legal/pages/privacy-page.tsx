import { CompanyPageView } from '../../pages';
import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/**
 * company.privacy: the company's own privacy page when its back-office wrote one, else the privacy
 * policy (version 1.5 of 18 June 2024), 46 numbered points.
 */
export function PrivacyPage() {
  const { privacy } = useLegalTexts();
  return (
    <CompanyPageView
      slug="privacy"
      whenMissing={<LegalDocument document={privacy} subtitle={privacy.versionLine} />}
    />
  );
}
