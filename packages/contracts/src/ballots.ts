import { z } from 'zod';
import { ZApiDateTime } from './dates.ts';
import { validationMessage, zId, zRequiredString } from './validation.ts';

/** The stars of a vote: one to five, whole. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const zRating = z
  .number()
  .int({ error: validationMessage('validation.invalid_rating') })
  .min(RATING_MIN, { error: validationMessage('validation.invalid_rating') })
  .max(RATING_MAX, { error: validationMessage('validation.invalid_rating') });

export const CATEGORY_NAME_MAX_LENGTH = 120;

export const ZAwardCategory = z.object({ id: zId, name: z.string() });
export type AwardCategory = z.infer<typeof ZAwardCategory>;

/** One film of an event's ballot as the viewer sees it. */
export const ZBallotFilm = z.object({
  film_id: zId,
  title: z.string(),
  thumbnail: z.string().nullable(),
  categories: z.array(ZAwardCategory),
  /** Whether one of the film's categories takes votes now. */
  open: z.boolean(),
  /** When the last of its open windows closes (UTC), null while none is open. */
  closes_at: ZApiDateTime.nullable(),
  /** The viewer watched at least half of it online, or was admitted at the door. */
  eligible: z.boolean(),
  my_rating: zRating.nullable(),
});
export type BallotFilm = z.infer<typeof ZBallotFilm>;

export const ZBallotRequest = z.object({ screener_id: zId });
export const ZBallotResponse = z.object({
  screener_id: zId,
  /** Whether any film of the event takes votes now. */
  open: z.boolean(),
  films: z.array(ZBallotFilm),
});
export type BallotResponse = z.infer<typeof ZBallotResponse>;

export const ZVoteRequest = z.object({ screener_id: zId, film_id: zId, rating: zRating });
export type VoteRequest = z.infer<typeof ZVoteRequest>;
export const ZVoteResponse = z.object({ film_id: zId, my_rating: zRating });

export const ZCategoryListResponse = z.object({ categories: z.array(ZAwardCategory) });
export const ZSaveCategoryRequest = z.object({
  /** Absent: a new category. */
  id: zId.optional(),
  name: zRequiredString.max(CATEGORY_NAME_MAX_LENGTH, {
    error: validationMessage('validation.max_length', { length: CATEGORY_NAME_MAX_LENGTH }),
  }),
});
export type SaveCategoryRequest = z.infer<typeof ZSaveCategoryRequest>;
export const ZSaveCategoryResponse = z.object({ category: ZAwardCategory });

/** When one category of an event takes votes. */
export const ZVotingWindow = z
  .object({ category_id: zId, opens_at: ZApiDateTime, closes_at: ZApiDateTime })
  .refine((window) => window.opens_at < window.closes_at, {
    path: ['closes_at'],
    error: validationMessage('validation.window_order'),
  });
export type VotingWindow = z.infer<typeof ZVotingWindow>;

export const ZCompetitionFilm = z.object({ film_id: zId, category_ids: z.array(zId) });

export const ZCompetitionRequest = z.object({ screener_id: zId });
/** An event's films in competition and its windows: saving replaces both. */
export const ZSaveCompetitionRequest = z.object({
  screener_id: zId,
  films: z.array(ZCompetitionFilm).max(500),
  windows: z.array(ZVotingWindow).max(100),
});
export type SaveCompetitionRequest = z.infer<typeof ZSaveCompetitionRequest>;
export const ZCompetitionResponse = z.object({
  screener_id: zId,
  /** Every film of the event, with the categories it competes in (none: not in competition). */
  films: z.array(ZCompetitionFilm.extend({ title: z.string() })),
  windows: z.array(ZVotingWindow),
});
export type CompetitionResponse = z.infer<typeof ZCompetitionResponse>;

export const ZResultsRequest = z.object({ category_id: zId.optional(), screener_id: zId.optional() });
export type ResultsRequest = z.infer<typeof ZResultsRequest>;

/** One film's standing in a category. */
export const ZFilmResult = z.object({
  screener_id: zId,
  event_title: z.string(),
  film_id: zId,
  title: z.string(),
  /** Two decimals; null before the first vote. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** How many votes gave 1, 2, 3, 4 and 5 stars. */
  distribution: z.array(z.number().int()).length(RATING_MAX),
  /** 1 for the best average; equal averages share a rank (1, 1, 3). Null before the first vote. */
  rank: z.number().int().nullable(),
  /** The other films of the category with the same rank, by title. */
  tied_with: z.array(z.string()),
});
export type FilmResult = z.infer<typeof ZFilmResult>;

export const ZCategoryResults = z.object({
  category_id: zId,
  name: z.string(),
  /** Whether the site's public results page shows this category. */
  published: z.boolean(),
  films: z.array(ZFilmResult),
});
export type CategoryResults = z.infer<typeof ZCategoryResults>;
export const ZResultsResponse = z.object({ categories: z.array(ZCategoryResults) });
export type ResultsResponse = z.infer<typeof ZResultsResponse>;

/** A mailed ballot link's secret: 16 random bytes in base64url. */
export const zBallotLinkToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/);
export const ZBallotLinkRequest = z.object({ token: zBallotLinkToken });
export const ZBallotLinkVoteRequest = z.object({ token: zBallotLinkToken, film_id: zId, rating: zRating });

/** The organiser shows a category's results on the site's public results page, or takes them off. */
export const ZPublishResultsRequest = z.object({ category_id: zId, published: z.boolean() });
export type PublishResultsRequest = z.infer<typeof ZPublishResultsRequest>;
export const ZPublishResultsResponse = z.object({ category_id: zId, published: z.boolean() });

/**
 * A film's standing on the public results page: films with at least one vote only, so the rank
 * and average are always there; no distribution, which stays the back-office's.
 */
export const ZPublicFilmResult = ZFilmResult.pick({
  screener_id: true,
  event_title: true,
  film_id: true,
  title: true,
  count: true,
  tied_with: true,
}).extend({ average: z.number(), rank: z.number().int() });
export type PublicFilmResult = z.infer<typeof ZPublicFilmResult>;

export const ZPublicCategoryResults = z.object({
  category_id: zId,
  name: z.string(),
  films: z.array(ZPublicFilmResult),
});
export type PublicCategoryResults = z.infer<typeof ZPublicCategoryResults>;
/** The published categories only; none published is an empty list. */
export const ZPublicResultsResponse = z.object({ categories: z.array(ZPublicCategoryResults) });
export type PublicResultsResponse = z.infer<typeof ZPublicResultsResponse>;
