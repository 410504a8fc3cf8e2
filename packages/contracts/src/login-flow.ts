/**
 * The login flow of spec part 1 §4 as a pure reducer, shared by the login page and the enrollment
 * dialog. Each step is a screen; each event is something that happened on it (usually a call that
 * succeeded). The flow ends in `logged_in`: the enrollment dialog continues from there with its own
 * steps (select_event_type, select_pricing_plan, ...), wrapping this reducer rather than copying it.
 */

export const LOGIN_STEPS = [
  'login',
  'ask_password',
  'verification',
  'ask_otp',
  'verification_phone',
  'ask_name_and_phone',
  'ask_phone',
  'want_to_set_password',
  'change_password',
  'logged_in',
] as const;
export type LoginStep = (typeof LOGIN_STEPS)[number];

/** What the flow needs to know of the consumer a code signed in. */
export type VerifiedConsumer = { name: string | null; has_password: boolean; is_password_skipped: boolean };

export type LoginFlowState = {
  step: LoginStep;
  email: string | null;
  /** The key of the code under way (sent back with the code). */
  pendingKey: string | null;
  /** The viewer asked for a code instead of the password: after it, offer to set a new password. */
  resetUnderway: boolean;
};

export type LoginFlowEvent =
  /** checkEmail answered: a code was sent (`pendingKey`) or a password is asked. */
  | { type: 'EMAIL_CHECKED'; email: string; shouldVerify: boolean; pendingKey: string | null }
  | { type: 'PASSWORD_ACCEPTED' }
  /** On the login step: signed in with Google (its address is verified and it names the viewer). */
  | { type: 'SOCIAL_LOGIN' }
  /** On the password step: log in with a code sent by email instead (forgotten password). */
  | { type: 'CODE_REQUESTED'; pendingKey: string }
  /** On the email-code step: receive the code by SMS instead. */
  /** On the code step: a viewer who has a password signs in with it instead of the code sent. */
  | { type: 'PASSWORD_CHOSEN' }
  | { type: 'PHONE_CHOSEN' }
  | { type: 'PHONE_CODE_SENT'; pendingKey: string }
  | { type: 'CODE_RESENT'; pendingKey: string }
  | { type: 'CODE_VERIFIED'; consumer: VerifiedConsumer }
  | { type: 'NAME_AND_PHONE_SAVED' }
  | { type: 'PASSWORD_SKIPPED' }
  | { type: 'SET_PASSWORD_CHOSEN' }
  | { type: 'PASSWORD_CHANGED' }
  | { type: 'BACK' };

export const initialLoginFlowState: LoginFlowState = {
  step: 'login',
  email: null,
  pendingKey: null,
  resetUnderway: false,
};

/** Steps that wait for a code; a verified code leaves each of them the same way. */
const CODE_STEPS: readonly LoginStep[] = ['verification', 'ask_otp', 'verification_phone'];

/** Where the viewer came from on each step that has a way back. */
const BACK: Partial<Record<LoginStep, LoginStep>> = {
  ask_password: 'login',
  verification: 'login',
  ask_otp: 'ask_password',
  ask_phone: 'verification',
  verification_phone: 'ask_phone',
  change_password: 'want_to_set_password',
};

/** The step after a verified code (spec part 1 §4). */
export function stepAfterCode(consumer: VerifiedConsumer, resetUnderway: boolean): LoginStep {
  if (!consumer.name) return 'ask_name_and_phone';
  if ((!consumer.has_password && !consumer.is_password_skipped) || resetUnderway)
    return 'want_to_set_password';
  return 'logged_in';
}

/** The next state; an event the current step does not expect leaves the state as it is. */
export function loginFlowReducer(state: LoginFlowState, event: LoginFlowEvent): LoginFlowState {
  const at = (...steps: LoginStep[]) => steps.includes(state.step);
  switch (event.type) {
    case 'EMAIL_CHECKED':
      if (!at('login')) return state;
      return {
        ...state,
        email: event.email,
        pendingKey: event.shouldVerify ? event.pendingKey : null,
        resetUnderway: false,
        step: event.shouldVerify ? 'verification' : 'ask_password',
      };
    case 'PASSWORD_ACCEPTED':
      return at('ask_password') ? { ...state, step: 'logged_in' } : state;
    case 'SOCIAL_LOGIN':
      return at('login') ? { ...state, step: 'logged_in' } : state;
    case 'CODE_REQUESTED':
      return at('ask_password')
        ? { ...state, step: 'ask_otp', pendingKey: event.pendingKey, resetUnderway: true }
        : state;
    case 'PASSWORD_CHOSEN':
      return at('verification') ? { ...state, step: 'ask_password', pendingKey: null } : state;
    case 'PHONE_CHOSEN':
      return at('verification') ? { ...state, step: 'ask_phone' } : state;
    case 'PHONE_CODE_SENT':
      return at('ask_phone') ? { ...state, step: 'verification_phone', pendingKey: event.pendingKey } : state;
    case 'CODE_RESENT':
      return CODE_STEPS.includes(state.step) ? { ...state, pendingKey: event.pendingKey } : state;
    case 'CODE_VERIFIED':
      return CODE_STEPS.includes(state.step)
        ? { ...state, step: stepAfterCode(event.consumer, state.resetUnderway) }
        : state;
    case 'NAME_AND_PHONE_SAVED':
      return at('ask_name_and_phone') ? { ...state, step: 'want_to_set_password' } : state;
    case 'PASSWORD_SKIPPED':
      return at('want_to_set_password') ? { ...state, step: 'logged_in', resetUnderway: false } : state;
    case 'SET_PASSWORD_CHOSEN':
      return at('want_to_set_password') ? { ...state, step: 'change_password' } : state;
    case 'PASSWORD_CHANGED':
      return at('change_password') ? { ...state, step: 'logged_in', resetUnderway: false } : state;
    case 'BACK': {
      const previous = BACK[state.step];
      if (!previous) return state;
      return previous === 'login'
        ? { ...initialLoginFlowState, email: state.email }
        : { ...state, step: previous };
    }
  }
}

/** True once the viewer holds a session (a password or a code was accepted). */
export function isSignedInStep(step: LoginStep): boolean {
  return ['ask_name_and_phone', 'want_to_set_password', 'change_password', 'logged_in'].includes(step);
}
