import { describe, expect, it } from 'vitest';
import { privateChatKey, toggleReaction, ZChatProfileForm } from './chat-room.ts';

describe('chat room rules', () => {
  it('keys a private chat by the two consumer ids sorted, whoever starts it', () => {
    expect(privateChatKey(42, 7)).toBe('7_42');
    expect(privateChatKey(7, 42)).toBe('7_42');
    expect(privateChatKey(10, 9)).toBe('9_10');
  });

  it('adds a reaction, and the same one again removes it', () => {
    const once = toggleReaction({}, 'heart', 3);
    expect(once).toEqual({ heart: [3] });
    expect(toggleReaction(once, 'heart', 5)).toEqual({ heart: [3, 5] });
    expect(toggleReaction(once, 'heart', 3)).toEqual({});
    expect(toggleReaction(once, 'pray', 3)).toEqual({ heart: [3], pray: [3] });
  });

  it('checks the profile: name 5 to 30, bio 10 to 300', () => {
    expect(ZChatProfileForm.safeParse({ name: 'Dana', bio: 'Long enough bio' }).success).toBe(false);
    expect(ZChatProfileForm.safeParse({ name: 'Dana L', bio: 'Too short' }).success).toBe(false);
    expect(ZChatProfileForm.safeParse({ name: 'x'.repeat(31), bio: 'Long enough bio' }).success).toBe(false);
    expect(ZChatProfileForm.safeParse({ name: 'Dana L', bio: 'b'.repeat(301) }).success).toBe(false);
    expect(ZChatProfileForm.safeParse({ name: 'Dana L', bio: 'Long enough bio' }).success).toBe(true);
  });
});
