import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Film, Screener } from '@screener/contracts/screener';
import { useTranslation } from 'react-i18next';
import { RichText } from '../../../ui/rich-text';
import { safeHref, safeImageSrc } from '../../../ui/safe-url';
import { FilmFactsList } from './film-facts-list';
import { LtrValueLine } from './ltr-value-line';

/** The details tab: credits and the trailer button of a single-film event, description, logo and Q&A. */
export function EventDetails({ screener, onTrailer }: { screener: Screener; onTrailer(film: Film): void }) {
  const { t } = useTranslation();
  const singleFilm = screener.films.length === 1 ? screener.films[0] : undefined;
  const logo = safeImageSrc(screener.logo_url);
  const qa = screener.qa_info;
  const meetingLink = safeHref(qa?.zoom_link);

  return (
    <Stack spacing={2}>
      {singleFilm ? (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
          {singleFilm.producer_name ? (
            <Typography>{t('screenings.overview.producer', { name: singleFilm.producer_name })}</Typography>
          ) : null}
          {singleFilm.director_name ? (
            <Typography>{t('screenings.overview.director', { name: singleFilm.director_name })}</Typography>
          ) : null}
          <FilmFactsList film={singleFilm} />
          {singleFilm.trailer ? (
            <Button variant="outlined" startIcon={<PlayCircleIcon />} onClick={() => onTrailer(singleFilm)}>
              {t('screenings.overview.trailer')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <RichText html={screener.description} />
      {logo ? (
        <Box
          component="img"
          src={logo}
          alt={t('screenings.overview.logoAlt', { title: screener.title })}
          sx={{ maxInlineSize: 200, maxBlockSize: 120, objectFit: 'contain' }}
        />
      ) : null}
      {qa ? (
        <Paper variant="outlined" component="section" aria-labelledby="qa-title" sx={{ p: 2 }}>
          <Typography id="qa-title" variant="h6" component="h3">
            {qa.title ?? t('screenings.overview.qa')}
          </Typography>
          {qa.message ? <Typography sx={{ whiteSpace: 'pre-line' }}>{qa.message}</Typography> : null}
          {meetingLink ? (
            <Link href={meetingLink} target="_blank" rel="noopener noreferrer">
              {t('screenings.overview.meetingLink')}
            </Link>
          ) : null}
          {qa.meeting_id ? (
            <LtrValueLine
              line={(slot) => t('screenings.overview.meetingId', { id: slot })}
              value={qa.meeting_id}
            />
          ) : null}
          {qa.password ? (
            <LtrValueLine
              line={(slot) => t('screenings.overview.password', { password: slot })}
              value={qa.password}
            />
          ) : null}
          {qa.has_meeting && !meetingLink && !qa.meeting_id && !qa.password ? (
            <Typography color="text.secondary">{t('screenings.overview.meetingForTicketHolders')}</Typography>
          ) : null}
        </Paper>
      ) : null}
    </Stack>
  );
}
