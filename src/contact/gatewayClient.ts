/**
 * The browser's client of our own mail gateway (server/): the per-submission ids and the
 * send call of SPEC §7 (where it sends: config.ts), a
 * Mailgun-shaped multipart `POST {apiBase}/v3/{domain}/messages`. Never Mailgun with a
 * key: see docs/decisions/002-mail-gateway.md. The only client code that knows the API.
 */
import { mailEndpoint, type MailConfig } from "./config.ts";
import { SEND_ERRORS } from "./copy.ts";
import { buildEmailContent, singleLine } from "./rules/email.ts";
import { pageLocale } from "../content/locale.ts";
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  LANGUAGE_FIELD,
  variableName,
  type MessageLanguage,
  type ContactMessage,
} from "./rules/fields.ts";

export { SEND_ERRORS };

/** A send that got an answer other than 2xx, or none in time. */
export class MailSendError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number, name = "MailSendError") {
    super(message);
    this.name = name;
    this.status = status;
  }
}

export interface SendOptions {
  config: MailConfig;
  /** The same id for every try of one unchanged message, so the gateway delivers it once. */
  submissionId: string;
  fetch?: typeof fetch;
}

export interface SendResult {
  id: string | undefined;
  message: string | undefined;
}

/** Sends the message; resolves on 2xx, otherwise rejects with the mapped error. */
export async function sendContactMessage(
  message: ContactMessage,
  { config, submissionId, fetch: fetchImpl = fetch }: SendOptions,
): Promise<SendResult> {
  const { url, init } = buildMailRequest(message, config, submissionId);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const response = await fetchImpl(url, { ...init, signal: controller.signal });
    const body = await response.text();
    if (!response.ok) throw errorForStatus(response.status, body);
    return resultOf(body);
  } catch (error) {
    // Only the timer aborts this request, so an aborted signal means the time ran out.
    if (controller.signal.aborted) {
      throw new MailSendError(
        `The mail request timed out after ${config.timeoutMs} ms`,
        undefined,
        "TimeoutError",
      );
    }
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/** 401 and 403 get the spec's messages; any other status keeps the server's own message. */
export function errorForStatus(status: number, body: string): MailSendError {
  if (status === 401) return new MailSendError(SEND_ERRORS.unauthorized, status);
  if (status === 403) return new MailSendError(SEND_ERRORS.forbidden, status);
  return new MailSendError(messageOf(body) ?? `Request failed with status code ${status}`, status);
}

export interface MailRequest {
  url: string;
  init: { method: "POST"; headers: Record<string, string>; body: FormData };
}

/**
 * The multipart request of SPEC §7, plus the raw fields as Mailgun custom variables
 * (`v:name` … `v:message`, and the honeypot) and the per-submission id the gateway dedupes
 * on. The gateway validates the v: fields and renders the e-mail from them itself; the
 * rest (SPEC §7's from, to, subject, text, html and h:Reply-To, rendered by the same
 * template) is sent so the request stays the one SPEC §7 describes, and is ignored there.
 * `Accept: application/json` tells the gateway this is the app, not a form posted without
 * JavaScript.
 */
export function buildMailRequest(
  message: ContactMessage,
  config: MailConfig,
  submissionId: string,
  honeypot = "",
  language: MessageLanguage = pageLocale,
): MailRequest {
  const { subject, text, html } = buildEmailContent(message, language);
  const body = new FormData();
  body.append("from", config.from);
  body.append("to", config.to);
  body.append("subject", subject);
  body.append("text", text);
  body.append("html", html);
  body.append("h:Reply-To", singleLine(message.email));
  for (const field of CONTACT_FIELDS) body.append(variableName(field), message[field]);
  body.append(variableName(HONEYPOT_FIELD), honeypot);
  body.append("v:submission-id", submissionId);
  // From a page in another language than English: the e-mail notes it (rules/email.ts).
  if (language !== "en") body.append(`v:${LANGUAGE_FIELD}`, language);
  const headers: Record<string, string> = { Accept: "application/json" };
  if (config.apiKey) headers.Authorization = `Basic ${base64(`api:${config.apiKey}`)}`;
  return {
    url: mailEndpoint(config),
    init: { method: "POST", headers, body },
  };
}

/** Basic-auth credentials as UTF-8 base64 (btoa alone only takes Latin-1). */
function base64(value: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

function stringProp(value: unknown, key: string): string | undefined {
  if (typeof value !== "object" || value === null || !(key in value)) return undefined;
  const prop: unknown = (value as Record<string, unknown>)[key];
  return typeof prop === "string" && prop.trim() !== "" ? prop : undefined;
}

/** The server's own error message: Mailgun's JSON `message`, or a short plain-text body. */
function messageOf(body: string): string | undefined {
  const plain = body.trim();
  const short = plain !== "" && plain.length <= 200 && !plain.startsWith("<") ? plain : undefined;
  const parsed = parseJson(body);
  return parsed === undefined ? short : stringProp(parsed, "message");
}

function resultOf(body: string): SendResult {
  const parsed = parseJson(body);
  return { id: stringProp(parsed, "id"), message: stringProp(parsed, "message") };
}

// ---------------------------------------------------------------------------------------------
// Per-submission ids for the gateway's idempotency: every try of one unchanged message
// carries the same id, so a retry after a lost answer is delivered once; a changed message
// or the next message after a success gets a new one.

export interface SubmissionIds {
  /** The id for this message: the previous one if the message is unchanged since. */
  idFor(message: ContactMessage): string;
  /** The message arrived: the next one, even if identical, is a new submission. */
  delivered(): void;
}

export function createSubmissionIds(newId: () => string = randomId): SubmissionIds {
  let current: { key: string; id: string } | undefined;
  return {
    idFor(message) {
      const key = JSON.stringify([
        message.name,
        message.email,
        message.company,
        message.subject,
        message.message,
      ]);
      if (current?.key !== key) current = { key, id: newId() };
      return current.id;
    },
    delivered() {
      current = undefined;
    },
  };
}

/** crypto.randomUUID, or the same v4 layout from getRandomValues outside a secure context. */
export function randomId(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
