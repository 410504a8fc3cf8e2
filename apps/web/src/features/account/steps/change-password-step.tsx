import { useTranslation } from 'react-i18next';
import { ChangePasswordForm } from '../components/change-password-form';
import { StepFrame } from './step-frame';
import type { StepProps } from './step-props';

/** change_password: the new password; then the login is complete. */
export function ChangePasswordStep({ dispatch }: StepProps) {
  const { t } = useTranslation();
  return (
    <StepFrame title={t('account.setPasswordTitle')} onBack={() => dispatch({ type: 'BACK' })}>
      <ChangePasswordForm onChanged={() => dispatch({ type: 'PASSWORD_CHANGED' })} />
    </StepFrame>
  );
}
