import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Page } from '@screener/contracts/page';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../api/error-text';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { RichText } from '../../../ui/rich-text';
import { safeHref } from '../../../ui/safe-url';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { usePage } from '../api';

/**
 * A company's page by slug, or `whenMissing` when it has none: the about, privacy and terms pages
 * show the product's own text unless the company's back-office overrides it.
 */
export function CompanyPageView({ slug, whenMissing }: { slug: string; whenMissing: ReactNode }) {
  const { t } = useTranslation();
  const query = usePage(slug);

  if (query.isPending) return <InlineSpinner label={t('page.loading')} />;
  // A slug that names no page is answered with an empty array (pages/api.ts).
  if (query.data === null) return whenMissing;
  if (query.isError) {
    return (
      <Container maxWidth="md" sx={{ paddingBlock: 4 }}>
        <Alert severity="error">{errorText(query.error, t)}</Alert>
      </Container>
    );
  }

  return <PageArticle page={query.data} />;
}

/** The page itself; it names the tab, so a fallback page can name it instead. */
function PageArticle({ page }: { page: Page }) {
  const { t } = useTranslation();
  useDocumentTitle(page.title);
  const externalUrl = page.is_external ? safeHref(page.external_url) : null;
  return (
    <Container maxWidth="md" component="article" sx={{ paddingBlock: 4 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {page.title}
      </Typography>
      <RichText html={page.description} />
      {externalUrl ? (
        <Button
          href={externalUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="contained"
          sx={{ marginBlockStart: 3 }}
        >
          {t('page.openExternal', { title: page.title })}
        </Button>
      ) : null}
    </Container>
  );
}
