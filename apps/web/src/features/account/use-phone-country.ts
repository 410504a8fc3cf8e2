import type { CountryCode } from 'libphonenumber-js';
import { useViewerCountry } from '../../domain/company/api';
import { DEFAULT_COUNTRY, isCountryCode } from './components/phone-field';

/**
 * The country a phone field starts on: the one the viewer saved, else the country they are in
 * (spec part 2 §2.8), else the spec's default while that is unknown.
 */
export function usePhoneCountry(saved: string | null | undefined): CountryCode {
  const viewer = useViewerCountry();
  if (isCountryCode(saved)) return saved;
  return isCountryCode(viewer.data) ? viewer.data : DEFAULT_COUNTRY;
}
