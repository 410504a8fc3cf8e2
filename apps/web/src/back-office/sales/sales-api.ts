import type { CreateCouponBatchRequest, CreateCouponRequest } from '@screener/contracts/admin-coupons';
import type {
  CreateAccessLinksRequest,
  CreateAutoRegisterLinksRequest,
  LinkKind,
} from '@screener/contracts/admin-links';
import type { AdminListQuery } from '@screener/contracts/admin-list';
import type { SavePlanRequest } from '@screener/contracts/admin-plans';
import type { SaveSubscriptionPlanRequest } from '@screener/contracts/admin-subscription-plans';
import type { FileCallDeclaration } from '@screener/contracts/call';
import * as adminCouponsCalls from '@screener/contracts/calls/admin-coupons';
import * as adminLinksCalls from '@screener/contracts/calls/admin-links';
import * as adminPlansCalls from '@screener/contracts/calls/admin-plans';
import * as adminSubscriptionPlansCalls from '@screener/contracts/calls/admin-subscription-plans';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call, listQuery } from '../../api/client';
import { callFile, saveFile } from '../../api/file-request';

export const salesKeys = {
  all: ['staff', 'sales'] as const,
  plans: (query?: object) => [...salesKeys.all, 'plans', ...(query ? [query] : [])] as const,
  subscriptionPlans: (query?: object) =>
    [...salesKeys.all, 'subscription-plans', ...(query ? [query] : [])] as const,
  coupons: (query?: object) => [...salesKeys.all, 'coupons', ...(query ? [query] : [])] as const,
  links: (query?: object) => [...salesKeys.all, 'links', ...(query ? [query] : [])] as const,
};

export function usePlans(query: AdminListQuery & { active?: boolean | null }) {
  return useQuery({
    queryKey: salesKeys.plans(query),
    queryFn: ({ signal }) =>
      call(adminPlansCalls.list, listQuery<typeof adminPlansCalls.list>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every plan, for the coupon dialogs' plan picker: the first hundred by name. */
export function usePlanChoices() {
  return useQuery({
    queryKey: salesKeys.plans({ choices: true }),
    queryFn: ({ signal }) => call(adminPlansCalls.list, { page_size: 100, sort_field: 'name' }, { signal }),
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlanRequest) => call(adminPlansCalls.save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.plans() }),
  });
}

export function useSetPlanActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) => call(adminPlansCalls.setActive, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.plans() }),
  });
}

export function useSubscriptionPlans(query: AdminListQuery & { active?: boolean | null }) {
  return useQuery({
    queryKey: salesKeys.subscriptionPlans(query),
    queryFn: ({ signal }) =>
      call(adminSubscriptionPlansCalls.list, listQuery<typeof adminSubscriptionPlansCalls.list>(query), {
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every subscription plan, archived ones too, for a plan filter: the first hundred by name. */
export function useSubscriptionPlanChoices(enabled: boolean) {
  return useQuery({
    queryKey: salesKeys.subscriptionPlans({ choices: true }),
    queryFn: ({ signal }) =>
      call(adminSubscriptionPlansCalls.list, { page_size: 100, sort_field: 'name' }, { signal }),
    enabled,
  });
}

export function useSaveSubscriptionPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSubscriptionPlanRequest) => call(adminSubscriptionPlansCalls.save, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.subscriptionPlans() }),
  });
}

export function useSetSubscriptionPlanActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) =>
      call(adminSubscriptionPlansCalls.setActive, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.subscriptionPlans() }),
  });
}

export function useCoupons(query: AdminListQuery) {
  return useQuery({
    queryKey: salesKeys.coupons(query),
    queryFn: ({ signal }) =>
      call(adminCouponsCalls.list, listQuery<typeof adminCouponsCalls.list>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponRequest) => call(adminCouponsCalls.create, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useCreateCouponBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponBatchRequest) => call(adminCouponsCalls.createBatch, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(adminCouponsCalls.disable, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useLinks(query: AdminListQuery & { kind: LinkKind; screener_id: number | null }) {
  return useQuery({
    queryKey: salesKeys.links(query),
    queryFn: ({ signal }) =>
      call(adminLinksCalls.list, listQuery<typeof adminLinksCalls.list>(query), { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateAccessLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessLinksRequest) => call(adminLinksCalls.createAccessLink, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

export function useCreateAutoRegisterLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAutoRegisterLinksRequest) =>
      call(adminLinksCalls.createAutoRegisterLink, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

export function useRevokeLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: LinkKind; id: number }) => call(adminLinksCalls.revoke, input),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

/** Downloads a back-office CSV export, saved under the given name. */
export async function downloadCsv<B extends z.ZodType>(
  declaration: FileCallDeclaration<string, B>,
  body: z.input<B>,
  fileName: string,
): Promise<void> {
  saveFile(await callFile(declaration, body, 'text/csv', {}), fileName);
}
