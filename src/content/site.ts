/**
 * The agency's brand and contact settings (content/settings/site.yml; each value can be
 * overridden per deployment by a VITE_* variable, see .env.example) and the footer's
 * social links (SPEC §2: Facebook, Twitter, LinkedIn).
 */
import layout from "content:ui/layout";
import settings from "content:settings";

export const site = { ...settings, tagline: layout.tagline } as const;

/** `label` is what the link is called: Twitter is now X and its icon is X's. */
export const socialLinks = [
  {
    name: "Facebook",
    label: layout.social.facebook,
    network: "Facebook",
    href: site.social.facebook,
  },
  { name: "Twitter", label: layout.social.twitter, network: "X", href: site.social.twitter },
  {
    name: "LinkedIn",
    label: layout.social.linkedin,
    network: "LinkedIn",
    href: site.social.linkedin,
  },
] as const;
