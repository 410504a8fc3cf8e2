import type { Company } from '@screener/contracts/company';
import { createContext, use } from 'react';

/** Set once the start-up gate has loaded the company; every route renders inside it. */
export const CurrentCompanyContext = createContext<Company | null>(null);

export function useCurrentCompany(): Company {
  const company = use(CurrentCompanyContext);
  if (!company) throw new Error('useCurrentCompany is used outside the loaded company');
  return company;
}
