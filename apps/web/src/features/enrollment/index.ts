/** The enrollment feature's face: the dialog that enrols, sells a ticket or a pass, and takes a donation. */

export { DonationFormFields } from './components/donation-form-fields';
export { donationForm } from './donation-form';
export { EnrollmentDialogProvider } from './enrollment-dialog-provider';
export type { GatewayFormProps } from './payment/gateway-form-props';
export { useEnrollmentAction } from './use-enrollment-action';
