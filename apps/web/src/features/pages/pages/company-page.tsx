import { useParams } from 'react-router';
import { NotFound } from '../../../ui/not-found';
import { CompanyPageView } from '../components/company-page-view';

/** company.page: a company's own page by slug, with its title and rich description. */
export function CompanyPage() {
  const { slug = '' } = useParams();
  return <CompanyPageView slug={slug} whenMissing={<NotFound />} />;
}
