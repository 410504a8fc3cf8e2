/** The chat module's face: what other modules and the composition root may use. */
export { addLiveChatMessage, listLiveChatMessages } from './live-chat.ts';
export { chatRoomsByScreener } from './service.ts';
