import { useSearchParams } from 'react-router';

/** Embed mode (allowEmbed=true in the query) hides the site's header and footer. */
export function useEmbedMode(): boolean {
  const [searchParams] = useSearchParams();
  return searchParams.get('allowEmbed') === 'true';
}
