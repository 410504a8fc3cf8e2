import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChatReport } from '@screener/contracts/chat-room';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiErrorCode } from '../../api/api-errors';
import { notify } from '../../ui/notifications';
import { quotedMessageSx } from '../../ui/quoted-message-sx';
import { useDocumentTitle } from '../../ui/use-document-title';
import { useBanChatMember, useChatReports, useEventChatRoom } from '../api';
import { useDeleteReportedMessage } from '../chat-reports/chat-reports-api';
import { AdminTable } from '../components/admin-table';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadState } from '../components/load-state';
import { SiteEventSelect, WithSiteEvents } from '../components/site-event-picker';
import { useAdminDateTime } from '../components/use-admin-date-time';
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
  const dateTime = useAdminDateTime();

  if (isApiErrorCode(room.error, 404)) {
    return <Typography color="text.secondary">{t('chatReports.noRoom')}</Typography>;
  }
  if (!room.data) return <LoadState error={room.error} onRetry={() => void room.refetch()} />;
  if (!reports.data) return <LoadState error={reports.error} onRetry={() => void reports.refetch()} />;
  if (reports.data.reports.length === 0) {
    return <Typography color="text.secondary">{t('chatReports.empty')}</Typography>;
  }
  return (
    <>
      <AdminTable
        label={t('chatReports.table')}
        rows={reports.data.reports}
        rowKey={(report) => report.id}
        columns={[
          {
            key: 'reported',
            header: t('chatReports.reported'),
            cell: (report) => <bdi>{report.reported.name}</bdi>,
          },
          {
            key: 'message',
            header: t('chatReports.message'),
            wrap: 'anywhere',
            cell: (report) => <ReportedMessageText report={report} />,
          },
          {
            key: 'reason',
            header: t('chatReports.reason'),
            wrap: 'anywhere',
            cell: (report) => <bdi>{report.reason}</bdi>,
          },
          {
            key: 'reporter',
            header: t('chatReports.reporter'),
            cell: (report) => <bdi>{report.reporter.name}</bdi>,
          },
          {
            key: 'when',
            header: t('chatReports.when'),
            wrap: 'nowrap',
            cell: (report) => <bdi>{dateTime(report.created_at)}</bdi>,
          },
          {
            key: 'actions',
            header: t('chatReports.actions'),
            cell: (report) => (
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
            ),
          },
        ]}
      />
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

type ReportDialogProps = { report: ChatReport | null; chatRoomId: number; onClose: () => void };

/**
 * Asks before an action on a report; once confirmed, makes its call (`run`, nothing when it has
 * none to make), says it was `done` and closes, or tells the refusal.
 */
function ReportActionDialog({
  report,
  onClose,
  action,
  run,
  done,
  texts,
  children,
}: Omit<ReportDialogProps, 'chatRoomId'> & {
  action: { isPending: boolean; isError: boolean; error: unknown };
  run: (report: ChatReport) => Promise<unknown> | null;
  done: string;
  texts: { title: string; text: string; confirmLabel: string };
  children?: ReactNode;
}) {
  const apiErrorText = useApiErrorText();
  const confirm = async () => {
    const call = report ? run(report) : null;
    if (!call) return;
    try {
      await call;
      notify(done, 'success');
      onClose();
    } catch (error) {
      notify(apiErrorText(error), 'error');
    }
  };
  return (
    <ConfirmDialog
      open={report !== null}
      {...texts}
      busy={action.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {children}
      {action.isError && <Alert severity="error">{apiErrorText(action.error)}</Alert>}
    </ConfirmDialog>
  );
}

/** Asks before a reported message is deleted: it disappears for the members at once. */
function DeleteMessageDialog({ report, chatRoomId, onClose }: ReportDialogProps) {
  const { t } = useTranslation('admin');
  const remove = useDeleteReportedMessage();
  const name = report?.reported.name ?? '';
  return (
    <ReportActionDialog
      report={report}
      onClose={onClose}
      action={remove}
      run={({ message }) =>
        message ? remove.mutateAsync({ chatRoomId, messageId: message.id, kind: message.kind }) : null
      }
      done={t('chatReports.deletedNotice')}
      texts={{
        title: t('chatReports.deleteTitle', { name }),
        text: t('chatReports.deleteText'),
        confirmLabel: t('chatReports.deleteConfirm'),
      }}
    >
      {report?.message?.text ? (
        <Typography component="blockquote" sx={quotedMessageSx}>
          <bdi>{report.message.text}</bdi>
        </Typography>
      ) : null}
    </ReportActionDialog>
  );
}

/** Asks before a ban: the member leaves the room at once and cannot come back. */
function BanDialog({ report, chatRoomId, onClose }: ReportDialogProps) {
  const { t } = useTranslation('admin');
  const ban = useBanChatMember();
  const name = report?.reported.name ?? '';
  return (
    <ReportActionDialog
      report={report}
      onClose={onClose}
      action={ban}
      run={({ reported }) => ban.mutateAsync({ chatRoomId, memberId: reported.id })}
      done={t('chatReports.bannedNotice', { name })}
      texts={{
        title: t('chatReports.banTitle', { name }),
        text: t('chatReports.banText', { name }),
        confirmLabel: t('chatReports.banConfirm'),
      }}
    />
  );
}
