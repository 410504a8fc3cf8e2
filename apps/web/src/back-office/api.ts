import { ZChatReportsResponse, ZChatRoomOverview, ZModerationDone } from '@screener/contracts/chat-room';
import { ZListCashPurchasesResponse, ZPurchaseStateResponse } from '@screener/contracts/purchase';
import { type ScreenerList, ZListScreenersResponse } from '@screener/contracts/screener';
import {
  type AcceptInvitationForm,
  type CreateCompanyRequest,
  type InviteStaffRequest,
  type StaffLoginResponse,
  type StaffRole,
  ZChangeStaffRoleResponse,
  ZCreateCompanyResponse,
  ZDoneResponse,
  ZGetInvitationResponse,
  ZInviteStaffResponse,
  ZListAuditResponse,
  ZListCompaniesResponse,
  ZListStaffResponse,
  ZStaffLoginResponse,
  ZStaffLogoutResponse,
  ZStaffMeResponse,
  ZStaffSendCodeResponse,
} from '@screener/contracts/staff';
import { ZCheckInTicketResponse } from '@screener/contracts/ticket-check-in';
import { type SupportNotice, ZSupportNoticeResponse } from '@screener/contracts/watch';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/client';
import { useCurrentCompany } from '../domain/company/current-company-context';

export const staffKeys = {
  all: ['staff'] as const,
  me: () => [...staffKeys.all, 'me'] as const,
  list: () => [...staffKeys.all, 'list'] as const,
  audit: (page: number, pageSize: number, filter: AuditFilter) =>
    [...staffKeys.all, 'audit', page, pageSize, filter] as const,
  invitation: (token: string) => [...staffKeys.all, 'invitation', token] as const,
  companies: () => [...staffKeys.all, 'companies'] as const,
  cash: () => [...staffKeys.all, 'cash'] as const,
};

/** Who is signed in to the back-office; a 401 means no one. */
export function useStaffMe() {
  return useQuery({
    queryKey: staffKeys.me(),
    queryFn: ({ signal }) => apiRequest('admin/staff/me', {}, ZStaffMeResponse, { signal }),
    retry: false,
  });
}

/**
 * After a sign-in the identity it answered is the one shown; every other staff answer is dropped.
 * An answer that asks for a second step opened no session yet, so nothing changes.
 */
export function useSignedIn() {
  const client = useQueryClient();
  return (answer: StaffLoginResponse) => {
    if (!('identity' in answer)) return;
    client.removeQueries({ queryKey: staffKeys.all });
    client.setQueryData(staffKeys.me(), answer);
  };
}

/** A first-factor sign-in call: its answer opens the session, or names the second step to take. */
function useFirstFactorSignIn<Input extends object>(path: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: Input) => apiRequest(path, input, ZStaffLoginResponse),
    onSuccess: signedIn,
  });
}

export const usePasswordLogin = () =>
  useFirstFactorSignIn<{ email: string; password: string }>('admin/staff/login/password');

export function useSendStaffCode() {
  return useMutation({
    mutationFn: (input: { email: string }) =>
      apiRequest('admin/staff/login/sendCode', input, ZStaffSendCodeResponse),
  });
}

export const useVerifyStaffCode = () =>
  useFirstFactorSignIn<{ key: string; code: string }>('admin/staff/login/verifyCode');

/** The code mail's sign-in link. */
export const useVerifyStaffLink = () =>
  useFirstFactorSignIn<{ key: string; secret: string }>('admin/staff/login/verifyLink');

export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { everywhere: boolean }) =>
      apiRequest('admin/staff/logout', input, ZStaffLogoutResponse),
    onSuccess: () => client.removeQueries({ queryKey: staffKeys.all }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    queryKey: staffKeys.invitation(token),
    queryFn: ({ signal }) =>
      apiRequest('admin/staff/invitation/get', { token }, ZGetInvitationResponse, { signal }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (form: AcceptInvitationForm) =>
      apiRequest('admin/staff/invitation/accept', { ...form, token }, ZStaffLoginResponse),
    onSuccess: signedIn,
  });
}

export function useStaffList() {
  return useQuery({
    queryKey: staffKeys.list(),
    queryFn: ({ signal }) => apiRequest('admin/staff/list', {}, ZListStaffResponse, { signal }),
  });
}

function useStaffChange<I>(call: (input: I) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.all }),
  });
}

export const useInviteStaff = () =>
  useStaffChange((input: InviteStaffRequest) =>
    apiRequest('admin/staff/invite', input, ZInviteStaffResponse),
  );
export const useChangeStaffRole = () =>
  useStaffChange((input: { staff_id: number; role: StaffRole }) =>
    apiRequest('admin/staff/changeRole', input, ZChangeStaffRoleResponse),
  );
export const useRemoveStaff = () =>
  useStaffChange((input: { staff_id: number }) => apiRequest('admin/staff/remove', input, ZDoneResponse));
export const useResendInvitation = () =>
  useStaffChange((input: { invitation_id: number }) =>
    apiRequest('admin/staff/invitation/resend', input, ZInviteStaffResponse),
  );
export const useRevokeInvitation = () =>
  useStaffChange((input: { invitation_id: number }) =>
    apiRequest('admin/staff/invitation/revoke', input, ZDoneResponse),
  );

/** What the audit log is narrowed to: one member's changes, one action; null for all. */
export type AuditFilter = { actor: string | null; action: string | null };

/** One page of the audit log from the server; the previous page stays on screen while the next loads. */
export function useAuditLog(page: number, pageSize: number, filter: AuditFilter) {
  return useQuery({
    queryKey: staffKeys.audit(page, pageSize, filter),
    queryFn: ({ signal }) =>
      apiRequest(
        'admin/audit/list',
        {
          page,
          page_size: pageSize,
          ...(filter.actor ? { actor_email: filter.actor } : {}),
          ...(filter.action ? { action: filter.action } : {}),
        },
        ZListAuditResponse,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies() {
  return useQuery({
    queryKey: staffKeys.companies(),
    queryFn: ({ signal }) =>
      apiRequest('admin/platform/companies/list', {}, ZListCompaniesResponse, { signal }),
  });
}

export const useCreateCompany = () =>
  useStaffChange((input: CreateCompanyRequest) =>
    apiRequest('admin/platform/companies/create', input, ZCreateCompanyResponse),
  );

/** `admin/checkInTicket`: admits the ticket once; the same scan id sent again answers that admission. */
export function useCheckInTicket() {
  return useMutation({
    mutationFn: (input: { code: string; scanId: string }) =>
      apiRequest('admin/checkInTicket', { code: input.code, scan_id: input.scanId }, ZCheckInTicketResponse),
  });
}

/**
 * The company's events of a list as its site shows them (`ongoing`, `upcoming`): the events a
 * support notice can reach, until the back-office has an event list of its own.
 */
export function useSiteEvents(list: Extract<ScreenerList, 'ongoing' | 'upcoming'>) {
  const company = useCurrentCompany();
  return useQuery({
    queryKey: [...staffKeys.all, 'site-events', company.id, list] as const,
    queryFn: ({ signal }) =>
      apiRequest(
        `guest/company/${company.id}/screenings/${list}`,
        { page: 1, perPage: 100 },
        ZListScreenersResponse,
        {
          signal,
        },
      ),
  });
}

/** `admin/screenings/<id>/support_notice`: a message on the watch page of everyone watching the event. */
export function useSendSupportNotice() {
  return useMutation({
    mutationFn: (input: SupportNotice & { screenerId: number }) =>
      apiRequest(
        `admin/screenings/${input.screenerId}/support_notice`,
        { title: input.title, body: input.body },
        ZSupportNoticeResponse,
      ),
  });
}

/** Cash purchases waiting for the staff to confirm the money came in. */
export function useCashPurchases() {
  return useQuery({
    queryKey: staffKeys.cash(),
    queryFn: ({ signal }) =>
      apiRequest('admin/purchases/cash/list', {}, ZListCashPurchasesResponse, { signal }),
  });
}

/** Confirms a cash purchase's money: the purchase completes and the buyer gets the receipt. */
export function useConfirmCash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) =>
      apiRequest(`admin/purchases/${purchaseId}/confirm`, {}, ZPurchaseStateResponse),
    onSuccess: () => client.invalidateQueries({ queryKey: staffKeys.cash() }),
  });
}

/** The chat room of a site's event, if it has one (the room's public overview). */
export function useEventChatRoom(screenerId: number | null) {
  return useQuery({
    queryKey: [...staffKeys.all, 'chat-room', screenerId] as const,
    enabled: screenerId !== null,
    retry: false,
    queryFn: ({ signal }) =>
      apiRequest('chat-room/overview', { screener_id: screenerId }, ZChatRoomOverview, { signal }),
  });
}

/** `admin/chat-room/<id>/reports`: the room's reports, newest first. */
export function useChatReports(chatRoomId: number | null) {
  return useQuery({
    queryKey: [...staffKeys.all, 'chat-reports', chatRoomId] as const,
    enabled: chatRoomId !== null,
    queryFn: ({ signal }) =>
      apiRequest(`admin/chat-room/${chatRoomId}/reports`, {}, ZChatReportsResponse, { signal }),
  });
}

/** `admin/chat-room/<id>/ban`: the member leaves the room at once and cannot register again. */
export function useBanChatMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatRoomId: number; memberId: number }) =>
      apiRequest(`admin/chat-room/${input.chatRoomId}/ban`, { member_id: input.memberId }, ZModerationDone),
    onSuccess: (_, input) =>
      client.invalidateQueries({ queryKey: [...staffKeys.all, 'chat-reports', input.chatRoomId] }),
  });
}
