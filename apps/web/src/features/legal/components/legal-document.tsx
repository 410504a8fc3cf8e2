import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useCurrentCompany } from '../../../domain/company/current-company-context';
import { useDocumentTitle } from '../../../ui/use-document-title';
import type { LegalDocument as LegalDocumentText } from '../texts/legal-texts';

const withCompany = (text: string, company: string) => text.replaceAll('{company}', company);

/** A long text as a numbered list (about, terms, privacy). */
export function LegalDocument({ document, subtitle }: { document: LegalDocumentText; subtitle?: string }) {
  const company = useCurrentCompany();
  useDocumentTitle(document.title);
  return (
    <Container maxWidth="md" component="article" sx={{ paddingBlock: 4 }}>
      <Typography variant="h3" component="h1" gutterBottom>
        {document.title}
      </Typography>
      {subtitle ? (
        <Typography color="text.secondary" gutterBottom>
          {subtitle}
        </Typography>
      ) : null}
      <Typography sx={{ marginBlockEnd: 2 }}>{withCompany(document.intro, company.title)}</Typography>
      <Box component="ol" sx={{ paddingInlineStart: 4, display: 'grid', gap: 1.5, lineHeight: 1.7 }}>
        {document.points.map((point) => (
          <li key={point}>{withCompany(point, company.title)}</li>
        ))}
      </Box>
    </Container>
  );
}
