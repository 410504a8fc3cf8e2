import * as adminBallotCalls from '@screener/contracts/calls/admin-ballots';
import * as ballotCalls from '@screener/contracts/calls/ballots';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
import { castVote, getBallot } from './ballot.ts';
import { openBallotLink } from './ballot-links.ts';
import { createBallotMailQueue } from './ballot-mail-queue.ts';
import { listCategories, saveCategory } from './categories.ts';
import { getCompetition, saveCompetition } from './competition.ts';
import type { BallotsDeps } from './deps.ts';
import { ballotResults, ballotResultsCsv, publicBallotResults, publishResults } from './results.ts';

/** The audience award ballots: the viewer's ballot and vote, the back-office's set-up and results (issue 38). */
export function registerBallotRoutes(app: FastifyInstance, deps: BallotsDeps): void {
  registerCall(app, deps, ballotCalls.get, ({ body, company, viewer, now }) =>
    getBallot(deps.db, { companyId: company.id, consumerId: viewer.consumerId, now }, body.screener_id),
  );
  registerCall(app, deps, ballotCalls.vote, ({ body, company, viewer, now }) =>
    castVote(deps.db, { companyId: company.id, consumerId: viewer.consumerId, now }, body),
  );
  registerCall(app, deps, ballotCalls.getByLink, async ({ body, company, now }) => {
    const link = await openBallotLink(deps.db, company.id, body.token, now);
    return getBallot(deps.db, { companyId: company.id, consumerId: link.consumerId, now }, link.screenerId);
  });
  registerCall(app, deps, ballotCalls.voteByLink, async ({ body, company, now }) => {
    const link = await openBallotLink(deps.db, company.id, body.token, now);
    return castVote(
      deps.db,
      { companyId: company.id, consumerId: link.consumerId, now },
      { screener_id: link.screenerId, film_id: body.film_id, rating: body.rating },
    );
  });
  registerCall(app, deps, ballotCalls.results, ({ company, language }) =>
    publicBallotResults(deps.db, company.id, language),
  );
  registerCall(app, deps, adminBallotCalls.listCategories, async ({ company }) => ({
    categories: await listCategories(deps.db, company.id),
  }));
  registerCall(app, deps, adminBallotCalls.saveCategory, async ({ body, company }) => ({
    category: await saveCategory(deps.db, company.id, body),
  }));
  registerCall(app, deps, adminBallotCalls.getCompetition, ({ body, company }) =>
    getCompetition(deps.db, company.id, body.screener_id),
  );
  registerCall(app, deps, adminBallotCalls.saveCompetition, ({ body, company }) =>
    saveCompetition(deps.db, company.id, body),
  );
  registerCall(app, deps, adminBallotCalls.results, ({ body, company }) =>
    ballotResults(deps.db, company.id, body),
  );
  registerCall(app, deps, adminBallotCalls.publishResults, ({ body, company, staff, now }) =>
    publishResults(deps.db, { companyId: company.id, actor: staff.actor, now }, body),
  );
  registerFileCall(app, deps, adminBallotCalls.resultsCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: `ballot-results${body.category_id ? `-category-${body.category_id}` : ''}${body.screener_id ? `-event-${body.screener_id}` : ''}.csv`,
    bytes: await ballotResultsCsv(deps.db, company.id, body),
  }));
  if (deps.config.BALLOT_MAIL_WORKER) {
    const queue = createBallotMailQueue({ ...deps, log: app.log });
    app.addHook('onReady', () => queue.startWorker());
    app.addHook('onClose', () => queue.stop());
  }
}
