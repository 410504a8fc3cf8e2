import {
  initialLoginFlowState,
  type LoginFlowEvent,
  type LoginFlowState,
  loginFlowReducer,
} from '@screener/contracts/login-flow';
import { type ActionDispatch, useReducer } from 'react';
import { ChangePasswordStep } from '../steps/change-password-step';
import { CodeStep } from '../steps/code-step';
import { EmailStep } from '../steps/email-step';
import { NameAndPhoneStep } from '../steps/name-and-phone-step';
import { PasswordStep } from '../steps/password-step';
import { PhoneStep } from '../steps/phone-step';
import type { StepProps } from '../steps/step-props';
import { WantPasswordStep } from '../steps/want-password-step';

export function useLoginFlow(): [LoginFlowState, ActionDispatch<[event: LoginFlowEvent]>] {
  return useReducer(loginFlowReducer, initialLoginFlowState);
}

/**
 * The screen of the current login step. The login page and the enrollment dialog both render it;
 * `logged_in` renders nothing, for the host to continue (redirect, or the enrollment steps).
 */
export function LoginFlowStep(props: StepProps) {
  switch (props.state.step) {
    case 'login':
      return <EmailStep {...props} />;
    case 'ask_password':
      return <PasswordStep {...props} />;
    case 'verification':
    case 'ask_otp':
    case 'verification_phone':
      return <CodeStep key={props.state.step} {...props} />;
    case 'ask_phone':
      return <PhoneStep {...props} />;
    case 'ask_name_and_phone':
      return <NameAndPhoneStep {...props} />;
    case 'want_to_set_password':
      return <WantPasswordStep {...props} />;
    case 'change_password':
      return <ChangePasswordStep {...props} />;
    case 'logged_in':
      return null;
  }
}
