import { useTranslation } from 'react-i18next';
import { useSession } from '../../../api/session-store';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { TvLibrary } from '../components/tv-library';
import { TvPairing } from '../components/tv-pairing';
import { TvScreen } from '../components/tv-screen';
import '../../../i18n/tv/tv-texts';

/** tv.home: the TV app. Unpaired it shows its pairing code, even where a viewer is signed in on the site; paired, the
 * viewer's films. */
export function TvPage() {
  const { t } = useTranslation('tv');
  const pairedTv = useSession()?.tv === true;
  useDocumentTitle(t('tvApp.tv.title'));
  return <TvScreen>{pairedTv ? <TvLibrary /> : <TvPairing />}</TvScreen>;
}
