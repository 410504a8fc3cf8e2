import { PREVIEW_QUERY_PARAM } from '@screener/contracts/event-preview';
import { ROUTES } from '@screener/contracts/routes';
import { ADMIN_PATHS } from '@screener/contracts/staff';
import { generatePath } from 'react-router';

/** The viewer's page of the event in preview mode: drafts too, for staff signed in (decision 0028). */
export const previewPath = (id: number): string =>
  `${generatePath(ROUTES['screeners.overview'], { screener_id: String(id) })}?${PREVIEW_QUERY_PARAM}=1`;

export const livePath = (id: number): string =>
  generatePath(ADMIN_PATHS.eventLive, { screener_id: String(id) });

export const waitlistPath = (id: number): string =>
  generatePath(ADMIN_PATHS.eventWaitlist, { screener_id: String(id) });
