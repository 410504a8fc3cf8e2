import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SUPPORT_NOTICE_LIMITS } from '@screener/contracts/watch';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useSendSupportNotice } from '../api';
import { type SiteEventGroup, SiteEventSelect, WithSiteEvents } from '../components/site-event-picker';
import { useApiErrorText } from '../use-api-error-text';

/**
 * Support notices: a short message shown at once on the watch page of everyone watching an event
 * playing now or coming up (a sound problem, a late start).
 */
export function SupportPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('support.title'));

  const heading = (
    <>
      <Typography component="h1" variant="h4">
        {t('support.title')}
      </Typography>
      <Typography color="text.secondary">{t('support.intro')}</Typography>
    </>
  );
  return (
    <WithSiteEvents heading={heading}>
      {(groups) => <SupportNoticeForm heading={heading} groups={groups} />}
    </WithSiteEvents>
  );
}

function SupportNoticeForm({ heading, groups }: { heading: ReactNode; groups: SiteEventGroup[] }) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const send = useSendSupportNotice();
  const [eventId, setEventId] = useState('');
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const chosen = groups.flatMap((group) => group.events).find((event) => String(event.id) === eventId);
  const ready = chosen !== undefined && title.trim() !== '' && body.trim() !== '';

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || !ready) return;
    setSentTo(null);
    send.mutate(
      { screenerId: chosen.id, title: title.trim(), body: body.trim() },
      {
        onSuccess: () => {
          setSentTo(chosen.title);
          setTitle('');
          setBody('');
        },
      },
    );
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 600 }}>
      {heading}
      <Stack component="form" spacing={2} onSubmit={onSubmit} noValidate>
        <SiteEventSelect groups={groups} value={eventId} onChange={setEventId} required />
        <TextField
          required
          label={t('support.noticeTitle')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          helperText={`${title.length} / ${SUPPORT_NOTICE_LIMITS.title}`}
          slotProps={{ htmlInput: { maxLength: SUPPORT_NOTICE_LIMITS.title } }}
        />
        <TextField
          required
          multiline
          minRows={3}
          label={t('support.body')}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          helperText={`${body.length} / ${SUPPORT_NOTICE_LIMITS.body}`}
          slotProps={{ htmlInput: { maxLength: SUPPORT_NOTICE_LIMITS.body } }}
        />
        <Button
          type="submit"
          variant="contained"
          disabled={!ready || send.isPending}
          sx={{ alignSelf: 'start' }}
        >
          {send.isPending ? t('support.sending') : t('support.send')}
        </Button>
        {send.isError && <Alert severity="error">{apiErrorText(send.error)}</Alert>}
        {sentTo && (
          <Alert severity="success" role="status">
            {t('support.sent', { event: sentTo })}
          </Alert>
        )}
      </Stack>
    </Stack>
  );
}
