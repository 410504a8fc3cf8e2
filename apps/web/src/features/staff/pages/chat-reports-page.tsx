import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ChatReport } from '@screener/contracts/chat-room';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../api/api-errors';
import { notify } from '../../../ui/notifications';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useBanChatMember, useChatReports, useEventChatRoom } from '../api';
import { useDeleteReportedMessage } from '../chat-reports/chat-reports-api';
import { LoadState } from '../components/load-state';
import { SiteEventSelect, WithSiteEvents } from '../components/site-event-picker';
import { useApiErrorText } from '../use-api-error-text';

/**
 * The chat room's reports: members and messages reported by other members of an event's room. A
 * reported message can be deleted for every member; a ban takes the member out of the room at once.
 */
export function ChatReportsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('chatReports.title'));
  const [eventId, setEventId] = useState('');

  const heading = (
    <>
      <Typography component="h1" variant="h4">
        {t('chatReports.title')}
      </Typography>
      <Typography color="text.secondary">{t('chatReports.intro')}</Typography>
    </>
  );
  return (
    <WithSiteEvents heading={heading}>
      {(groups) => (
        <Stack spacing={2}>
          {heading}
          <SiteEventSelect groups={groups} value={eventId} onChange={setEventId} sx={{ maxWidth: 600 }} />
          {eventId !== '' && <RoomReports screenerId={Number(eventId)} />}
        </Stack>
      )}
    </WithSiteEvents>
  );
}

function RoomReports({ screenerId }: { screenerId: number }) {
  const { t } = useTranslation('admin');
  const room = useEventChatRoom(screenerId);
  const chatRoomId = room.data?.chat_room_id ?? null;
  const reports = useChatReports(chatRoomId);
  const [banning, setBanning] = useState<ChatReport | null>(null);
  const [deleting, setDeleting] = useState<ChatReport | null>(null);

  if (room.error instanceof ApiRequestError && room.error.status === 404) {
    return <Typography color="text.secondary">{t('chatReports.noRoom')}</Typography>;
  }
  if (!room.data) return <LoadState error={room.error} onRetry={() => void room.refetch()} />;
  if (!reports.data) return <LoadState error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) {
    return <Typography color="text.secondary">{t('chatReports.empty')}</Typography>;
  }
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('chatReports.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('chatReports.reported')}</TableCell>
              <TableCell>{t('chatReports.message')}</TableCell>
              <TableCell>{t('chatReports.reason')}</TableCell>
              <TableCell>{t('chatReports.reporter')}</TableCell>
              <TableCell>{t('chatReports.when')}</TableCell>
              <TableCell>{t('chatReports.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {reports.data.reports.map((report) => (
              <TableRow key={report.id}>
                <TableCell>
                  <bdi>{report.reported.name}</bdi>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word', minInlineSize: 160 }}>
                  <ReportedMessageText report={report} />
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <bdi>{report.reason}</bdi>
                </TableCell>
                <TableCell>
                  <bdi>{report.reporter.name}</bdi>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <bdi>{report.created_at}</bdi>
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {report.message && !report.message.deleted ? (
                      <Button
                        color="warning"
                        size="small"
                        variant="outlined"
                        onClick={() => setDeleting(report)}
                        aria-label={t('chatReports.deleteMessageLabel', { name: report.reported.name })}
                      >
                        {t('chatReports.deleteMessage')}
                      </Button>
                    ) : null}
                    {report.reported_banned ? (
                      <Typography variant="body2">{t('chatReports.banned')}</Typography>
                    ) : (
                      <Button
                        color="error"
                        size="small"
                        variant="outlined"
                        onClick={() => setBanning(report)}
                        aria-label={t('chatReports.banLabel', { name: report.reported.name })}
                      >
                        {t('chatReports.ban')}
                      </Button>
                    )}
                  </Stack>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {chatRoomId !== null && (
        <>
          <BanDialog report={banning} chatRoomId={chatRoomId} onClose={() => setBanning(null)} />
          <DeleteMessageDialog report={deleting} chatRoomId={chatRoomId} onClose={() => setDeleting(null)} />
        </>
      )}
    </>
  );
}

/** What was reported: the message's text, a picture, a deleted mark, or the member's profile. */
function ReportedMessageText({ report }: { report: ChatReport }) {
  const { t } = useTranslation('admin');
  const { message } = report;
  if (!message) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('chatReports.profileOnly')}
      </Typography>
    );
  }
  return (
    <>
      {message.kind === 'private' ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {t('chatReports.privateMessage')}
        </Typography>
      ) : null}
      {message.deleted ? (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic' }}>
          {t('chatReports.messageDeleted')}
        </Typography>
      ) : (
        <>
          {message.message_type === 'image' && message.media_url ? (
            <Link href={message.media_url} target="_blank" rel="noopener" variant="body2">
              {t('chatReports.picture')}
            </Link>
          ) : null}
          {message.text ? (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <bdi>{message.text}</bdi>
            </Typography>
          ) : null}
        </>
      )}
    </>
  );
}

/** Asks before a reported message is deleted: it disappears for the members at once. */
function DeleteMessageDialog({
  report,
  chatRoomId,
  onClose,
}: {
  report: ChatReport | null;
  chatRoomId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const remove = useDeleteReportedMessage();
  const name = report?.reported.name ?? '';
  const confirm = async () => {
    if (!report?.message) return;
    try {
      await remove.mutateAsync({ chatRoomId, messageId: report.message.id, kind: report.message.kind });
      notify(t('chatReports.deletedNotice'), 'success');
      onClose();
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  return (
    <Dialog open={report !== null} onClose={onClose} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('chatReports.deleteTitle', { name })}</DialogTitle>
      <DialogContent>
        {report?.message?.text ? (
          <Typography
            component="blockquote"
            sx={{
              margin: 0,
              marginBlockEnd: 2,
              paddingInlineStart: 1.5,
              borderInlineStart: 3,
              borderColor: 'divider',
              whiteSpace: 'pre-wrap',
              overflowWrap: 'anywhere',
            }}
          >
            <bdi>{report.message.text}</bdi>
          </Typography>
        ) : null}
        <DialogContentText>{t('chatReports.deleteText')}</DialogContentText>
        {remove.isError && <Alert severity="error">{apiErrorText(remove.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button color="error" variant="contained" loading={remove.isPending} onClick={() => void confirm()}>
          {t('chatReports.deleteConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Asks before a ban: the member leaves the room at once and cannot come back. */
function BanDialog({
  report,
  chatRoomId,
  onClose,
}: {
  report: ChatReport | null;
  chatRoomId: number;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const apiErrorText = useApiErrorText();
  const fullScreen = useMediaQuery((theme) => theme.breakpoints.down('sm'));
  const titleId = useId();
  const ban = useBanChatMember();
  const name = report?.reported.name ?? '';
  const confirm = async () => {
    if (!report) return;
    try {
      await ban.mutateAsync({ chatRoomId, memberId: report.reported.id });
      notify(t('chatReports.bannedNotice', { name }), 'success');
      onClose();
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  return (
    <Dialog open={report !== null} onClose={onClose} fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('chatReports.banTitle', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('chatReports.banText', { name })}</DialogContentText>
        {ban.isError && <Alert severity="error">{apiErrorText(ban.error)}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('staff.cancel')}</Button>
        <Button color="error" variant="contained" loading={ban.isPending} onClick={() => void confirm()}>
          {t('chatReports.banConfirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
