import type { CallDeclaration } from '@screener/contracts/call';
import * as adminChatCalls from '@screener/contracts/calls/admin-chat';
import * as adminLiveCalls from '@screener/contracts/calls/admin-live';
import * as adminOrdersCalls from '@screener/contracts/calls/admin-orders';
import * as adminPlatformCalls from '@screener/contracts/calls/admin-platform';
import * as adminStaffCalls from '@screener/contracts/calls/admin-staff';
import * as adminVenuesCalls from '@screener/contracts/calls/admin-venues';
import * as chatCalls from '@screener/contracts/calls/chat';
import * as screeningsCalls from '@screener/contracts/calls/screenings';
import type { ScreenerList } from '@screener/contracts/screener';
import type {
  AcceptInvitationForm,
  CreateCompanyRequest,
  InviteStaffRequest,
  StaffLoginResponse,
  StaffRole,
  ZStaffLoginResponse,
} from '@screener/contracts/staff';
import type { SupportNotice } from '@screener/contracts/watch';
import { keepPreviousData, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../api/client';
import { useCurrentCompany } from '../domain/company/current-company-context';
import { callQuery, useCallQuery, useRefreshingChange } from './query-hooks';

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
    ...callQuery(staffKeys.me(), adminStaffCalls.me, {}),
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
function useFirstFactorSignIn<B extends z.ZodType>(
  declaration: CallDeclaration<string, B, typeof ZStaffLoginResponse>,
) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (input: z.input<B>) => call(declaration, input),
    onSuccess: signedIn,
  });
}

export const usePasswordLogin = () => useFirstFactorSignIn(adminStaffCalls.loginPassword);

export function useSendStaffCode() {
  return useMutation({
    mutationFn: (input: { email: string }) => call(adminStaffCalls.loginSendCode, input),
  });
}

export const useVerifyStaffCode = () => useFirstFactorSignIn(adminStaffCalls.loginVerifyCode);

/** The code mail's sign-in link. */
export const useVerifyStaffLink = () => useFirstFactorSignIn(adminStaffCalls.loginVerifyLink);

export function useStaffLogout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { everywhere: boolean }) => call(adminStaffCalls.logout, input),
    onSuccess: () => client.removeQueries({ queryKey: staffKeys.all }),
  });
}

export function useInvitation(token: string) {
  return useQuery({
    ...callQuery(staffKeys.invitation(token), adminStaffCalls.invitationGet, { token }),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (form: AcceptInvitationForm) => call(adminStaffCalls.invitationAccept, { ...form, token }),
    onSuccess: signedIn,
  });
}

export function useStaffList() {
  return useCallQuery(staffKeys.list(), adminStaffCalls.list, {});
}

const useStaffChange = <I, O>(call: (input: I) => Promise<O>) => useRefreshingChange(call, staffKeys.all);

export const useInviteStaff = () =>
  useStaffChange((input: InviteStaffRequest) => call(adminStaffCalls.invite, input));
export const useChangeStaffRole = () =>
  useStaffChange((input: { staff_id: number; role: StaffRole }) => call(adminStaffCalls.changeRole, input));
export const useRemoveStaff = () =>
  useStaffChange((input: { staff_id: number }) => call(adminStaffCalls.remove, input));
export const useResendInvitation = () =>
  useStaffChange((input: { invitation_id: number }) => call(adminStaffCalls.invitationResend, input));
export const useRevokeInvitation = () =>
  useStaffChange((input: { invitation_id: number }) => call(adminStaffCalls.invitationRevoke, input));

/** What the audit log is narrowed to: one member's changes, one action; null for all. */
export type AuditFilter = { actor: string | null; action: string | null };

/** One page of the audit log from the server; the previous page stays on screen while the next loads. */
export function useAuditLog(page: number, pageSize: number, filter: AuditFilter) {
  return useQuery({
    queryKey: staffKeys.audit(page, pageSize, filter),
    queryFn: ({ signal }) =>
      call(
        adminStaffCalls.auditList,
        {
          page,
          page_size: pageSize,
          ...(filter.actor ? { actor_email: filter.actor } : {}),
          ...(filter.action ? { action: filter.action } : {}),
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

export function useCompanies() {
  return useCallQuery(staffKeys.companies(), adminPlatformCalls.listCompanies, {});
}

export const useCreateCompany = () =>
  useStaffChange((input: CreateCompanyRequest) => call(adminPlatformCalls.createCompany, input));
export const useSetCompanyDomain = () =>
  useStaffChange((input: { company_id: number; domain: string }) =>
    call(adminPlatformCalls.setCompanyDomain, input),
  );
export const useInviteOwner = () =>
  useStaffChange((input: { company_id: number; email: string }) =>
    call(adminPlatformCalls.inviteOwner, input),
  );
export const useSuspendCompany = () =>
  useStaffChange((input: { company_id: number; suspended: boolean; reason?: string | null }) =>
    call(adminPlatformCalls.suspendCompany, input),
  );

/** `admin/checkInTicket`: admits the ticket once; the same scan id sent again answers that admission. */
export function useCheckInTicket() {
  return useMutation({
    mutationFn: (input: { code: string; scanId: string }) =>
      call(adminVenuesCalls.checkInTicket, { code: input.code, scan_id: input.scanId }),
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
      call(
        screeningsCalls.lists[list],
        { page: 1, perPage: 100 },
        { signal, params: { companyId: company.id } },
      ),
  });
}

/** `admin/screenings/<id>/support_notice`: a message on the watch page of everyone watching the event. */
export function useSendSupportNotice() {
  return useMutation({
    mutationFn: (input: SupportNotice & { screenerId: number }) =>
      call(
        adminLiveCalls.sendSupportNotice,
        { title: input.title, body: input.body },
        { params: { screener_id: input.screenerId } },
      ),
  });
}

/** Cash purchases waiting for the staff to confirm the money came in. */
export function useCashPurchases() {
  return useCallQuery(staffKeys.cash(), adminOrdersCalls.listCashPurchases, {});
}

/** Confirms a cash purchase's money: the purchase completes and the buyer gets the receipt. */
export function useConfirmCash() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (purchaseId: number) =>
      call(adminOrdersCalls.confirmPurchase, {}, { params: { purchaseId: purchaseId } }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKeys.cash() }),
        client.invalidateQueries({ queryKey: [...staffKeys.all, 'orders'] }),
      ]),
  });
}

/** The chat room of a site's event, if it has one (the room's public overview). */
export function useEventChatRoom(screenerId: number | null) {
  return useQuery({
    queryKey: [...staffKeys.all, 'chat-room', screenerId] as const,
    enabled: screenerId !== null,
    retry: false,
    queryFn:
      screenerId === null
        ? skipToken
        : ({ signal }) => call(chatCalls.overview, { screener_id: screenerId }, { signal }),
  });
}

/** `admin/chat-room/<id>/reports`: the room's reports, newest first. */
export function useChatReports(chatRoomId: number | null) {
  return useQuery({
    queryKey: [...staffKeys.all, 'chat-reports', chatRoomId] as const,
    enabled: chatRoomId !== null,
    queryFn:
      chatRoomId === null
        ? skipToken
        : ({ signal }) => call(adminChatCalls.reports, {}, { signal, params: { chat_room_id: chatRoomId } }),
  });
}

/** `admin/chat-room/<id>/ban`: the member leaves the room at once and cannot register again. */
export function useBanChatMember() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatRoomId: number; memberId: number }) =>
      call(adminChatCalls.ban, { member_id: input.memberId }, { params: { chat_room_id: input.chatRoomId } }),
    onSuccess: (_, input) =>
      client.invalidateQueries({ queryKey: [...staffKeys.all, 'chat-reports', input.chatRoomId] }),
  });
}
