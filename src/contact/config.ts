/**
 * Where the contact form sends its message. Read from VITE_* variables at build time, with
 * defaults that make `npm start` deliver to the embedded mail gateway's outbox. Apart from
 * gatewayClient.ts (loaded with the form's logic) because the form's `action` needs it in
 * the page's first chunk.
 */
import siteDefaults from "content:settings";
import { site } from "../content/site.ts";

export interface MailConfig {
  /** Origin (and optional path prefix) of the mail gateway; "" = this site's own origin. */
  readonly apiBase: string;
  /** The sending domain: POST {apiBase}/v3/{domain}/messages. */
  readonly domain: string;
  /** The gateway's caller key (basic auth api:{key}); never a Mailgun key. */
  readonly apiKey: string | undefined;
  readonly from: string;
  readonly to: string;
  /** SPEC §9: the e-mail request gives up after 60 s. */
  readonly timeoutMs: number;
}

export const MAIL_TIMEOUT_MS = 60_000;

const env = import.meta.env;
const trimmed = (value: string | undefined): string | undefined => value?.trim() || undefined;

const domain = trimmed(env.VITE_MAILGUN_DOMAIN) ?? siteDefaults.mailDomain;
/** The gateway only accepts a sender on its domain, so a changed domain changes the default. */
const defaultFrom =
  domain === siteDefaults.mailDomain
    ? siteDefaults.mailFrom
    : `${site.brandName} Website <contact-form@${domain}>`;

export const mailConfig: MailConfig = {
  apiBase: (trimmed(env.VITE_MAIL_API_BASE) ?? "").replace(/\/+$/, ""),
  domain,
  apiKey: trimmed(env.VITE_MAIL_API_KEY),
  from: trimmed(env.VITE_MAIL_FROM) ?? defaultFrom,
  to: site.supportEmail,
  timeoutMs: MAIL_TIMEOUT_MS,
};

/** Where a message goes: `{apiBase}/v3/{domain}/messages`, the app's fetch and the form's action. */
export function mailEndpoint(config: Pick<MailConfig, "apiBase" | "domain">): string {
  return `${config.apiBase}/v3/${encodeURIComponent(config.domain)}/messages`;
}
