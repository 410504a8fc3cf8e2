import * as adminChatCalls from '@screener/contracts/calls/admin-chat';
import type { ChatMessageKind } from '@screener/contracts/chat-room';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/client';
import { staffKeys } from '../api';

/**
 * `admin/chat-room/<id>/delete-message`: a reported message (of the room or of a private chat)
 * disappears for the members at once; the reports show it deleted.
 */
export function useDeleteReportedMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { chatRoomId: number; messageId: number; kind: ChatMessageKind }) =>
      call(
        adminChatCalls.deleteMessage,
        { message_id: input.messageId, message_kind: input.kind },
        { params: { chat_room_id: input.chatRoomId } },
      ),
    onSuccess: (_, input) =>
      client.invalidateQueries({ queryKey: [...staffKeys.all, 'chat-reports', input.chatRoomId] }),
  });
}
