/**
 * The send call of SPEC §7: a Mailgun-shaped multipart `POST {apiBase}/v3/{domain}/messages`.
 * It goes to our own mail gateway (server/), never to Mailgun with a key: see
 * docs/decisions/002-mail-gateway.md. The only client code that knows the Mailgun API.
 */
import { mailEndpoint, type MailConfig } from "./config.ts";
import {
  buildEmailContent,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  singleLine,
  variableName,
  type ContactMessage,
} from "./message.ts";

/** SPEC §8: what a 401 or 403 answer becomes; any other failure passes on unchanged. */
export const SEND_ERRORS = {
  unauthorized: "Authentication failed. Please check your API key and domain configuration.",
  forbidden: "Domain not verified or insufficient permissions.",
} as const;

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
 * rest is sent so the request stays the one SPEC §7 describes. `Accept: application/json`
 * tells the gateway this is the app, not a form posted without JavaScript.
 */
export function buildMailRequest(
  message: ContactMessage,
  config: MailConfig,
  submissionId: string,
  honeypot = "",
): MailRequest {
  const { subject, text, html } = buildEmailContent(message);
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
