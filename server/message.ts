import { siteDefaults } from "./siteSettings.ts";
import { buildEmailContent } from "../src/contact/rules/email.ts";
import {
  CONTACT_FIELDS,
  EMAIL_PATTERN,
  FORM_FIELDS,
  HONEYPOT_FIELD,
  isBot,
  isSingleLine,
  LANGUAGE_FIELD,
  messageLanguage,
  variableName,
  type ContactField,
  type MessageLanguage,
  type ContactMessage,
  type FieldProblem,
  type FieldProblems,
  type FormField,
} from "../src/contact/rules/fields.ts";
import { validateContactMessage } from "../src/contact/rules/schema.ts";
import type { Form } from "./form.ts";
import { HttpError, type Answer } from "./http.ts";

/**
 * What the gateway reads from a request, and the one e-mail it makes of it.
 *
 * The fields are the contact form's own (src/contact/rules/, shared with the browser: the same zod schema validates them),
 * in one of two shapes:
 * - the app's Mailgun-shaped request (SPEC §7): `v:name`, `v:email`, `v:company`,
 *   `v:subject`, `v:message`, the honeypot `v:website` and `v:submission-id`, next to
 *   Mailgun's own `from`, `to`, `subject`, `text`, `html` and `h:Reply-To`, which are
 *   accepted and ignored;
 * - the form posted without JavaScript: `name`, `email`, `company`, `subject`, `message`
 *   and `website`, the names the inputs carry.
 * A Mailgun-shaped request without the v: fields is refused (400) with a message saying
 * what to send. The e-mail is always the site's own: the configured sender, the support
 * address, Reply-To the visitor's validated address, subject, text and html rendered here
 * by the shared template.
 */

/** The e-mail as the sink stores it and the forwarder sends it. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  submissionId?: string;
}

/** What the e-mail takes from the gateway's configuration (server/config.ts). */
export interface MailSettings {
  domain: string;
  supportEmail: string;
  sender?: string;
  brandName?: string;
}

export const FIELD = {
  from: "from",
  to: "to",
  subject: "subject",
  text: "text",
  html: "html",
  replyTo: "h:Reply-To",
  submissionId: "v:submission-id",
} as const;

/** Mailgun's fields in SPEC §7's request: accepted, never used (the gateway renders its own). */
const MAILGUN_FIELDS: ReadonlySet<string> = new Set([
  FIELD.from,
  FIELD.to,
  FIELD.subject,
  FIELD.text,
  FIELD.html,
  FIELD.replyTo,
]);
/** Their presence without any v: field marks a request made for the old contract. */
const MAILGUN_ONLY_FIELDS: readonly string[] = [
  FIELD.from,
  FIELD.to,
  FIELD.text,
  FIELD.html,
  FIELD.replyTo,
];
const VARIABLE_FIELDS: ReadonlyMap<string, FormField> = new Map(
  FORM_FIELDS.map((field) => [variableName(field), field]),
);
const PLAIN_FIELDS: ReadonlyMap<string, FormField> = new Map(
  FORM_FIELDS.map((field) => [field, field]),
);

export const MAX_LENGTH = { submissionId: 200 } as const;

export const MISSING_VARIABLES_MESSAGE =
  "This gateway writes the e-mail itself from the contact form's fields: send them as " +
  `${CONTACT_FIELDS.slice(0, -1).map(variableName).join(", ")} and ` +
  `${variableName("message")} (the from, to, subject, text and html ` +
  "of the request are not used)";

/** Which request the fields came in: the app's (v: fields) or a form posted natively. */
export type Shape = "app" | "form";

/** The raw fields of a request, before validation. */
export interface Submission {
  shape: Shape;
  /** The language of the page it was sent from (English unless it says otherwise). */
  language: MessageLanguage;
  /** Every posted contact field and the honeypot, as posted. */
  values: Partial<Record<FormField, string>>;
  submissionId: string | undefined;
}

/** The request's fields are valid in shape but not as a message: says which and why. */
export class InvalidMessage extends HttpError {
  readonly problems: FieldProblems;

  constructor(problems: FieldProblems, shape: Shape) {
    const name = (field: ContactField) => (shape === "app" ? variableName(field) : field);
    const text = Object.entries(problems)
      .map(([field, problem]) => `'${name(field as ContactField)}' ${PROBLEM_TEXT[problem]}`)
      .join("; ");
    super(400, text);
    this.problems = problems;
  }
}

const PROBLEM_TEXT: Record<FieldProblem, string> = {
  missing: "parameter is missing",
  control: "must not contain line breaks or control characters",
  bidi: "must not contain bidirectional control characters (U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C)",
  encodedWord: "must not contain RFC 2047 encoded words (=?charset?B?...?= or =?charset?Q?...?=)",
  tooLong: "is too long",
  invalidEmail: "is not a valid e-mail address",
};

/**
 * The contact fields of a request, by shape; refuses unknown or repeated fields, a mix of
 * both shapes, and a Mailgun-shaped request without the v: fields.
 */
export function readSubmission(form: Form, idempotencyKey: string | null): Submission {
  for (const [name, values] of form) {
    if (values.length > 1) throw badField(name, "must be given once");
  }
  const names = [...form.keys()];
  const shape: Shape = names.some((name) => VARIABLE_FIELDS.has(name)) ? "app" : "form";
  if (shape === "form" && MAILGUN_ONLY_FIELDS.some((name) => form.has(name))) {
    throw new HttpError(400, MISSING_VARIABLES_MESSAGE);
  }
  const known = shape === "app" ? VARIABLE_FIELDS : PLAIN_FIELDS;
  const values: Partial<Record<FormField, string>> = {};
  for (const name of names) {
    const field = known.get(name);
    if (field !== undefined) values[field] = form.get(name)?.[0] ?? "";
    else if (name === FIELD.submissionId) continue;
    else if (name === (shape === "app" ? `v:${LANGUAGE_FIELD}` : LANGUAGE_FIELD)) continue;
    else if (shape === "app" && MAILGUN_FIELDS.has(name)) continue;
    else throw badField(name, "is not accepted by this gateway");
  }
  const language = messageLanguage(
    form.get(shape === "app" ? `v:${LANGUAGE_FIELD}` : LANGUAGE_FIELD)?.[0],
  );
  return { shape, language, values, submissionId: submissionIdOf(form, idempotencyKey) };
}

/** True when the honeypot was filled in: answer like a success, keep nothing. */
export function isBotSubmission(submission: Submission): boolean {
  return isBot(submission.values[HONEYPOT_FIELD]);
}

/**
 * The answer to a dropped honeypot message: the same as for a delivered one (status, body
 * shape, an id like the sink's and Mailgun's), so a bot learns nothing.
 */
export function droppedAnswer(now: number, domain: string): Answer {
  const stamp = new Date(now).toISOString().replace(/\D/g, "").slice(0, 14);
  const bytes = crypto.getRandomValues(new Uint8Array(8));
  const token = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return {
    status: 200,
    body: JSON.stringify({ id: `<${stamp}.${token}@${domain}>`, message: "Queued. Thank you." }),
  };
}

/** The validated contact message, or an InvalidMessage naming every refused field. */
export function validateSubmission(submission: Submission): ContactMessage {
  const result = validateContactMessage(submission.values);
  if (!result.ok) throw new InvalidMessage(result.problems, submission.shape);
  return result.message;
}

/** The site's own e-mail for a validated message: nothing of it comes from the caller. */
export function toMailMessage(
  contact: ContactMessage,
  submissionId: string | undefined,
  config: MailSettings,
  language: MessageLanguage = "en",
): MailMessage {
  const { subject, text, html } = buildEmailContent(contact, language);
  // Validated by the shared rules: one plain mailbox, no display name, no line break.
  if (!EMAIL_PATTERN.test(contact.email) || !isSingleLine(contact.email)) {
    throw badField(FIELD.replyTo, "is not a valid e-mail address");
  }
  return {
    from: senderOf(config),
    to: config.supportEmail,
    subject,
    text,
    html,
    replyTo: contact.email,
    submissionId,
  };
}

/** The configured sender, or "{brand} Website <contact-form@{domain}>". */
export function senderOf(config: MailSettings): string {
  if (config.sender !== undefined) return config.sender;
  const brand = config.brandName ?? siteDefaults.brandName;
  return `${brand} Website <contact-form@${config.domain}>`;
}

/** `Display Name <addr>` (display name plain or quoted) or a bare `addr`. */
const MAILBOX = /^(?:(?:"[^"\\]*"|[^"<>,;@]*)\s*<([^<>]+)>|([^<>]+))$/;

/** The configured sender must be one mailbox on the sending domain, on one line. */
export function checkSender(sender: string, domain: string): void {
  const match = MAILBOX.exec(sender);
  const address = (match?.[1] ?? match?.[2])?.trim();
  const onDomain = address?.split("@")[1]?.toLowerCase() === domain.toLowerCase();
  if (!isSingleLine(sender) || !address || !EMAIL_PATTERN.test(address) || !onDomain) {
    throw new Error(
      `MAIL_FROM must be "Name <address@${domain}>" or an address on ${domain}, got "${sender}"`,
    );
  }
}

function badField(name: string, problem: string, status = 400): HttpError {
  return new HttpError(status, `'${name}' ${problem}`);
}

function submissionIdOf(form: Form, header: string | null): string | undefined {
  const fromField = form.get(FIELD.submissionId)?.[0]?.trim();
  const value = fromField || header?.trim() || undefined;
  if (value === undefined) return undefined;
  const name = fromField ? FIELD.submissionId : "Idempotency-Key";
  if (value.length > MAX_LENGTH.submissionId || !/^[\x21-\x7e]+$/.test(value)) {
    throw badField(name, `must be 1 to ${MAX_LENGTH.submissionId} visible ASCII characters`);
  }
  return value;
}
