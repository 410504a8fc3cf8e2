import type { LinkKind } from '@screener/contracts/admin-links';
import type { AdminListQuery } from '@screener/contracts/admin-list';
import type { FileCallDeclaration } from '@screener/contracts/call';
import * as adminCouponsCalls from '@screener/contracts/calls/admin-coupons';
import * as adminLinksCalls from '@screener/contracts/calls/admin-links';
import * as adminPlansCalls from '@screener/contracts/calls/admin-plans';
import * as adminSubscriptionPlansCalls from '@screener/contracts/calls/admin-subscription-plans';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, listQuery } from '../../api/client';
import { callFile, saveFile } from '../../api/file-request';
import {
  callQuery,
  useCallQuery,
  useListQuery,
  useRefreshingCall,
  useRefreshingChange,
} from '../query-hooks';

export const salesKeys = {
  all: ['staff', 'sales'] as const,
  plans: (query?: object) => [...salesKeys.all, 'plans', ...(query ? [query] : [])] as const,
  subscriptionPlans: (query?: object) =>
    [...salesKeys.all, 'subscription-plans', ...(query ? [query] : [])] as const,
  coupons: (query?: object) => [...salesKeys.all, 'coupons', ...(query ? [query] : [])] as const,
  links: (query?: object) => [...salesKeys.all, 'links', ...(query ? [query] : [])] as const,
};

export const usePlans = (query: AdminListQuery & { active?: boolean | null }) =>
  useListQuery(salesKeys.plans(query), adminPlansCalls.list, listQuery<typeof adminPlansCalls.list>(query));

/** Every plan, for the coupon dialogs' plan picker: the first hundred by name. */
export const usePlanChoices = () =>
  useCallQuery(salesKeys.plans({ choices: true }), adminPlansCalls.list, {
    page_size: 100,
    sort_field: 'name',
  });

export const useSavePlan = () => useRefreshingCall(adminPlansCalls.save, salesKeys.plans());

export const useSetPlanActive = () => useRefreshingCall(adminPlansCalls.setActive, salesKeys.plans());

export const useSubscriptionPlans = (query: AdminListQuery & { active?: boolean | null }) =>
  useListQuery(
    salesKeys.subscriptionPlans(query),
    adminSubscriptionPlansCalls.list,
    listQuery<typeof adminSubscriptionPlansCalls.list>(query),
  );

/** Every subscription plan, archived ones too, for a plan filter: the first hundred by name. */
export function useSubscriptionPlanChoices(enabled: boolean) {
  return useQuery({
    ...callQuery(salesKeys.subscriptionPlans({ choices: true }), adminSubscriptionPlansCalls.list, {
      page_size: 100,
      sort_field: 'name',
    }),
    enabled,
  });
}

export const useSaveSubscriptionPlan = () =>
  useRefreshingCall(adminSubscriptionPlansCalls.save, salesKeys.subscriptionPlans());

export const useSetSubscriptionPlanActive = () =>
  useRefreshingCall(adminSubscriptionPlansCalls.setActive, salesKeys.subscriptionPlans());

export const useCoupons = (query: AdminListQuery) =>
  useListQuery(
    salesKeys.coupons(query),
    adminCouponsCalls.list,
    listQuery<typeof adminCouponsCalls.list>(query),
  );

export const useCreateCoupon = () => useRefreshingCall(adminCouponsCalls.create, salesKeys.coupons());

export const useCreateCouponBatch = () =>
  useRefreshingCall(adminCouponsCalls.createBatch, salesKeys.coupons());

export const useDisableCoupon = () =>
  useRefreshingChange((id: number) => call(adminCouponsCalls.disable, { id }), salesKeys.coupons());

export const useLinks = (query: AdminListQuery & { kind: LinkKind; screener_id: number | null }) =>
  useListQuery(salesKeys.links(query), adminLinksCalls.list, listQuery<typeof adminLinksCalls.list>(query));

export const useCreateAccessLinks = () =>
  useRefreshingCall(adminLinksCalls.createAccessLink, salesKeys.links());

export const useCreateAutoRegisterLinks = () =>
  useRefreshingCall(adminLinksCalls.createAutoRegisterLink, salesKeys.links());

export const useRevokeLink = () => useRefreshingCall(adminLinksCalls.revoke, salesKeys.links());

/** Downloads a back-office CSV export, saved under the given name. */
export async function downloadCsv<B extends z.ZodType>(
  declaration: FileCallDeclaration<string, B>,
  body: z.input<B>,
  fileName: string,
): Promise<void> {
  saveFile(await callFile(declaration, body, 'text/csv', {}), fileName);
}
