import * as eventPreviewCalls from '@screener/contracts/calls/admin-event-preview';
import { PREVIEW_QUERY_PARAM } from '@screener/contracts/event-preview';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { ApiRequestError } from '../../api/api-errors';
import { call } from '../../api/client';
import { useCurrentCompany } from '../../domain/company/current-company-context';
import { useScreener } from '../../domain/event/api';

/**
 * The overview's event. With `?preview=1` it is asked of the back-office's preview call, which
 * the staff cookie goes with and which shows drafts too; otherwise of the site's own call, as
 * before (the viewer's path never reads a staff session: decision 0028).
 */
export function useOverviewScreener(id: number | null) {
  const [params] = useSearchParams();
  const preview = params.get(PREVIEW_QUERY_PARAM) === '1';
  const company = useCurrentCompany();
  const viewer = useScreener(preview ? null : id);
  const staff = useQuery({
    queryKey: ['screener-preview', company.id, id ?? 0],
    queryFn:
      id === null
        ? skipToken
        : ({ signal }) => call(eventPreviewCalls.preview, { screener_id: id }, { signal }),
    enabled: preview && id !== null,
    retry: false,
  });
  if (!preview) return { query: viewer, previewStatus: null, previewRefused: false };
  return {
    query: {
      isError: staff.isError,
      error: staff.error,
      isPending: staff.isPending,
      data: staff.data?.screener,
    },
    previewStatus: staff.data?.status ?? null,
    // Not signed in to the back-office, or not its staff with the content permission.
    previewRefused: staff.error instanceof ApiRequestError && [401, 403].includes(staff.error.code),
  };
}
