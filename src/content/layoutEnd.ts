/**
 * Copy of the end of every page (promo band, footer) and of the cookie notice, from
 * content/ui/layout.<lang>.yml: a module of its own, so it loads with those deferred
 * chunks and no page's start-up JS carries it (content:ui/layout-end).
 */
import end from "content:ui/layout-end";
import { site } from "./site.ts";

export const promoBanner = end.promoBanner;
export const footerCopy = end.footer;
export const cookieNoticeCopy = end.cookieNotice;
export const tagline = end.tagline;

/** `label` is what the link is called: Twitter is now X and its icon is X's. */
export const socialLinks = [
  { name: "Facebook", label: end.social.facebook, network: "Facebook", href: site.social.facebook },
  { name: "Twitter", label: end.social.twitter, network: "X", href: site.social.twitter },
  { name: "LinkedIn", label: end.social.linkedin, network: "LinkedIn", href: site.social.linkedin },
] as const;
