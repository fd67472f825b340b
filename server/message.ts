import type { GatewayConfig } from "./config.ts";
import type { Form } from "./form.ts";
import { HttpError } from "./http.ts";

/** The fields the gateway accepts; anything else (cc, bcc, attachments, o:…) is refused. */
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  submissionId?: string;
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
export const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.values(FIELD));

export const MAX_LENGTH = {
  address: 512,
  subject: 300,
  body: 200 * 1024,
  submissionId: 200,
} as const;

export function toMessage(
  form: Form,
  idempotencyKey: string | null,
  config: GatewayConfig,
): MailMessage {
  for (const [name, values] of form) {
    if (!KNOWN_FIELDS.has(name)) throw badField(name, "is not accepted by this gateway");
    if (values.length > 1) throw badField(name, "must be given once");
  }
  const from = headerField(form, FIELD.from, MAX_LENGTH.address, true);
  const to = headerField(form, FIELD.to, MAX_LENGTH.address, true);
  const subject = headerField(form, FIELD.subject, MAX_LENGTH.subject, true);
  const text = bodyField(form, FIELD.text, true);
  const html = bodyField(form, FIELD.html, false);
  const replyTo = headerField(form, FIELD.replyTo, MAX_LENGTH.address, false);
  checkSender(from, config.domain);
  checkRecipient(to, config.supportEmail);
  if (replyTo !== undefined) checkReplyTo(replyTo);
  const submissionId = submissionIdOf(form, idempotencyKey);
  return { from, to, subject, text, html, replyTo, submissionId };
}

function badField(name: string, problem: string, status = 400): HttpError {
  return new HttpError(status, `'${name}' ${problem}`);
}

function headerField(form: Form, name: string, max: number, required: true): string;
function headerField(form: Form, name: string, max: number, required: false): string | undefined;
function headerField(form: Form, name: string, max: number, required: boolean) {
  const raw = form.get(name)?.[0] ?? "";
  // Checked before trimming: a trailing CR or LF is still an attempt at header injection.
  if (/[\r\n]/.test(raw)) throw badField(name, "must not contain line breaks");
  // eslint-disable-next-line no-control-regex -- rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw badField(name, "contains control characters");
  const value = raw.trim();
  if (!value) {
    if (required) throw badField(name, "parameter is missing");
    return undefined;
  }
  if (value.length > max) throw badField(name, `is longer than ${max} characters`);
  return value;
}

function bodyField(form: Form, name: string, required: true): string;
function bodyField(form: Form, name: string, required: false): string | undefined;
function bodyField(form: Form, name: string, required: boolean) {
  const value = form.get(name)?.[0];
  if (value === undefined || value.trim() === "") {
    if (required) throw badField(name, "parameter is missing");
    return undefined;
  }
  if (value.includes("\u0000")) throw badField(name, "contains a NUL character");
  if (value.length > MAX_LENGTH.body) {
    throw badField(name, `is longer than ${MAX_LENGTH.body} characters`);
  }
  // multipart/form-data turns every line break into CRLF on the way; give back the author's.
  return value.replace(/\r\n/g, "\n");
}

/** A plausible address: text@text.text, no spaces, nothing that could start another header. */
const ADDRESS = /^[^\s@<>(),;:"\\[\]]+@[^\s@<>(),;:"\\[\]]+\.[^\s@<>(),;:"\\[\]]+$/;
/** `addr` or `Display Name <addr>` (display name plain or quoted), exactly one mailbox. */
const MAILBOX = /^(?:(?:"[^"\\]*"|[^"<>,;@]*)\s*<([^<>]+)>|([^<>]+))$/;

function addressOf(mailbox: string): string | undefined {
  const match = MAILBOX.exec(mailbox);
  const address = (match?.[1] ?? match?.[2])?.trim();
  return address && ADDRESS.test(address) ? address : undefined;
}

function checkSender(from: string, domain: string): void {
  const address = addressOf(from);
  if (address === undefined) throw badField(FIELD.from, "is not a valid address");
  if (address.split("@")[1]?.toLowerCase() !== domain.toLowerCase()) {
    throw badField(FIELD.from, `must be an address on ${domain}`);
  }
}

function checkRecipient(to: string, supportEmail: string): void {
  const address = addressOf(to);
  if (address === undefined) throw badField(FIELD.to, "is not a valid single address");
  // The one allowed recipient is what keeps the gateway from being an open relay.
  if (address.toLowerCase() !== supportEmail.toLowerCase()) {
    throw badField(FIELD.to, "must be the support address", 403);
  }
}

function checkReplyTo(replyTo: string): void {
  const address = addressOf(replyTo);
  if (address === undefined || address.length > 254) {
    throw badField(FIELD.replyTo, "is not a valid e-mail address");
  }
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
