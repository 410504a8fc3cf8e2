import type { LoginFlowEvent, LoginFlowState } from '@screener/contracts/login-flow';

/** Every step component gets the flow's state and its dispatch; the enrollment dialog passes the same. */
export type StepProps = {
  state: LoginFlowState;
  dispatch: (event: LoginFlowEvent) => void;
  /** Where the viewer goes after login; carried in the code mail's link. */
  redirectTo?: string | undefined;
};
