/**
 * One definition of a contact message (SPEC §3, §5, §7), shared by the browser bundle
 * (src/contact/) and the mail gateway (server/): the field names, which are required, the
 * e-mail pattern, the length limits, the honeypot, the validation of raw strings and the
 * e-mail the support inbox receives. Plain TypeScript: no zod, no DOM, no Node API. (The
 * names and limits sit in the leaf limits.ts, re-exported here, so the form's markup can
 * read them without loading the rest.)
 */

import { palette } from "../../theme/palette.ts";
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LIMITS,
  type ContactField,
  type FormField,
} from "./limits.ts";

export { CONTACT_FIELDS, HONEYPOT_FIELD, LIMITS, type ContactField, type FormField };

/** Required fields (marked * in the form); company is optional. */
export const REQUIRED_FIELDS: readonly ContactField[] = ["name", "email", "subject", "message"];

/** Everything but the message is one line: it ends up in a header or a table cell. */
export const SINGLE_LINE_FIELDS: readonly ContactField[] = ["name", "email", "company", "subject"];

export const FORM_FIELDS: readonly FormField[] = [...CONTACT_FIELDS, HONEYPOT_FIELD];

/**
 * The name of a field as a Mailgun custom variable (`v:name` …), which is how the app's
 * Mailgun-shaped request carries the raw fields. The form posted without JavaScript uses
 * the plain names (`name` …), the same names the inputs carry.
 */
export const variableName = (field: FormField): `v:${FormField}` => `v:${field}`;

/**
 * SPEC §5: text, @, text, dot, text, no spaces. "Text" also excludes the few characters
 * that cannot appear in an ordinary address (<>(),;:"\[]), so an accepted address is
 * always one plain mailbox: it cannot carry a display name, a second address or a group.
 */
export const EMAIL_PATTERN = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;

/**
 * What a single-line field refuses: every C0 control (tab, CR, LF, VT, FF, NUL …), DEL,
 * every C1 control (U+0085 NEL among them) and the Unicode line and paragraph separators.
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NOT_ONE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** What the message refuses: the same controls except tab and the ordinary line breaks. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const NOT_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Bidi controls (embeddings, overrides, isolates, LRM/RLM/ALM): invisibly reorder text. */
const BIDI_CONTROL = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/;
/** An RFC 2047 encoded word (=?utf-8?B?…?=): a mail client would decode what we checked. */
const ENCODED_WORD = /=\?[^?\s]+\?[bq]\?[^?\s]*\?=/i;

/** True when `value` may stand in a single-line field (a header, a subject, a table cell). */
export function isSingleLine(value: string): boolean {
  return !NOT_ONE_LINE.test(value);
}

/** True when `value` may stand in the message: lines of text, no other controls. */
export function isPlainText(value: string): boolean {
  return !NOT_TEXT.test(value);
}

/** A control (a line break in a one-line field), a bidi control, an encoded word (one line). */
export function characterProblem(field: ContactField, raw: string): FieldProblem | undefined {
  const singleLine = SINGLE_LINE_FIELDS.includes(field);
  if (!(singleLine ? isSingleLine(raw) : isPlainText(raw))) return "control";
  if (BIDI_CONTROL.test(raw)) return "bidi";
  if (singleLine && ENCODED_WORD.test(raw)) return "encodedWord";
  return undefined;
}

/** Whether every character of `raw` may stand in `field` (see characterProblem). */
export function allowedCharacters(field: ContactField, raw: string): boolean {
  return characterProblem(field, raw) === undefined;
}

/** The validated message, as the template and the gateway use it. */
export type ContactMessage = Record<ContactField, string>;

/**
 * Why a field was refused, in the order they are checked: an empty required field (only
 * blanks count as empty), then a control character (checked before trimming, since a
 * trailing line break is still an attempt at header injection), a bidirectional control
 * or an encoded word, then the length, then the e-mail pattern.
 */
export type FieldProblem =
  "control" | "bidi" | "encodedWord" | "missing" | "tooLong" | "invalidEmail";
export type FieldProblems = Partial<Record<ContactField, FieldProblem>>;

export type ValidationResult =
  { ok: true; message: ContactMessage } | { ok: false; problems: FieldProblems };

/** The problem with one raw value of `field`, or undefined when it is acceptable. */
export function fieldProblem(field: ContactField, raw: string): FieldProblem | undefined {
  const value = raw.trim();
  // Nothing but blanks (tabs and line breaks included) is simply empty: nothing is left.
  if (value === "") return REQUIRED_FIELDS.includes(field) ? "missing" : undefined;
  const characters = characterProblem(field, raw);
  if (characters) return characters;
  if (value.length > LIMITS[field]) return "tooLong";
  if (field === "email" && !EMAIL_PATTERN.test(value)) return "invalidEmail";
  return undefined;
}

/**
 * Raw strings (as typed, or as posted) to a message, or the problem of every refused
 * field. Values are trimmed; the message's line breaks become plain LF (multipart turns
 * every line break into CRLF on the way, and U+2028/U+2029 are line breaks too).
 */
export function validateContactMessage(
  raw: Partial<Record<ContactField, string | undefined>>,
): ValidationResult {
  const problems: FieldProblems = {};
  const message = {} as ContactMessage;
  for (const field of CONTACT_FIELDS) {
    const value = raw[field] ?? "";
    const problem = fieldProblem(field, value);
    if (problem) problems[field] = problem;
    message[field] = field === "message" ? normaliseLineBreaks(value.trim()) : value.trim();
  }
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, message };
}

export function normaliseLineBreaks(value: string): string {
  return value.replace(/\r\n|[\r\u2028\u2029]/g, "\n");
}

/**
 * Which of SPEC §8's validation messages a set of problems calls for: any empty required
 * field wins, then a malformed e-mail; anything else (too long, control characters) has
 * no SPEC message of its own.
 */
export function summaryOf(problems: FieldProblems): "missing" | "invalidEmail" | "other" {
  const all = Object.values(problems);
  if (all.includes("missing")) return "missing";
  if (all.includes("invalidEmail")) return "invalidEmail";
  return "other";
}

/** True when the honeypot holds anything but blanks: only a bot fills it. */
export function isBot(honeypot: string | undefined): boolean {
  return (honeypot ?? "").trim() !== "";
}

// ---------------------------------------------------------------------------------------------
// What the visitor reads: labels, inline messages, SPEC §8's texts

export const fieldLabels: Record<ContactField, string> = {
  name: "Name",
  email: "Email",
  company: "Company",
  subject: "Subject",
  message: "Message",
};

/** Inline messages shown under a field (the form and the gateway's error page). */
export const fieldMessages = {
  name: { required: "Please enter your name." },
  email: {
    required: "Please enter your email address.",
    pattern: "Please use the format name@company.com.",
  },
  subject: { required: "Please enter a subject." },
  message: { required: "Please tell us a little about your project." },
} as const;

/** "Subject can be at most 150 characters (you have 162)." */
export function tooLongMessage(field: ContactField, length: number): string {
  return `${fieldLabels[field]} can be at most ${LIMITS[field].toLocaleString("en")} characters (you have ${length.toLocaleString("en")}).`;
}

/** "Name must be on one line, without tabs or control characters." */
export function controlMessage(field: ContactField): string {
  return field === "message"
    ? "Message contains control characters that cannot be sent."
    : `${fieldLabels[field]} must be on one line, without tabs or control characters.`;
}

/** The inline message for a refused field, as the form shows it. */
export function problemMessage(field: ContactField, problem: FieldProblem, raw: string): string {
  switch (problem) {
    case "missing":
      return field === "company" ? "" : fieldMessages[field].required;
    case "control":
      return controlMessage(field);
    case "bidi":
      return `${fieldLabels[field]} must not contain invisible text-direction characters.`;
    case "encodedWord":
      return `${fieldLabels[field]} must not contain encoded text such as =?utf-8?B?…?=.`;
    case "tooLong":
      return tooLongMessage(field, raw.trim().length);
    case "invalidEmail":
      return fieldMessages.email.pattern;
  }
}

export interface NoticeText {
  readonly title: string;
  readonly message: string;
}

/** SPEC §8 verbatim: what a visitor is told, in the toasts and on the gateway's pages. */
export const notices = {
  missing: { title: "Missing Information", message: "Please fill in all required fields." },
  invalidEmail: { title: "Invalid Email", message: "Please enter a valid email address." },
  success: {
    title: "Message sent successfully!",
    message: "Thank you for reaching out. We'll get back to you within 24 hours.",
  },
} as const satisfies Record<string, NoticeText>;

/** SPEC §8's failure text, naming the support address. */
export function failureNotice(supportEmail: string): NoticeText {
  return {
    title: "Failed to send message",
    message: `There was an error sending your message. Please try again or contact us directly at ${supportEmail}.`,
  };
}

/** Where a message sent without JavaScript lands: a pre-rendered page (noindex). */
export const CONTACT_SENT_PATH = "/contact/sent";

// ---------------------------------------------------------------------------------------------
// The e-mail (SPEC §7): subject, text and html, all from the fields

export const SUBJECT_PREFIX = "New Contact Form Submission: ";
export const NOT_PROVIDED = "Not provided";

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

/**
 * The e-mail the support inbox receives. The text part keeps every visitor value verbatim;
 * the html part escapes every one of them and keeps the message's line breaks as <br>.
 */
export function buildEmailContent(message: ContactMessage): EmailContent {
  const company = message.company || NOT_PROVIDED;
  const rows: [string, string][] = [
    ["Name", message.name],
    ["Email", message.email],
    ["Company", company],
    ["Subject", message.subject],
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
  return { subject: SUBJECT_PREFIX + singleLine(message.subject), text, html };
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
