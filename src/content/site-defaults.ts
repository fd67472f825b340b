/**
 * Brand and contact defaults. Plain data with no build-tool dependency, so both the
 * client (src/content/site.ts, which lets VITE_* env override each value) and the mail
 * gateway (server/) read the same defaults. Change the brand here, or override per
 * deployment through the env variables documented in .env.example.
 */
export const siteDefaults = {
  brandName: "Kyma Labs",
  legalName: "Kyma Labs Ltd",
  siteUrl: "https://kymalabs.com",
  supportEmail: "support@kymalabs.com",
  bookingUrl: "https://cal.com/kymalabs/30min",
  social: {
    facebook: "https://www.facebook.com/kymalabs",
    twitter: "https://twitter.com/kymalabs",
    linkedin: "https://www.linkedin.com/company/kymalabs",
  },
  /** Mailgun sending domain the contact form posts to: /v3/{mailDomain}/messages. */
  mailDomain: "mg.kymalabs.com",
  /** Sender of contact-form e-mails, on the company domain. */
  mailFrom: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
  address: "Limassol, Cyprus",
} as const;
