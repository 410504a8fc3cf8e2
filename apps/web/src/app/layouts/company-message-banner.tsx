import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentCompany } from '../../domain/company/current-company-context';

const storageKey = (companyId: number) => `screener.banner-dismissed.${companyId}`;

/** The text of the message the viewer dismissed on this company's site; a new message shows again. */
function dismissedMessage(companyId: number): string | null {
  try {
    return localStorage.getItem(storageKey(companyId));
  } catch {
    return null;
  }
}

/** The company's message banner on every page until the viewer dismisses it (spec part 1 §2). */
export function CompanyMessageBanner() {
  const company = useCurrentCompany();
  const { t } = useTranslation();
  const message = company.custom_properties.banner_message;
  const [dismissed, setDismissed] = useState(() => dismissedMessage(company.id));
  if (!message || dismissed === message) return null;

  const dismiss = () => {
    try {
      localStorage.setItem(storageKey(company.id), message);
    } catch {
      // Without storage the banner stays hidden for this visit only.
    }
    setDismissed(message);
  };

  return (
    <Alert
      severity="info"
      square
      onClose={dismiss}
      slotProps={{
        closeButton: { 'aria-label': t('chrome.dismissMessage'), title: t('chrome.dismissMessage') },
      }}
      sx={{ justifyContent: 'center' }}
    >
      {message}
    </Alert>
  );
}
