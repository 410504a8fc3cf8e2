/** The legal feature's face: about, privacy, terms, and the pages a payment returns to. */

export const loadAboutPage = () => import('./pages/about-page');
export const loadPrivacyPage = () => import('./pages/privacy-page');
export const loadTermsPage = () => import('./pages/terms-page');
export const loadThankYouPage = () => import('./pages/thank-you-page');
export const loadPaymentReturnPage = () => import('./pages/payment-return-page');
