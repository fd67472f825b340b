/**
 * The e-mail the support inbox receives (SPEC §7): subject, text and html, all from the
 * validated fields. The mail gateway renders it (server/message.ts) and sends only its own
 * rendering, so no caller can shape what reaches the inbox; the browser renders the same
 * into SPEC §7's request (see gatewayClient.ts), where the gateway ignores it.
 */
import { palette } from "../../../theme/palette.ts";
import {
  MESSAGE_LANGUAGES,
  NOT_ONE_LINE,
  type ContactMessage,
  type MessageLanguage,
} from "./fields.ts";

export const SUBJECT_PREFIX = "New Contact Form Submission: ";
export const NOT_PROVIDED = "Not provided";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/** SPEC §7's subject line: the prefix and the visitor's subject, on one line. */
export function emailSubject(subject: string): string {
  return SUBJECT_PREFIX + singleLine(subject);
}

/**
 * The text part keeps every visitor value verbatim; the html part escapes every one of
 * them and keeps the message's line breaks as <br>.
 */
export function buildEmailContent(
  message: ContactMessage,
  language: MessageLanguage = "en",
): EmailContent {
  const company = message.company || NOT_PROVIDED;
  const rows: [string, string][] = [
    ["Name", message.name],
    ["Email", message.email],
    ["Company", company],
    ["Subject", message.subject],
    // A message from a page in another language says so: the reply may best be in it.
    ...(language === "en" ? [] : [["Language", MESSAGE_LANGUAGES[language]] as [string, string]]),
  ];
  const text = [
    "New contact form submission",
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    "Message:",
    message.message,
  ].join("\n");
  const cell = "padding:4px 16px 4px 0;vertical-align:top;";
  const html = [
    `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:${palette.ink900}">`,
    '<h2 style="margin:0 0 16px;font-size:18px">New contact form submission</h2>',
    '<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse">',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" style="${cell}">${label}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    '<h3 style="margin:24px 0 8px;font-size:15px">Message</h3>',
    `<p style="margin:0">${withLineBreaks(escapeHtml(message.message))}</p>`,
    "</div>",
  ].join("\n");
  return { subject: emailSubject(message.subject), text, html };
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

function withLineBreaks(escaped: string): string {
  return escaped.replace(/\r\n|\r|\n/g, "<br>\n");
}

/**
 * A header value on one line. Validated values never need it; it keeps the template safe
 * for any string it is given (every control and line separator becomes a space).
 */
export function singleLine(value: string): string {
  return value.replace(new RegExp(`${NOT_ONE_LINE.source}+`, "g"), " ");
}
