import { z } from 'zod';
import { defineCall, defineFileCall } from '../call.ts';
import {
  ZOverviewResponse,
  ZSalesReportRequest,
  ZSalesReportResponse,
  ZWatchReportRequest,
  ZWatchReportResponse,
} from '../reports.ts';

export const sales = defineCall({
  path: 'admin/reports/sales',
  body: ZSalesReportRequest,
  response: ZSalesReportResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const salesCsv = defineFileCall({
  path: 'admin/reports/sales/export',
  body: ZSalesReportRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});

export const watch = defineCall({
  path: 'admin/reports/watch',
  body: ZWatchReportRequest,
  response: ZWatchReportResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const watchCsv = defineFileCall({
  path: 'admin/reports/watch/export',
  body: ZWatchReportRequest,
  auth: 'staff',
  tenant: 'host',
  permission: 'content',
});

export const overview = defineCall({
  path: 'admin/overview',
  body: z.object({}),
  response: ZOverviewResponse,
  auth: 'staff',
  tenant: 'host',
  permission: 'orders',
});
