import { loadSiteSettings, loadUiCopy } from "../src/content/loader.ts";

/**
 * The site settings of content/settings/site.yml, read and validated once by the content
 * loader. The gateway's own env variables (server/config.ts) override them per deployment.
 */
export const siteDefaults = loadSiteSettings();

/** The contact form's words and messages (content/ui/contact-*.en.yml), for the no-JS pages. */
export const contactFormCopy = {
  ...loadUiCopy("contact-form"),
  ...loadUiCopy("contact-messages"),
};
