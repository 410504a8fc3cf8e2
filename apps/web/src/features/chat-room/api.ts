import * as chatCalls from '@screener/contracts/calls/chat';
import type { RegisterChatMemberRequest } from '@screener/contracts/chat-room';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
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
    queryFn:
      screenerId === null
        ? skipToken
        : ({ signal }) => call(chatCalls.overview, { screener_id: screenerId }, { signal }),
    enabled: screenerId !== null && (options.enabled ?? true),
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
}

export function useRegisterChatMember(chatRoomId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterChatMemberRequest) =>
      call(chatCalls.registerMember, body, { params: { chat_room_id: chatRoomId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}

export function useUpdateChatProfile(chatRoomId: number, memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; bio: string; profile_image?: string }) =>
      call(chatCalls.updateMemberProfile, body, { params: { chat_room_id: chatRoomId, id: memberId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}

/** `chat-room/check-member-existence`: the auto-register page's question. */
export function useCheckChatMembership() {
  return useMutation({
    mutationFn: (screenerId: number) => call(chatCalls.checkMemberExistence, { screener_id: screenerId }),
  });
}

export function useAutoRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (screenerId: number) => call(chatCalls.autoRegister, { screener_id: screenerId }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatRoomKeys.all }),
  });
}
