import type { WatchGrouping, WatchReportResponse } from '@screener/contracts/reports';
import type { DbExecutor } from '../../db/client.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { findFilmTitles } from '../films/index.ts';
import { findEventTitles } from '../screenings/index.ts';
import { sumWatchTime, type WatchFigure } from '../watch/index.ts';

type ReportCompany = { id: number; timezone: string };
type WatchQuery = { from: string; to: string; by: WatchGrouping };

async function labelsOf(
  db: DbExecutor,
  companyId: number,
  by: WatchGrouping,
  figures: WatchFigure[],
): Promise<Map<string, string>> {
  const ids = figures.flatMap((figure) => (figure.key === null ? [] : [Number(figure.key)]));
  const byId = (names: Map<number, string>) =>
    new Map([...names].map(([id, name]) => [String(id), name] as const));
  switch (by) {
    case 'film':
      return byId(await findFilmTitles(db, companyId, ids));
    case 'event':
      return byId(await findEventTitles(db, companyId, ids));
    case 'country':
    case 'device':
      return new Map(figures.flatMap((figure) => (figure.key === null ? [] : [[figure.key, figure.key]])));
  }
}

/** Watch time of the company over the range, by film, event, country or device (issue 35). */
export async function watchReport(
  db: DbExecutor,
  company: ReportCompany,
  query: WatchQuery,
): Promise<WatchReportResponse> {
  const figures = await sumWatchTime(db, { companyId: company.id, timezone: company.timezone, ...query });
  const labels = await labelsOf(db, company.id, query.by, figures);
  return {
    rows: figures.map((figure) => ({
      key: figure.key,
      label: figure.key === null ? null : (labels.get(figure.key) ?? null),
      watch_seconds: figure.watchSeconds,
      viewers: figure.viewers,
    })),
  };
}

export async function watchReportCsv(
  db: DbExecutor,
  company: ReportCompany,
  query: WatchQuery,
): Promise<Buffer> {
  const report = await watchReport(db, company, query);
  return csvFile(
    [query.by, 'name', 'watch_seconds', 'viewers'],
    report.rows.map((row) => [row.key, row.label, row.watch_seconds, row.viewers]),
  );
}
