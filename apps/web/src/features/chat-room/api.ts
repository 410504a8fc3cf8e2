import {
  type RegisterChatMemberRequest,
  ZChatMembershipResponse,
  ZChatRoomOverview,
  ZRegisterChatMemberResponse,
  ZUpdateChatProfileResponse,
} from '@screener/contracts/chat-room';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { useSession } from '../../api/session-store';

export const chatRoomKeys = {
  all: ['chat-room'] as const,
  overview: (screenerId: number, sessionKey: string | null) =>
    [...chatRoomKeys.all, 'overview', screenerId, sessionKey] as const,
};

/** The stat cards follow the room while the page is open. */
const OVERVIEW_REFRESH_MS = 15_000;

/** The overview's hero, stat cards and the viewer's own membership (spec part 2 §2.6). */
export function useChatRoomOverview(screenerId: number | null, options: { enabled?: boolean } = {}) {
  const sessionKey = useSession()?.key ?? null;
  return useQuery({
    queryKey: chatRoomKeys.overview(screenerId ?? 0, sessionKey),
    queryFn: ({ signal }) =>
      apiRequest('chat-room/overview', { screener_id: screenerId }, ZChatRoomOverview, { signal }),
    enabled: screenerId !== null && (options.enabled ?? true),
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

export function useRegisterChatMember(chatRoomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterChatMemberRequest) =>
      apiRequest(`chat-room/${chatRoomId}/members/register`, body, ZRegisterChatMemberResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}

export function useUpdateChatProfile(chatRoomId: number, memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; bio: string; profile_image?: string }) =>
      apiRequest(
        `chat-room/${chatRoomId}/members/update-profile/${memberId}`,
        body,
        ZUpdateChatProfileResponse,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}

/** `chat-room/check-member-existence`: the auto-register page's question. */
export function useCheckChatMembership() {
  return useMutation({
    mutationFn: (screenerId: number) =>
      apiRequest('chat-room/check-member-existence', { screener_id: screenerId }, ZChatMembershipResponse),
  });
}

export function useAutoRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenerId: number) =>
      apiRequest('chat-room/auto-register', { screener_id: screenerId }, ZChatMembershipResponse),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}
