import { z } from 'zod';
import {
  ZBallotLinkRequest,
  ZBallotLinkVoteRequest,
  ZBallotRequest,
  ZBallotResponse,
  ZPublicResultsResponse,
  ZVoteRequest,
  ZVoteResponse,
} from '../ballots.ts';
import { defineCall } from '../call.ts';

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

/** The audience award results the organiser published, for anyone visiting the site (our addition). */
export const results = defineCall({
  path: 'ballot/results',
  body: z.object({}),
  response: ZPublicResultsResponse,
  auth: 'guest',
  tenant: 'host',
});
