/**
 * Settings the server injects into index.html as `window.__APP_CONFIG__` (from its environment),
 * so one build serves every deployment. Defaults apply in tests and in the Vite dev server.
 */
export interface AppConfig {
  productName: string;
  contactPhone: string;
  contactEmail: string;
  socialLinks: { facebook: string; instagram: string; linkedin: string; twitter: string };
  /** Feature flag: clients see Request a Tutor in their menu. */
  requestATutorForClients: boolean;
  /** The schools form's captcha: a provider's widget with its site key, or the embedded puzzle. */
  captcha: { provider: 'embedded' | 'hcaptcha' | 'recaptcha' | 'turnstile'; siteKey: string | null };
}

const DEFAULTS: AppConfig = {
  productName: 'Tutoring Marketplace',
  contactPhone: '(555) 010-0100',
  contactEmail: 'hello@example.com',
  socialLinks: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    linkedin: 'https://www.linkedin.com/',
    twitter: 'https://x.com/',
  },
  requestATutorForClients: false,
  captcha: { provider: 'embedded', siteKey: null },
};

declare global {
  interface Window {
    __APP_CONFIG__?: Partial<AppConfig>;
  }
}

export const appConfig: AppConfig = {
  ...DEFAULTS,
  ...(typeof window !== 'undefined' ? window.__APP_CONFIG__ : undefined),
};
