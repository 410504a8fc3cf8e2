import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../../api/error-text';
import { useBallot } from '../../../domain/ballot/api';
import { EventBallot } from '../../../domain/ballot/event-ballot';
import { InlineSpinner } from '../../../ui/inline-spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';

/** The ballot a mailed one-click link opens: the link names the viewer, so no sign-in is asked. */
export function BallotLinkPage() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const source = { token };
  const ballot = useBallot(source);
  useDocumentTitle(t('ballot.title'));
  const rateable = ballot.data?.films.some((film) => film.open && film.eligible) ?? false;
  return (
    <Container maxWidth="sm" sx={{ paddingBlock: 4 }}>
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('ballot.title')}
        </Typography>
        {ballot.isPending ? (
          <InlineSpinner label={t('common.loading')} />
        ) : ballot.isError ? (
          <Alert severity="error">{errorText(ballot.error, t)}</Alert>
        ) : rateable ? (
          <EventBallot source={source} />
        ) : (
          <Typography>{t('ballot.nothingToRate')}</Typography>
        )}
      </Stack>
    </Container>
  );
}
