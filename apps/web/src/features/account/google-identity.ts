/** The Google Identity Services script; loaded only on a site whose deployment set a client id. */
export const GOOGLE_IDENTITY_SCRIPT = 'https://accounts.google.com/gsi/client';

/** The part of `google.accounts.id` the sign-in button uses. */
export type GoogleIdentity = {
  initialize(config: {
    client_id: string;
    callback(response: { credential: string }): void;
    ux_mode?: 'popup' | 'redirect';
    context?: 'signin' | 'signup' | 'use';
  }): void;
  renderButton(
    parent: HTMLElement,
    options: {
      type: 'standard' | 'icon';
      theme?: 'outline' | 'filled_blue' | 'filled_black';
      size?: 'large' | 'medium' | 'small';
      text?: 'signin_with' | 'signup_with' | 'continue_with' | 'signin';
      shape?: 'rectangular' | 'pill';
      locale?: string;
      width?: number;
    },
  ): void;
};

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | null = null;

/**
 * `google.accounts.id`, loading the script once. A failed load (offline, blocked) rejects and
 * forgets the attempt, so a later visit to the page tries again.
 */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  if (loading) return loading;
  const script = document.createElement('script');
  script.src = GOOGLE_IDENTITY_SCRIPT;
  script.async = true;
  loading = new Promise<GoogleIdentity>((resolve, reject) => {
    script.addEventListener('load', () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google Identity Services loaded without google.accounts.id'));
    });
    script.addEventListener('error', () => reject(new Error('Google Identity Services did not load')));
  }).catch((error: unknown) => {
    loading = null;
    script.remove();
    throw error;
  });
  document.head.append(script);
  return loading;
}
