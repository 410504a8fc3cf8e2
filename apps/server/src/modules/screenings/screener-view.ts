import type { PlanTranslations } from '@screener/contracts/admin-plans';
import { toApiDateTime } from '@screener/contracts/dates';
import type { LanguageCode } from '@screener/contracts/language';
import { formatAmount } from '@screener/contracts/money';
import type { Film, MonetizationPlan, QaInfo, Screener } from '@screener/contracts/screener';
import { translatedTexts } from '@screener/contracts/translations';
import type { ViewerScreening } from '@screener/contracts/viewer';
import { asc, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { toApiDateTimeOrNull } from '../../lib/api-dates.ts';
import { findViewerFilms } from '../films/index.ts';
import { isGeoBlocked } from './geo-blocking.ts';
import { screenerFilms, type screeners } from './schema.ts';

export type ScreenerRow = typeof screeners.$inferSelect;

/**
 * Who is asking: the company, the moment, the viewer's country and language (the signed header's:
 * texts are answered in it where staff wrote them) and, when signed in, the viewer.
 * `meetings: 'all'` keeps every event's Q&A meeting (for a viewer the watch rule let in, for staff,
 * and for a shared answer whose `publicOf` takes them out again); otherwise only the events the
 * viewer is enrolled in or bought carry theirs.
 */
export type ViewContext = {
  companyId: number;
  now: Date;
  country: string;
  language: LanguageCode;
  consumerId: number | null;
  meetings?: 'all';
};

/** A plan selling an event, as the event's view shows it (the pricing module's rows have this shape). */
export type ScreenerPlan = {
  id: number;
  type: MonetizationPlan['type'];
  name: string;
  priceMinor: number;
  currency: MonetizationPlan['currency'];
  purchasingEndDate: Date | null;
  screeningIds: number[];
  description: MonetizationPlan['description'];
  translations: PlanTranslations;
};

/**
 * What the pricing, enrollment and chat modules add to an event's view. They build on screenings,
 * so the composition root hands their functions in rather than screenings importing them.
 */
export type ScreenerParts = {
  plansByScreener(
    db: DbExecutor,
    companyId: number,
    screenerIds: number[],
  ): Promise<Map<number, ScreenerPlan[]>>;
  enrollmentCounts(db: DbExecutor, screenerIds: number[]): Promise<Map<number, number>>;
  chatRooms(db: DbExecutor, screenerIds: number[]): Promise<Map<number, { id: number }>>;
  viewerLinks(
    db: DbExecutor,
    companyId: number,
    consumerId: number,
    screenerIds: number[],
  ): Promise<ViewerScreening[]>;
};

/**
 * The films of each event in playlist order, with their trailers, by event id: the event's links,
 * then the films (the films module's rows) in one query.
 */
async function filmsByScreener(
  db: DbExecutor,
  companyId: number,
  screenerIds: number[],
  language: LanguageCode,
): Promise<Map<number, Film[]>> {
  const links = await db
    .select({ screenerId: screenerFilms.screenerId, filmId: screenerFilms.filmId })
    .from(screenerFilms)
    .where(inArray(screenerFilms.screenerId, screenerIds))
    .orderBy(asc(screenerFilms.screenerId), asc(screenerFilms.position), asc(screenerFilms.id));
  const views = await findViewerFilms(
    db,
    companyId,
    links.map((link) => link.filmId),
    language,
  );
  const byScreener = new Map<number, Film[]>();
  for (const link of links) {
    const film = views.get(link.filmId);
    if (!film) continue;
    byScreener.set(link.screenerId, [...(byScreener.get(link.screenerId) ?? []), film]);
  }
  return byScreener;
}

function planView(plan: ScreenerPlan, language: LanguageCode): MonetizationPlan {
  const texts = translatedTexts(
    { name: plan.name, description: plan.description },
    plan.translations,
    language,
  );
  return {
    id: plan.id,
    type: plan.type,
    name: texts.name,
    price: formatAmount(plan.priceMinor),
    currency: plan.currency,
    purchasing_end_date: toApiDateTimeOrNull(plan.purchasingEndDate),
    screening_ids: [...plan.screeningIds].sort((a, b) => a - b),
    description: texts.description,
  };
}

function monetizationOf(plans: ScreenerPlan[], language: LanguageCode): Record<string, MonetizationPlan[]> {
  const byType: Record<string, MonetizationPlan[]> = {};
  for (const plan of plans) {
    const key = String(plan.type);
    byType[key] = [...(byType[key] ?? []), planView(plan, language)];
  }
  return byType;
}

/**
 * The event's texts in `language`, field by field, else the default's; its Q&A keeps its meeting
 * and is translated only where the event has one.
 */
function eventTexts(row: ScreenerRow, language: LanguageCode) {
  const texts = translatedTexts(
    {
      title: row.title,
      description: row.description,
      qa_title: row.qaInfo?.title ?? null,
      qa_message: row.qaInfo?.message ?? null,
    },
    row.translations,
    language,
  );
  const qaInfo = row.qaInfo && { ...row.qaInfo, title: texts.qa_title, message: texts.qa_message };
  return { title: texts.title, description: texts.description, qaInfo };
}

/** Whether the viewer's link to an event entitles it to the event's Q&A meeting: it is enrolled or bought it. */
export const joinsMeeting = (link: ViewerScreening | undefined): boolean =>
  Boolean(link && (link.is_enrolled || link.is_purchased));

/** The Q&A as a viewer not entitled to its meeting sees it: the title and message, and whether a meeting exists. */
export function qaWithoutMeeting(qa: QaInfo | null): QaInfo | null {
  if (!qa) return null;
  const hasMeeting = Boolean(qa.zoom_link || qa.meeting_id || qa.password);
  return { ...qa, zoom_link: null, meeting_id: null, password: null, has_meeting: hasMeeting };
}

function qaView(qa: QaInfo | null, withMeeting: boolean): QaInfo | null {
  if (!qa) return null;
  return withMeeting
    ? { ...qa, has_meeting: Boolean(qa.zoom_link || qa.meeting_id || qa.password) }
    : qaWithoutMeeting(qa);
}

/** An event without its Q&A meeting: a copy when it had one to take out, else the event itself. */
export function withoutMeeting<View extends Screener>(view: View): View {
  const qa = view.qa_info;
  if (!qa || !(qa.zoom_link || qa.meeting_id || qa.password)) return view;
  return { ...view, qa_info: qaWithoutMeeting(qa) };
}

/**
 * The viewer's copy of an event with the meeting of the whole event put back when its link
 * entitles it; the viewer's copy itself otherwise.
 */
export function withMeetingFor<View extends Screener>(
  view: View,
  whole: Screener | undefined,
  link: ViewerScreening | undefined,
): View {
  if (!whole || whole.qa_info === view.qa_info || !joinsMeeting(link)) return view;
  return { ...view, qa_info: whole.qa_info };
}

/** The viewer's own fields of an event as a guest sees it. */
const withoutViewer = {
  is_enrolled: false,
  is_purchased: false,
  is_venue_ticket_purchased: false,
  is_payment_in_process: false,
  event_starts_at: null,
  event_ends_at: null,
  pivot: null,
} satisfies Partial<Screener>;

/**
 * An event as the viewer with this link sees it: a copy, so the event as everyone sees it (shared
 * between viewers, lib/call.ts) is never changed.
 */
export function withViewerLink<View extends Screener>(view: View, link: ViewerScreening | undefined): View {
  if (!link) return view;
  return {
    ...view,
    is_enrolled: link.is_enrolled,
    is_purchased: link.is_purchased,
    is_venue_ticket_purchased: link.is_venue_ticket_purchased ?? false,
    is_payment_in_process: link.is_payment_in_process,
    event_starts_at: link.event_starts_at,
    event_ends_at: link.event_ends_at,
    pivot: link.is_enrolled ? { event_starts_at: link.event_starts_at, purchase_id: link.purchase_id } : null,
  };
}

/** The events as the signed-in viewer with these links sees them (its links read with its session). */
export function viewsWithLinks<View extends Screener>(views: View[], links: ViewerScreening[]): View[] {
  if (links.length === 0) return views;
  const byId = new Map(links.map((link) => [link.screener_id, link]));
  return views.map((view) => withViewerLink(view, byId.get(view.id)));
}

/**
 * Events as the API shows them. Whatever the number of rows, the lookups are batched: films,
 * trailers, plans (and the events each covers), enrollment counts, chat rooms and the viewer's
 * links are one query each, run side by side.
 */
export async function screenerViews(
  db: DbExecutor,
  parts: ScreenerParts,
  context: ViewContext,
  rows: ScreenerRow[],
): Promise<Screener[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [filmMap, planMap, enrollmentCounts, chatRooms, viewerLinks] = await Promise.all([
    filmsByScreener(db, context.companyId, ids, context.language),
    parts.plansByScreener(db, context.companyId, ids),
    parts.enrollmentCounts(db, ids),
    parts.chatRooms(db, ids),
    context.consumerId === null
      ? Promise.resolve<ViewerScreening[]>([])
      : parts.viewerLinks(db, context.companyId, context.consumerId, ids),
  ]);
  const links = new Map(viewerLinks.map((link) => [link.screener_id, link]));
  return rows.map((row) => {
    const eventFilms = filmMap.get(row.id) ?? [];
    const chatRoom = chatRooms.get(row.id);
    const texts = eventTexts(row, context.language);
    const view: Screener = {
      id: row.id,
      company_id: row.companyId,
      title: texts.title,
      description: texts.description,
      thumbnail_url: row.thumbnailUrl ?? eventFilms[0]?.thumburls[0] ?? null,
      logo_url: row.logoUrl,
      films: eventFilms,
      venue: row.venue,
      screening_starts_at: toApiDateTime(row.screeningStartsAt),
      screening_ends_at: toApiDateTime(row.screeningEndsAt),
      registration_ends_at: toApiDateTimeOrNull(row.registrationEndsAt),
      screening_tolerance: row.screeningTolerance,
      num_of_enrollments: enrollmentCounts.get(row.id) ?? 0,
      limitation: row.limitation,
      event_type: row.eventType,
      is_vod_event: row.isVodEvent ? 1 : 0,
      is_event_started: context.now >= row.screeningStartsAt,
      vod_availability: row.vodAvailability,
      is_geo_blocked: isGeoBlocked(row, context.country),
      allow_chat_room: row.allowChatRoom,
      chat_room: chatRoom ? { id: chatRoom.id, chat_room_id: chatRoom.id } : null,
      donation_enabled: row.donationEnabled,
      donation: row.donationEnabled ? { purpose: row.donationPurpose, email: row.donationEmail } : null,
      qa_info: qaView(texts.qaInfo, context.meetings === 'all' || joinsMeeting(links.get(row.id))),
      event_configuration: row.eventConfiguration,
      monetization: monetizationOf(planMap.get(row.id) ?? [], context.language),
      monetization_enabled: row.monetizationEnabled,
      custom_link: row.customLinkUrl ? { url: row.customLinkUrl, label: row.customLinkLabel } : null,
      hides_header: row.hidesHeader,
      ...withoutViewer,
    };
    return withViewerLink(view, links.get(row.id));
  });
}
