import { LegalDocument } from '../components/legal-document';
import { useLegalTexts } from '../use-legal-texts';

/** company.privacy: the privacy policy (version 1.5 of 18 June 2024), 46 numbered points. */
export function PrivacyPage() {
  const { privacy } = useLegalTexts();
  return <LegalDocument document={privacy} subtitle={privacy.versionLine} />;
}
