import type { DonationForm } from '../donation-form';

/** The provider's donation form fields (spec part 2 §7.6), hidden inside the form that posts them. */
export function DonationFormFields({ form }: { form: DonationForm }) {
  return Object.entries(form.fields).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
}
