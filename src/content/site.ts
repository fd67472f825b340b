import { siteDefaults } from "./site-defaults.ts";

/**
 * The agency's brand and contact configuration as the client sees it: each value can be
 * overridden per deployment by a VITE_* variable (see .env.example), otherwise the
 * defaults in site-defaults.ts apply.
 */
const env = import.meta.env;
const pick = (value: string | undefined, fallback: string): string =>
  value && value.trim() !== "" ? value.trim() : fallback;

const siteUrl = pick(env.VITE_SITE_URL, siteDefaults.siteUrl).replace(/\/+$/, "");

export const site = {
  brandName: pick(env.VITE_BRAND_NAME, siteDefaults.brandName),
  legalName: pick(env.VITE_LEGAL_NAME, siteDefaults.legalName),
  siteUrl,
  supportEmail: pick(env.VITE_SUPPORT_EMAIL, siteDefaults.supportEmail),
  bookingUrl: pick(env.VITE_BOOKING_URL, siteDefaults.bookingUrl),
  address: pick(env.VITE_ADDRESS, siteDefaults.address),
  social: {
    facebook: pick(env.VITE_SOCIAL_FACEBOOK, siteDefaults.social.facebook),
    twitter: pick(env.VITE_SOCIAL_TWITTER, siteDefaults.social.twitter),
    linkedin: pick(env.VITE_SOCIAL_LINKEDIN, siteDefaults.social.linkedin),
  },
  tagline:
    "We specialise in product development that brings digital ideas to life, with expert craftsmanship and dedicated support.",
} as const;

/**
 * The footer's social links (SPEC §2: Facebook, Twitter, LinkedIn). `label` is what the
 * link is called; Twitter is now X and its icon is X's, so it is named by both.
 */
export const socialLinks = [
  { name: "Facebook", label: "Facebook", network: "Facebook", href: site.social.facebook },
  { name: "Twitter", label: "X (Twitter)", network: "X", href: site.social.twitter },
  { name: "LinkedIn", label: "LinkedIn", network: "LinkedIn", href: site.social.linkedin },
] as const;
