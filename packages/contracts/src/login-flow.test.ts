import { describe, expect, it } from 'vitest';
import {
  initialLoginFlowState,
  isSignedInStep,
  LOGIN_STEPS,
  type LoginFlowEvent,
  type LoginFlowState,
  type LoginStep,
  loginFlowReducer,
  type VerifiedConsumer,
} from './login-flow.ts';

const at = (step: LoginStep, extra: Partial<LoginFlowState> = {}): LoginFlowState => ({
  ...initialLoginFlowState,
  email: 'viewer@example.test',
  pendingKey: 'key-1',
  step,
  ...extra,
});

const complete: VerifiedConsumer = { name: 'Ada', has_password: true, is_password_skipped: false };

describe('login step', () => {
  it('goes to verification with the pending key when a code was sent', () => {
    const next = loginFlowReducer(initialLoginFlowState, {
      type: 'EMAIL_CHECKED',
      email: 'a@b.test',
      shouldVerify: true,
      pendingKey: 'k',
    });
    expect(next).toEqual({ step: 'verification', email: 'a@b.test', pendingKey: 'k', resetUnderway: false });
  });

  it('goes to ask_password when no code is needed', () => {
    const next = loginFlowReducer(initialLoginFlowState, {
      type: 'EMAIL_CHECKED',
      email: 'a@b.test',
      shouldVerify: false,
      pendingKey: null,
    });
    expect(next.step).toBe('ask_password');
    expect(next.pendingKey).toBeNull();
  });

  it('signs in at once after a social login, and only from this step', () => {
    expect(loginFlowReducer(initialLoginFlowState, { type: 'SOCIAL_LOGIN' }).step).toBe('logged_in');
    const asking = at('ask_password');
    expect(loginFlowReducer(asking, { type: 'SOCIAL_LOGIN' })).toBe(asking);
  });
});

describe('ask_password step', () => {
  it('logs in when the password is accepted', () => {
    expect(loginFlowReducer(at('ask_password'), { type: 'PASSWORD_ACCEPTED' }).step).toBe('logged_in');
  });

  it('moves to ask_otp with a reset under way when a code is asked instead', () => {
    const next = loginFlowReducer(at('ask_password', { pendingKey: null }), {
      type: 'CODE_REQUESTED',
      pendingKey: 'k2',
    });
    expect(next).toMatchObject({ step: 'ask_otp', pendingKey: 'k2', resetUnderway: true });
  });

  it('goes back to login keeping the email', () => {
    expect(loginFlowReducer(at('ask_password'), { type: 'BACK' })).toEqual({
      ...initialLoginFlowState,
      email: 'viewer@example.test',
    });
  });
});

describe('code steps', () => {
  it.each(['verification', 'ask_otp', 'verification_phone'] as const)(
    '%s: a resent code replaces the key',
    (step) => {
      expect(loginFlowReducer(at(step), { type: 'CODE_RESENT', pendingKey: 'k9' }).pendingKey).toBe('k9');
    },
  );

  it.each(['verification', 'ask_otp', 'verification_phone'] as const)(
    '%s: a consumer without a name goes to ask_name_and_phone',
    (step) => {
      const next = loginFlowReducer(at(step), {
        type: 'CODE_VERIFIED',
        consumer: { name: null, has_password: false, is_password_skipped: false },
      });
      expect(next.step).toBe('ask_name_and_phone');
    },
  );

  it('without a password and not skipped goes to want_to_set_password', () => {
    const next = loginFlowReducer(at('verification'), {
      type: 'CODE_VERIFIED',
      consumer: { ...complete, has_password: false },
    });
    expect(next.step).toBe('want_to_set_password');
  });

  it('without a password but skipped before completes the login', () => {
    const next = loginFlowReducer(at('verification'), {
      type: 'CODE_VERIFIED',
      consumer: { ...complete, has_password: false, is_password_skipped: true },
    });
    expect(next.step).toBe('logged_in');
  });

  it('with a password completes the login', () => {
    expect(
      loginFlowReducer(at('verification_phone'), { type: 'CODE_VERIFIED', consumer: complete }).step,
    ).toBe('logged_in');
  });

  it('with a reset under way offers a new password even when one is set', () => {
    const next = loginFlowReducer(at('ask_otp', { resetUnderway: true }), {
      type: 'CODE_VERIFIED',
      consumer: complete,
    });
    expect(next.step).toBe('want_to_set_password');
  });

  it('verification: choosing the phone goes to ask_phone, and back returns', () => {
    const next = loginFlowReducer(at('verification'), { type: 'PHONE_CHOSEN' });
    expect(next.step).toBe('ask_phone');
    expect(loginFlowReducer(next, { type: 'BACK' }).step).toBe('verification');
  });

  it('verification: a viewer with a password may sign in with it instead, and back returns to login', () => {
    const next = loginFlowReducer(at('verification'), { type: 'PASSWORD_CHOSEN' });
    expect(next).toMatchObject({ step: 'ask_password', pendingKey: null });
    expect(loginFlowReducer(next, { type: 'BACK' }).step).toBe('login');
    expect(loginFlowReducer(at('ask_otp'), { type: 'PASSWORD_CHOSEN' }).step).toBe('ask_otp');
  });

  it('ask_phone: a sent phone code goes to verification_phone with its key, and back returns', () => {
    const next = loginFlowReducer(at('ask_phone'), { type: 'PHONE_CODE_SENT', pendingKey: 'p1' });
    expect(next).toMatchObject({ step: 'verification_phone', pendingKey: 'p1' });
    expect(loginFlowReducer(next, { type: 'BACK' }).step).toBe('ask_phone');
  });

  it('verification: back returns to login', () => {
    expect(loginFlowReducer(at('verification'), { type: 'BACK' }).step).toBe('login');
  });

  it('ask_otp: back returns to the password step', () => {
    expect(loginFlowReducer(at('ask_otp', { resetUnderway: true }), { type: 'BACK' }).step).toBe(
      'ask_password',
    );
  });
});

describe('after the code', () => {
  it('ask_name_and_phone leads to want_to_set_password', () => {
    expect(loginFlowReducer(at('ask_name_and_phone'), { type: 'NAME_AND_PHONE_SAVED' }).step).toBe(
      'want_to_set_password',
    );
  });

  it('want_to_set_password: skipping completes the login', () => {
    const next = loginFlowReducer(at('want_to_set_password', { resetUnderway: true }), {
      type: 'PASSWORD_SKIPPED',
    });
    expect(next).toMatchObject({ step: 'logged_in', resetUnderway: false });
  });

  it('want_to_set_password: setting one goes to change_password, then completes', () => {
    const next = loginFlowReducer(at('want_to_set_password'), { type: 'SET_PASSWORD_CHOSEN' });
    expect(next.step).toBe('change_password');
    expect(loginFlowReducer(next, { type: 'BACK' }).step).toBe('want_to_set_password');
    expect(loginFlowReducer(next, { type: 'PASSWORD_CHANGED' }).step).toBe('logged_in');
  });
});

describe('events a step does not expect', () => {
  const events: LoginFlowEvent[] = [
    { type: 'EMAIL_CHECKED', email: 'x@y.test', shouldVerify: true, pendingKey: 'k' },
    { type: 'PASSWORD_ACCEPTED' },
    { type: 'CODE_REQUESTED', pendingKey: 'k' },
    { type: 'PASSWORD_CHOSEN' },
    { type: 'PHONE_CHOSEN' },
    { type: 'PHONE_CODE_SENT', pendingKey: 'k' },
    { type: 'CODE_RESENT', pendingKey: 'k' },
    { type: 'CODE_VERIFIED', consumer: complete },
    { type: 'NAME_AND_PHONE_SAVED' },
    { type: 'PASSWORD_SKIPPED' },
    { type: 'SET_PASSWORD_CHOSEN' },
    { type: 'PASSWORD_CHANGED' },
    { type: 'BACK' },
  ];

  it('leave logged_in as it is', () => {
    const done = at('logged_in');
    for (const event of events) expect(loginFlowReducer(done, event)).toBe(done);
  });

  it('leave the login step as it is except the email check', () => {
    const start = initialLoginFlowState;
    for (const event of events.filter((candidate) => candidate.type !== 'EMAIL_CHECKED')) {
      expect(loginFlowReducer(start, event)).toBe(start);
    }
  });

  it('a verified code outside a code step changes nothing', () => {
    const state = at('want_to_set_password');
    expect(loginFlowReducer(state, { type: 'CODE_VERIFIED', consumer: complete })).toBe(state);
  });
});

it('only steps after an accepted password or code count as signed in', () => {
  expect(LOGIN_STEPS.filter(isSignedInStep)).toEqual([
    'ask_name_and_phone',
    'want_to_set_password',
    'change_password',
    'logged_in',
  ]);
});
