import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ListEmpty } from '../../../ui/list-states';
import { LoadError } from '../../../ui/load-error';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { usePassList } from '../api';
import { PassCard } from '../components/pass-card';
import { PassesLoading } from '../components/passes-loading';
import { usePassOwnership } from '../use-pass-ownership';

/** pricing.index: the festival passes on sale, a card each (spec part 2 §2.9). */
export function PassListPage() {
  const { t } = useTranslation();
  const passes = usePassList();
  const ownership = usePassOwnership();
  useDocumentTitle(t('passes.title'));

  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('passes.title')}
      </Typography>
      {passes.isPending ? <PassesLoading text={t('passes.loading')} /> : null}
      {passes.isError ? (
        <LoadError
          sentence="screenings.loadError"
          error={passes.error}
          onRetry={() => void passes.refetch()}
        />
      ) : null}
      {passes.data?.length === 0 ? <ListEmpty messages={[t('passes.empty')]} /> : null}
      {passes.data && passes.data.length > 0 ? (
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {passes.data.map((pass) => (
            <PassCard key={pass.id} pass={pass} ownership={ownership(pass.id)} />
          ))}
        </Box>
      ) : null}
    </Container>
  );
}
