import { useEffect } from 'react';

/** Points the page's icon link (from index.html) at the company's favicon while one is set. */
export function useCompanyFavicon(faviconUrl: string | null | undefined): void {
  useEffect(() => {
    if (!faviconUrl) return;
    const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (!link) return;
    const previous = link.href;
    link.href = faviconUrl;
    return () => {
      link.href = previous;
    };
  }, [faviconUrl]);
}
