import { loadSiteSettings, loadUiCopy } from "../src/content/loader.ts";

/**
 * The site settings of content/settings/site.yml, read and validated once by the content
 * loader. The gateway's own env variables (server/config.ts) override them per deployment.
 */
export const siteDefaults = loadSiteSettings();

/**
 * The contact form's words and messages (content/ui/contact-*.<lang>.yml), for the no-JS
 * pages, in each language a page can post from.
 */
const copyIn = (locale: "en" | "el") => ({
  ...loadUiCopy("contact-form", {}, locale),
  ...loadUiCopy("contact-messages", {}, locale),
});
export const contactFormCopies = { en: copyIn("en"), el: copyIn("el") };
export const contactFormCopy = contactFormCopies.en;
