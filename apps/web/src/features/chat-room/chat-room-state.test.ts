import type { ChatMember, ChatRoomMessage } from '@screener/contracts/chat-room';
import { describe, expect, it } from 'vitest';
import {
  type ChatRoomAction,
  chatRoomReducer,
  EMPTY_CHAT_ROOM,
  unknownMembers,
  upsertById,
  visibleMembers,
} from './chat-room-state';

const member = (id: number, name: string, online: boolean): ChatMember => ({
  id,
  consumer_id: id + 100,
  chat_room_id: 1,
  name,
  bio: 'A bio long enough',
  profile_image: null,
  online,
  last_seen: null,
  last_active: null,
});
const message = (id: number, text: string, senderId = 2): ChatRoomMessage => ({
  id,
  chat_room_id: 1,
  sender_id: senderId,
  text,
  message_type: 'text',
  media_url: null,
  reactions: {},
  edited: false,
  timestamp: '2026-06-01 12:00:00',
});
const joined = (messages: ChatRoomMessage[], catchUp: boolean, removed: number[] = []): ChatRoomAction => ({
  type: 'joined',
  catchUp,
  reply: {
    ok: true,
    me: member(1, 'Ana Costa', true),
    members: [member(1, 'Ana Costa', true), member(2, 'Ben Okafor', false), member(3, 'Cleo Martin', true)],
    members_next: { online: false, name: 'Ben Okafor', id: 2 },
    messages,
    chats: [],
    friends: [],
    rejected: [3],
    removed,
    synced_at: 1_780_000_000_000,
  },
});

describe('the chat room state', () => {
  it('keeps messages by id: an event that arrives twice, or a catch-up that repeats one, shows once', () => {
    let state = chatRoomReducer(EMPTY_CHAT_ROOM, joined([message(1, 'one'), message(2, 'two')], false));
    state = chatRoomReducer(state, {
      type: 'event',
      event: { type: 'chat-room.message', chat_room_id: 1, message: message(3, 'three') },
    });
    state = chatRoomReducer(state, { type: 'room-message', message: message(3, 'three') });
    state = chatRoomReducer(state, joined([message(3, 'three'), message(4, 'four')], true));
    expect(state.messages.map((entry) => entry.text)).toEqual(['one', 'two', 'three', 'four']);
    state = chatRoomReducer(state, {
      type: 'event',
      event: { type: 'chat-room.message', chat_room_id: 1, message: { ...message(2, 'two!'), edited: true } },
    });
    state = chatRoomReducer(state, {
      type: 'event',
      event: { type: 'chat-room.message-removed', chat_room_id: 1, message_id: 1 },
    });
    expect(state.messages.map((entry) => entry.text)).toEqual(['two!', 'three', 'four']);
  });

  it('a catch-up applies what changed while away: an edit replaces, a deletion takes out', () => {
    let state = chatRoomReducer(EMPTY_CHAT_ROOM, joined([message(1, 'one'), message(2, 'two')], false));
    state = chatRoomReducer(
      state,
      joined([{ ...message(2, 'two, edited'), edited: true }, message(3, 'three')], true, [1]),
    );
    expect(state.messages.map((entry) => entry.text)).toEqual(['two, edited', 'three']);
  });

  it('gathers presence news: members come online and go offline together, the member stays online', () => {
    let state = chatRoomReducer(EMPTY_CHAT_ROOM, joined([], false));
    state = chatRoomReducer(state, {
      type: 'event',
      event: {
        type: 'chat-room.presence',
        chat_room_id: 1,
        members: [member(2, 'Ben Okafor', true), member(1, 'Ana Costa', false)],
      },
    });
    expect(state.members[2]?.online).toBe(true);
    expect(state.me?.online).toBe(true);
  });

  it('lists other members online first, leaves out those shut out, and shows a search’s results', () => {
    const state = chatRoomReducer(EMPTY_CHAT_ROOM, joined([], false));
    expect(visibleMembers(state).map((entry) => entry.name)).toEqual(['Ben Okafor']);
    expect(visibleMembers(state, [3])).toEqual([]);
    expect(visibleMembers(state, [2, 9]).map((entry) => entry.id)).toEqual([2]);
  });

  it('adds the member list’s next page and where the one after starts, and asks for members it has not met', () => {
    let state = chatRoomReducer(EMPTY_CHAT_ROOM, joined([message(1, 'hi', 7)], false));
    expect(state.membersNext).toEqual({ online: false, name: 'Ben Okafor', id: 2 });
    expect(unknownMembers(state)).toEqual([7]);
    state = chatRoomReducer(state, { type: 'members', members: [member(4, 'Dan Page', false)], next: null });
    expect(state.membersNext).toBeNull();
    expect(visibleMembers(state).map((entry) => entry.name)).toEqual(['Ben Okafor', 'Dan Page']);
    state = chatRoomReducer(state, { type: 'members', members: [member(7, 'Eve Sender', true)] });
    expect(state.membersNext).toBeNull();
    expect(unknownMembers(state)).toEqual([]);
  });

  it('places a late message by its id', () => {
    expect(upsertById([message(1, 'a'), message(3, 'c')], message(2, 'b')).map((entry) => entry.id)).toEqual([
      1, 2, 3,
    ]);
  });
});
