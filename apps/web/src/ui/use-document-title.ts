import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the tab title, suffixed with the product name (spec part 1 §2). */
export function useDocumentTitle(title: string | null | undefined): void {
  const { t } = useTranslation();
  const product = t('common.productName');
  useEffect(() => {
    document.title = title ? `${title} | ${product}` : product;
  }, [title, product]);
}
