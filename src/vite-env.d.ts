/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_BRAND_NAME?: string;
  readonly VITE_LEGAL_NAME?: string;
  readonly VITE_SUPPORT_EMAIL?: string;
  readonly VITE_BOOKING_URL?: string;
  readonly VITE_ADDRESS?: string;
  readonly VITE_SOCIAL_FACEBOOK?: string;
  readonly VITE_SOCIAL_TWITTER?: string;
  readonly VITE_SOCIAL_LINKEDIN?: string;
  readonly VITE_MAIL_API_BASE?: string;
  readonly VITE_MAILGUN_DOMAIN?: string;
  readonly VITE_MAIL_API_KEY?: string;
  readonly VITE_MAIL_FROM?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** ISO timestamp of the build (vite.config.ts `define`). */
declare const __BUILD_TIME__: string;
