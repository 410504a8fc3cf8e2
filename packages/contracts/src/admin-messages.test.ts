import { describe, expect, it } from 'vitest';
import { adminFieldMessage, matchAdminFieldMessage } from './admin-messages.ts';

describe('the back-office field messages', () => {
  it('read their key and parameters back from the English text', () => {
    expect(matchAdminFieldMessage(adminFieldMessage('percent', { min: 1 }))).toEqual({
      key: 'percent',
      params: { min: 1 },
    });
    expect(matchAdminFieldMessage(adminFieldMessage('sale_window'))).toEqual({
      key: 'sale_window',
      params: {},
    });
  });

  it('know no other text', () => {
    expect(matchAdminFieldMessage('Field is required')).toBeNull();
  });
});
