/**
 * Copy of the end of every page (promo band, footer), from content/ui/layout.<lang>.yml:
 * it loads with that deferred chunk and no page's start-up JS carries it
 * (content:ui/layout-end; the cookie notice's is content:ui/layout-notice).
 */
import end from "content:ui/layout-end";
import { site } from "./site.ts";

export const promoBanner = end.promoBanner;
export const footerCopy = end.footer;
export const tagline = end.tagline;

/** `label` is what the link is called: Twitter is now X and its icon is X's. */
export const socialLinks = [
  { name: "Facebook", label: end.social.facebook, network: "Facebook", href: site.social.facebook },
  { name: "Twitter", label: end.social.twitter, network: "X", href: site.social.twitter },
  { name: "LinkedIn", label: end.social.linkedin, network: "LinkedIn", href: site.social.linkedin },
] as const;
