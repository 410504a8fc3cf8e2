/**
 * The baseline of bench/chat-room.ts: a bare Socket.IO server on 127.0.0.1 at BARE_PORT with the
 * real server's Socket.IO options. Every connection joins one room; `chat-room:send` is answered
 * and broadcast to the room at once, in the same event and message shape as the chat room, with no
 * check and no database.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { CHAT_ROOM_SOCKET } from '../packages/contracts/src/chat-room.ts';
import { rooms, SERVER_EVENT } from '../packages/contracts/src/realtime.ts';

const port = Number(process.env.BARE_PORT);
const http = createServer((_request, response) => response.end('ok'));
const io = new Server(http, { path: '/socket.io/', serveClient: false });
let nextId = 1;
io.on('connection', (socket) => {
  socket.on(CHAT_ROOM_SOCKET.join, async (body: { chat_room_id: number }, ack: (reply: unknown) => void) => {
    await socket.join(rooms.chatRoom(body.chat_room_id));
    ack({ ok: true, messages: [] });
  });
  socket.on(
    CHAT_ROOM_SOCKET.send,
    (body: { chat_room_id: number; text: string }, ack: (reply: unknown) => void) => {
      const message = {
        id: nextId++,
        chat_room_id: body.chat_room_id,
        sender_id: 1,
        text: body.text,
        message_type: 'text',
        media_url: null,
        reactions: {},
        edited: false,
        timestamp: new Date().toISOString(),
      };
      io.to(rooms.chatRoom(body.chat_room_id)).emit(SERVER_EVENT, {
        type: 'chat-room.message',
        chat_room_id: body.chat_room_id,
        message,
      });
      ack({ ok: true, message });
    },
  );
});
process.once('SIGTERM', () => {
  io.close();
  process.exit(0);
});
http.listen(port, '127.0.0.1');
