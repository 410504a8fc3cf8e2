import {
  type CreateCouponBatchRequest,
  type CreateCouponRequest,
  ZCreateCouponBatchResponse,
  ZCreateCouponResponse,
  ZListCouponsResponse,
} from '@screener/contracts/admin-coupons';
import {
  type CreateAccessLinksRequest,
  type CreateAutoRegisterLinksRequest,
  type LinkKind,
  ZCreateLinksResponse,
  ZListLinksResponse,
} from '@screener/contracts/admin-links';
import type { AdminListQuery } from '@screener/contracts/admin-list';
import { type SavePlanRequest, ZListPlansResponse, ZSavePlanResponse } from '@screener/contracts/admin-plans';
import {
  type SaveSubscriptionPlanRequest,
  ZListSubscriptionPlansResponse,
  ZSaveSubscriptionPlanResponse,
  ZSubscriptionPlanResponse,
} from '@screener/contracts/admin-subscription-plans';
import { ZDoneResponse } from '@screener/contracts/staff';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { apiFileRequest, saveFile } from '../../api/file-request';

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
    queryFn: ({ signal }) => apiRequest('admin/plans/list', query, ZListPlansResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every plan, for the coupon dialogs' plan picker: the first hundred by name. */
export function usePlanChoices() {
  return useQuery({
    queryKey: salesKeys.plans({ choices: true }),
    queryFn: ({ signal }) =>
      apiRequest('admin/plans/list', { page_size: 100, sort_field: 'name' }, ZListPlansResponse, { signal }),
  });
}

export function useSavePlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SavePlanRequest) => apiRequest('admin/plans/save', input, ZSavePlanResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.plans() }),
  });
}

export function useSetPlanActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) =>
      apiRequest('admin/plans/setActive', input, ZSavePlanResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.plans() }),
  });
}

export function useSubscriptionPlans(query: AdminListQuery & { active?: boolean | null }) {
  return useQuery({
    queryKey: salesKeys.subscriptionPlans(query),
    queryFn: ({ signal }) =>
      apiRequest('admin/subscription-plans/list', query, ZListSubscriptionPlansResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSubscriptionPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveSubscriptionPlanRequest) =>
      apiRequest('admin/subscription-plans/save', input, ZSaveSubscriptionPlanResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.subscriptionPlans() }),
  });
}

export function useSetSubscriptionPlanActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; active: boolean }) =>
      apiRequest('admin/subscription-plans/setActive', input, ZSubscriptionPlanResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.subscriptionPlans() }),
  });
}

export function useCoupons(query: AdminListQuery) {
  return useQuery({
    queryKey: salesKeys.coupons(query),
    queryFn: ({ signal }) => apiRequest('admin/coupons/list', query, ZListCouponsResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponRequest) =>
      apiRequest('admin/coupons/create', input, ZCreateCouponResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useCreateCouponBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCouponBatchRequest) =>
      apiRequest('admin/coupons/createBatch', input, ZCreateCouponBatchResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useDisableCoupon() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('admin/coupons/disable', { id }, ZCreateCouponResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.coupons() }),
  });
}

export function useLinks(query: AdminListQuery & { kind: LinkKind; screener_id: number | null }) {
  return useQuery({
    queryKey: salesKeys.links(query),
    queryFn: ({ signal }) => apiRequest('admin/links/list', query, ZListLinksResponse, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useCreateAccessLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAccessLinksRequest) =>
      apiRequest('admin/links/access/create', input, ZCreateLinksResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

export function useCreateAutoRegisterLinks() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAutoRegisterLinksRequest) =>
      apiRequest('admin/links/auto-register/create', input, ZCreateLinksResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

export function useRevokeLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { kind: LinkKind; id: number }) =>
      apiRequest('admin/links/revoke', input, ZDoneResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: salesKeys.links() }),
  });
}

/** Downloads a back-office CSV export, saved under the given name. */
export async function downloadCsv(path: string, body: object, fileName: string): Promise<void> {
  saveFile(await apiFileRequest(path, body, 'text/csv'), fileName);
}
