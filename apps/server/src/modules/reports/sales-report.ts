import { formatAmount } from '@screener/contracts/money';
import type { SalesGrouping, SalesReportResponse, SalesRow } from '@screener/contracts/reports';
import type { DbExecutor } from '../../db/client.ts';
import { csvFile } from '../../lib/csv-file.ts';
import { type SalesFigure, sumSales } from '../payments/index.ts';
import { findCouponCodes, findPlans } from '../pricing/index.ts';
import { findEventTitles } from '../screenings/index.ts';

type ReportCompany = { id: number; timezone: string; currency: string; vodCommissionPercent: number };
type SalesQuery = { from: string; to: string; by: SalesGrouping };

/** The company's commission on an on-demand net, to the nearest minor unit. */
export function commissionOf(vodNetMinor: number, percent: number): number {
  return Math.round((vodNetMinor * percent) / 100);
}

const idsOf = (figures: SalesFigure[]): number[] =>
  figures.flatMap((figure) => (figure.key === null ? [] : [Number(figure.key)]));

/** What each group's key is called: an event's title, a plan's name, a coupon's code. */
async function labelsOf(
  db: DbExecutor,
  companyId: number,
  by: SalesGrouping,
  figures: SalesFigure[],
): Promise<Map<string, string>> {
  const byId = (names: Map<number, string>) =>
    new Map([...names].map(([id, name]) => [String(id), name] as const));
  switch (by) {
    case 'event':
      return byId(await findEventTitles(db, companyId, idsOf(figures)));
    case 'plan': {
      const plans = await findPlans(db, companyId, idsOf(figures));
      return new Map(plans.map((plan) => [String(plan.id), plan.name]));
    }
    case 'coupon':
      return byId(await findCouponCodes(db, companyId, idsOf(figures)));
    case 'day':
    case 'gateway':
      return new Map(figures.flatMap((figure) => (figure.key === null ? [] : [[figure.key, figure.key]])));
  }
}

/**
 * Sales of the company over the range, by day, event, plan, gateway or coupon (issue 35): net of
 * refunds, with the company's on-demand commission taken from the net of on-demand orders.
 */
export async function salesReport(
  db: DbExecutor,
  company: ReportCompany,
  query: SalesQuery,
): Promise<SalesReportResponse> {
  const figures = await sumSales(db, { companyId: company.id, timezone: company.timezone, ...query });
  const labels = await labelsOf(db, company.id, query.by, figures);
  const percent = company.vodCommissionPercent;
  const rows: SalesRow[] = figures.map((figure) => ({
    key: figure.key,
    label: figure.key === null ? null : (labels.get(figure.key) ?? null),
    currency: figure.currency,
    orders: figure.orders,
    gross_minor: figure.grossMinor,
    refunded_minor: figure.refundedMinor,
    net_minor: figure.grossMinor - figure.refundedMinor,
    commission_minor: commissionOf(figure.vodNetMinor, percent),
  }));
  return { currency: company.currency, commission_percent: percent, rows };
}

/** The report as a CSV file, amounts in the currency's units. */
export async function salesReportCsv(
  db: DbExecutor,
  company: ReportCompany,
  query: SalesQuery,
): Promise<Buffer> {
  const report = await salesReport(db, company, query);
  return csvFile(
    [query.by, 'name', 'currency', 'orders', 'gross', 'refunded', 'net', 'commission'],
    report.rows.map((row) => [
      row.key,
      row.label,
      row.currency,
      row.orders,
      formatAmount(row.gross_minor),
      formatAmount(row.refunded_minor),
      formatAmount(row.net_minor),
      formatAmount(row.commission_minor),
    ]),
  );
}
