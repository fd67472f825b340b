/**
 * The agency's brand and contact settings (content/settings/site.yml; each value can be
 * overridden per deployment by a VITE_* variable, see .env.example). The footer's tagline
 * and social links (SPEC §2: Facebook, Twitter, LinkedIn) are in layoutEnd.ts.
 */
import settings from "content:settings";

export const site = settings;
