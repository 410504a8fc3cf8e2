import * as adminReportsCalls from '@screener/contracts/calls/admin-reports';
import type { FastifyInstance } from 'fastify';
import { registerCall, registerFileCall } from '../../lib/call.ts';
import { CSV_CONTENT_TYPE } from '../../lib/csv-file.ts';
import type { ReportsDeps } from './deps.ts';
import { overview } from './overview.ts';
import { salesReport, salesReportCsv } from './sales-report.ts';
import { watchReport, watchReportCsv } from './watch-report.ts';

/** The back-office's reports and its Overview (issue 35). */
export function registerReportRoutes(app: FastifyInstance, deps: ReportsDeps): void {
  registerCall(app, deps, adminReportsCalls.sales, ({ body, company }) =>
    salesReport(deps.db, company, body),
  );
  registerFileCall(app, deps, adminReportsCalls.salesCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: `sales-${body.by}-${body.from}-${body.to}.csv`,
    bytes: await salesReportCsv(deps.db, company, body),
  }));
  registerCall(app, deps, adminReportsCalls.watch, ({ body, company }) =>
    watchReport(deps.db, company, body),
  );
  registerFileCall(app, deps, adminReportsCalls.watchCsv, async ({ body, company }) => ({
    contentType: CSV_CONTENT_TYPE,
    fileName: `watch-${body.by}-${body.from}-${body.to}.csv`,
    bytes: await watchReportCsv(deps.db, company, body),
  }));
  registerCall(app, deps, adminReportsCalls.overview, ({ company, now }) => overview(deps.db, company, now));
}
