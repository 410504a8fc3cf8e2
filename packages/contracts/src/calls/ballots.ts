import { z } from 'zod';
import {
  ZBallotLinkRequest,
  ZBallotLinkVoteRequest,
  ZBallotRequest,
  ZBallotResponse,
  ZCategoryListResponse,
  ZCompetitionRequest,
  ZCompetitionResponse,
  ZResultsRequest,
  ZResultsResponse,
  ZSaveCategoryRequest,
  ZSaveCategoryResponse,
  ZSaveCompetitionRequest,
  ZVoteRequest,
  ZVoteResponse,
} from '../ballots.ts';
import { defineCall, defineFileCall } from '../call.ts';

/** The audience award ballot of an event: its films in competition, the viewer's eligibility and ratings. */
export const get = defineCall({
  path: 'ballot/get',
  body: ZBallotRequest,
  response: ZBallotResponse,
  auth: 'consumer',
  tenant: 'host',
});

/** One viewer's stars for one film of an event; a later vote replaces it until voting closes. */
export const vote = defineCall({
  path: 'ballot/vote',
  body: ZVoteRequest,
  response: ZVoteResponse,
  auth: 'consumer',
  tenant: 'host',
});

/**
 * The same ballot and vote through the one-click link mailed to a viewer admitted at the door:
 * the link names the viewer and the event, so no session is asked for.
 */
export const getByLink = defineCall({
  path: 'ballot/link/get',
  body: ZBallotLinkRequest,
  response: ZBallotResponse,
  auth: 'guest',
  tenant: 'host',
});

export const voteByLink = defineCall({
  path: 'ballot/link/vote',
  body: ZBallotLinkVoteRequest,
  response: ZVoteResponse,
  auth: 'guest',
  tenant: 'host',
});

/** The company's award categories. Ballots are content, as the films and their watch time are. */
export const listCategories = defineCall({
  path: 'admin/ballots/categories/list',
  body: z.object({}),
  response: ZCategoryListResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const saveCategory = defineCall({
  path: 'admin/ballots/categories/save',
  body: ZSaveCategoryRequest,
  response: ZSaveCategoryResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

/** An event's films with their categories, and its voting windows. */
export const getCompetition = defineCall({
  path: 'admin/ballots/competition/get',
  body: ZCompetitionRequest,
  response: ZCompetitionResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const saveCompetition = defineCall({
  path: 'admin/ballots/competition/save',
  body: ZSaveCompetitionRequest,
  response: ZCompetitionResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const results = defineCall({
  path: 'admin/ballots/results',
  body: ZResultsRequest,
  response: ZResultsResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const resultsCsv = defineFileCall({
  path: 'admin/ballots/results/export',
  body: ZResultsRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});
