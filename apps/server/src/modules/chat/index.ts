/** The chat module's face: what other modules and the composition root may use. */

export { registerChatRoomRealtime } from './chat-room-realtime.ts';
export { addLiveChatMessage, listLiveChatMessages } from './live-chat.ts';
export { chatPersonalData } from './personal-data.ts';
export { registerChatRoomRoutes } from './routes.ts';
export { chatRoomsByScreener, openChatRoom } from './service.ts';
