import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type InboxRequest,
  REQUEST_KINDS,
  REQUEST_MESSAGE_MAX_LENGTH,
  REQUEST_PAGE_SIZES,
  REQUEST_STATUSES,
  type RequestDecision,
  type RequestKind,
  type RequestStatus,
} from '@screener/contracts/requests';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../api/api-errors';
import { notify } from '../../ui/notifications';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ConfirmDialog } from '../components/confirm-dialog';
import { LoadState } from '../components/load-state';
import { useStaffIdentity } from '../components/staff-identity-context';
import { useAdminDateTime } from '../components/use-admin-date-time';
import { orderPath } from '../orders/order-links';
import { useAdminFieldErrorText } from '../use-admin-field-error-text';
import { useApiErrorText } from '../use-api-error-text';
import { useAnswerRequest, useInboxRequests } from './requests-api';

/** The filters' choice that narrows nothing. */
const ANY = '';

const STATUS_COLOURS: Record<RequestStatus, 'default' | 'info' | 'success' | 'warning' | 'error'> = {
  open: 'info',
  answered: 'default',
  approved: 'success',
  rejected: 'error',
  closed: 'default',
};

/**
 * The requests inbox: refund and cancellation requests, change requests, booking questions and
 * "Leave a message", newest first, each with the viewer, the order, its thread and its answers.
 */
export function RequestsPage() {
  const { t } = useTranslation('admin');
  useDocumentTitle(t('requests.title'));
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState<number>(REQUEST_PAGE_SIZES[0]);
  const [status, setStatus] = useState<RequestStatus | null>('open');
  const [kind, setKind] = useState<RequestKind | null>(null);
  const requests = useInboxRequests({
    page,
    page_size: pageSize,
    ...(status ? { status } : {}),
    ...(kind ? { kind } : {}),
  });
  const narrowed = status !== null || kind !== null;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography component="h1" variant="h4">
          {t('requests.title')}
        </Typography>
        {requests.data && requests.data.open > 0 && (
          <Chip color="info" label={t('requests.openCount', { count: requests.data.open })} />
        )}
      </Stack>
      <Typography color="text.secondary">{t('requests.intro')}</Typography>
      <Stack role="search" direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <TextField
          select
          size="small"
          label={t('requests.status')}
          value={status ?? ANY}
          onChange={(event) => {
            setStatus((event.target.value || null) as RequestStatus | null);
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value={ANY}>{t('requests.anyStatus')}</MenuItem>
          {REQUEST_STATUSES.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`requests.statuses.${value}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('requests.kind')}
          value={kind ?? ANY}
          onChange={(event) => {
            setKind((event.target.value || null) as RequestKind | null);
            setPage(0);
          }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value={ANY}>{t('requests.anyKind')}</MenuItem>
          {REQUEST_KINDS.map((value) => (
            <MenuItem key={value} value={value}>
              {t(`requests.kinds.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {!requests.data ? (
        <LoadState error={requests.error} onRetry={() => void requests.refetch()} />
      ) : requests.data.total === 0 ? (
        <Typography color="text.secondary" role="status">
          {narrowed ? t('requests.noneFound') : t('requests.empty')}
        </Typography>
      ) : (
        <>
          <Stack
            component="ol"
            spacing={2}
            aria-label={t('requests.title')}
            sx={{ listStyle: 'none', m: 0, p: 0 }}
          >
            {requests.data.requests.map((request) => (
              <li key={request.id}>
                <RequestCard request={request} />
              </li>
            ))}
          </Stack>
          <TablePagination
            component="div"
            count={requests.data.total}
            page={page}
            onPageChange={(_, next) => setPage(next)}
            rowsPerPage={pageSize}
            rowsPerPageOptions={[...REQUEST_PAGE_SIZES]}
            onRowsPerPageChange={(event) => {
              setPageSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('requests.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('requests.range', { from, to, count })}
          />
        </>
      )}
    </Stack>
  );
}

/** One request: who asked about what, its thread, and the answer with its three actions. */
function RequestCard({ request }: { request: InboxRequest }) {
  const { t } = useTranslation('admin');
  const dateTime = useAdminDateTime();
  const identity = useStaffIdentity();
  const apiErrorText = useApiErrorText();
  const fieldText = useAdminFieldErrorText();
  const answer = useAnswerRequest();
  const headingId = useId();
  const [message, setMessage] = useState('');
  const [approving, setApproving] = useState(false);
  const undecided = request.status === 'open' || request.status === 'answered';
  const mayApprove =
    undecided &&
    request.kind === 'refund' &&
    request.purchase_id !== null &&
    identity.kind === 'staff' &&
    identity.permissions.includes('refunds');
  const viewerName = request.viewer_name ?? request.viewer_email;

  const send = (decision: RequestDecision) =>
    answer.mutate(
      { request_id: request.id, decision, message: message.trim() },
      {
        onSuccess: () => {
          notify(t('requests.answered'), 'success');
          setMessage('');
          setApproving(false);
        },
        onError: () => setApproving(false),
      },
    );
  const fields = answer.error instanceof ApiRequestError ? answer.error.details?.fields : undefined;
  const problem = fieldText(fields?.message?.[0] ?? fields?.decision?.[0]);

  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography id={headingId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {t(`requests.kinds.${request.kind}`)}
          </Typography>
          <Chip
            size="small"
            color={STATUS_COLOURS[request.status]}
            label={t(`requests.statuses.${request.status}`)}
          />
          <Typography color="text.secondary" variant="body2">
            <bdi>{dateTime(request.created_at)}</bdi>
          </Typography>
        </Stack>
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Typography variant="body2">
            {request.viewer_name && <bdi>{request.viewer_name} </bdi>}
            <bdi>{request.viewer_email}</bdi>
          </Typography>
          {request.purchase_id !== null && (
            <Link component={RouterLink} to={orderPath(request.purchase_id)} variant="body2">
              {t('requests.order', { number: request.purchase_id })}
            </Link>
          )}
          {request.booking_id !== null && (
            <Typography variant="body2">{t('requests.booking', { number: request.booking_id })}</Typography>
          )}
        </Stack>
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {request.thread.map((entry, index) => (
            <Stack
              component="li"
              // biome-ignore lint/suspicious/noArrayIndexKey: a thread only grows at its end, so a place names one message.
              key={`${entry.created_at}-${index}`}
              sx={{
                borderInlineStart: 3,
                borderColor: entry.author === 'staff' ? 'primary.main' : 'divider',
                paddingInlineStart: 1.5,
              }}
            >
              <Typography variant="caption" color="text.secondary">
                {entry.author === 'staff'
                  ? t('requests.staffSaid', { name: entry.by ?? '' })
                  : t('requests.viewerSaid', { name: viewerName })}
                {entry.decision && entry.decision !== 'reply' && (
                  <> · {t(`requests.decisions.${entry.decision}`)}</>
                )}
                {' · '}
                <bdi>{dateTime(entry.created_at)}</bdi>
              </Typography>
              <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {entry.body}
              </Typography>
            </Stack>
          ))}
        </Stack>
        <TextField
          label={t('requests.answer')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(problem)}
          helperText={problem ?? t('requests.answerHelp')}
          slotProps={{ htmlInput: { maxLength: REQUEST_MESSAGE_MAX_LENGTH, dir: 'auto' } }}
        />
        {answer.isError && !problem && <Alert severity="error">{apiErrorText(answer.error)}</Alert>}
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button
            variant="contained"
            disabled={message.trim() === '' || answer.isPending}
            onClick={() => send('reply')}
          >
            {t('requests.reply')}
          </Button>
          {mayApprove && (
            <Button
              variant="contained"
              color="success"
              disabled={message.trim() === '' || answer.isPending}
              onClick={() => setApproving(true)}
            >
              {t('requests.approve')}
            </Button>
          )}
          {undecided && (
            <Button
              variant="outlined"
              color="error"
              disabled={message.trim() === '' || answer.isPending}
              onClick={() => send('reject')}
            >
              {t('requests.reject')}
            </Button>
          )}
        </Stack>
      </Stack>
      <ConfirmDialog
        open={approving}
        title={t('requests.approveTitle', { number: request.purchase_id ?? 0 })}
        text={t('requests.approveText')}
        confirmLabel={t('requests.approve')}
        busy={answer.isPending}
        onConfirm={() => send('approve')}
        onClose={() => setApproving(false)}
      />
    </Paper>
  );
}
