/** The chat room feature's face: an event's chat room, its membership and overview. */

export { useAutoRegister, useChatRoomOverview, useCheckChatMembership } from './api';
