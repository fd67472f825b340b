import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { GatewayConfig } from "./config.ts";

/**
 * The mail gateway: speaks Mailgun's `POST /v3/{domain}/messages` so the browser never holds
 * a Mailgun key. One web-standard Request -> Response handler, so the same code runs in
 * Vite's dev and preview servers, the standalone relay, or a serverless function.
 */
export type GatewayHandler = (request: Request, info?: ClientInfo) => Promise<Response>;

export interface ClientInfo {
  /** Client IP used for the rate limit; requests without one share a single bucket. */
  ip?: string;
}

export interface GatewayDeps {
  now?: () => number;
  fetch?: typeof fetch;
  log?: (line: string) => void;
  /** Waits between upstream retries; tests pass a fast one. */
  sleep?: (ms: number) => Promise<void>;
}

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

/** A finished answer, kept as plain data so the idempotency cache can replay it. */
interface Answer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

type Deliver = (message: MailMessage) => Promise<Answer>;

const MESSAGES_PATH = /^\/v3\/([^/]+)\/messages$/;
const ALLOW = "POST, OPTIONS";
const LOG_PREFIX = "[mail-gateway]";
const RATE_WINDOW_MS = 60_000;
const MAX_TRACKED_IPS = 10_000;

const FIELD = {
  from: "from",
  to: "to",
  subject: "subject",
  text: "text",
  html: "html",
  replyTo: "h:Reply-To",
  submissionId: "v:submission-id",
} as const;
const KNOWN_FIELDS: ReadonlySet<string> = new Set(Object.values(FIELD));

const MAX_LENGTH = {
  address: 512,
  subject: 300,
  body: 200 * 1024,
  submissionId: 200,
} as const;

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): GatewayHandler {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? ((line: string) => console.log(line));
  const origins = compileOrigins(config.allowedOrigins);
  const limiter = createRateLimiter(config.rateLimitPerMinute, now);
  const idempotency = createIdempotencyCache(config.idempotency, now);
  const deliver = config.mailgunApiKey
    ? createForwarder(config, config.mailgunApiKey, { now, log, deps })
    : createSink(config, now, log);

  async function route(request: Request, info: ClientInfo): Promise<Response> {
    const url = new URL(request.url);
    if (!originAllowed(request.headers.get("origin"), url, origins)) {
      throw new HttpError(403, "Origin not allowed");
    }
    const domain = messagesPathDomain(url.pathname);
    if (request.method === "OPTIONS") return preflight();
    if (domain.toLowerCase() !== config.domain.toLowerCase()) {
      throw new HttpError(404, "Domain not found");
    }
    if (request.method !== "POST") {
      throw new HttpError(405, `Method ${request.method} not allowed`, { allow: ALLOW });
    }
    const retryAfter = limiter.take(info.ip ?? "unknown");
    if (retryAfter !== undefined) {
      throw new HttpError(429, "Too many requests, please try again later", {
        "retry-after": String(retryAfter),
      });
    }
    if (config.gatewayKey !== undefined) checkAuth(request, config.gatewayKey);
    const form = await readForm(request, config.maxBodyBytes);
    const message = toMessage(form, request.headers.get("idempotency-key"), config);
    const answer = await idempotency.run(message.submissionId, () => deliver(message));
    return jsonResponse(answer.status, answer.body, answer.headers);
  }

  return async (request, info = {}) => {
    let cors: Record<string, string> = { vary: "Origin" };
    try {
      cors = corsHeaders(request.headers.get("origin"), new URL(request.url), origins);
      return withHeaders(await route(request, info), cors);
    } catch (error) {
      if (error instanceof HttpError) return withHeaders(errorResponse(error), cors);
      log(`${LOG_PREFIX} internal error: ${describe(error)}`);
      return withHeaders(errorResponse(new HttpError(500, "Internal error")), cors);
    }
  };
}

class HttpError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(status: number, message: string, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.headers = headers;
  }
}

// ---------------------------------------------------------------------------------------------
// Responses and CORS

function jsonResponse(status: number, body: string, headers: Record<string, string> = {}) {
  return new Response(body, {
    status,
    headers: {
      ...headers,
      "content-type": "application/json; charset=utf-8",
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
}

function errorResponse(error: HttpError): Response {
  return jsonResponse(error.status, JSON.stringify({ message: error.message }), error.headers);
}

function preflight(): Response {
  return new Response(null, {
    status: 204,
    headers: {
      allow: ALLOW,
      "access-control-allow-methods": "POST",
      "access-control-allow-headers": "Authorization, Content-Type, Idempotency-Key",
      "access-control-max-age": "600",
      "cache-control": "no-store",
    },
  });
}

function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  return response;
}

type OriginRule =
  { any: true } | { protocol: string; hostname: string; anyPort: boolean; origin: string };

function compileOrigins(entries: readonly string[]): OriginRule[] {
  return entries.map((entry): OriginRule => {
    if (entry === "*") return { any: true };
    const anyPort = entry.endsWith(":*");
    const url = new URL(anyPort ? entry.slice(0, -2) : entry);
    return { protocol: url.protocol, hostname: url.hostname, anyPort, origin: url.origin };
  });
}

function originAllowed(origin: string | null, requestUrl: URL, rules: OriginRule[]): boolean {
  if (origin === null) return true;
  const parsed = parseUrl(origin);
  if (parsed === undefined) return false;
  // Same host counts as same origin even if a TLS-terminating proxy makes the scheme differ.
  if (parsed.host === requestUrl.host) return true;
  return rules.some((rule) => {
    if ("any" in rule) return true;
    if (!rule.anyPort) return rule.origin === parsed.origin;
    return rule.protocol === parsed.protocol && rule.hostname === parsed.hostname;
  });
}

function corsHeaders(
  origin: string | null,
  requestUrl: URL,
  rules: OriginRule[],
): Record<string, string> {
  if (origin === null || !originAllowed(origin, requestUrl, rules)) return { vary: "Origin" };
  return {
    vary: "Origin",
    "access-control-allow-origin": origin,
    "access-control-expose-headers": "Retry-After",
  };
}

function parseUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Path, authentication, rate

/** The {domain} of `/v3/{domain}/messages`; any other path is a 404. */
function messagesPathDomain(pathname: string): string {
  const match = MESSAGES_PATH.exec(pathname);
  try {
    if (match?.[1]) return decodeURIComponent(match[1]);
  } catch {
    // A malformed percent-escape is just another unknown path.
  }
  throw new HttpError(404, "Not Found");
}

function checkAuth(request: Request, key: string): void {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.get("authorization") ?? "");
  const credentials = match?.[1] ? Buffer.from(match[1], "base64").toString("utf8") : "";
  if (!constantTimeEqual(credentials, `api:${key}`)) {
    throw new HttpError(401, "Invalid or missing API key", {
      "www-authenticate": 'Basic realm="MG API"',
    });
  }
}

/** Hashing first gives equal-length inputs, so the comparison leaks neither content nor length. */
function constantTimeEqual(a: string, b: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(a), digest(b));
}

/** Sliding window per key; answers the seconds to wait when the key is over its limit. */
function createRateLimiter(limit: number, now: () => number) {
  const hits = new Map<string, number[]>();
  return {
    take(key: string): number | undefined {
      const time = now();
      const recent = (hits.get(key) ?? []).filter((at) => at > time - RATE_WINDOW_MS);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        const oldest = recent[0] ?? time;
        return Math.max(1, Math.ceil((oldest + RATE_WINDOW_MS - time) / 1000));
      }
      hits.set(key, [...recent, time]);
      // Map keeps insertion order and take() re-inserts, so the first key is the stalest.
      while (hits.size > MAX_TRACKED_IPS) hits.delete(hits.keys().next().value ?? "");
      return undefined;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Reading and validating the form

type Form = Map<string, string[]>;

async function readForm(request: Request, maxBytes: number): Promise<Form> {
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase();
  if (mediaType !== "multipart/form-data" && mediaType !== "application/x-www-form-urlencoded") {
    throw new HttpError(
      415,
      "Content-Type must be multipart/form-data or application/x-www-form-urlencoded",
    );
  }
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readCapped(request.body, maxBytes);
  return mediaType === "multipart/form-data"
    ? parseMultipart(bytes, contentType)
    : parseUrlEncoded(bytes);
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, `Request body exceeds ${maxBytes} bytes`);
}

/** Counts streamed bytes, so a missing or lying Content-Length cannot get past the limit. */
async function readCapped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  if (body === null) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const chunk = await readChunk(reader);
    if (chunk === undefined) break;
    total += chunk.byteLength;
    if (total > maxBytes) {
      reader.cancel().catch(() => undefined);
      throw tooLarge(maxBytes);
    }
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function readChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
): Promise<Uint8Array | undefined> {
  try {
    const { done, value } = await reader.read();
    return done ? undefined : value;
  } catch {
    throw new HttpError(400, "The request body could not be read");
  }
}

async function parseMultipart(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<Form> {
  let data: FormData;
  try {
    data = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new HttpError(400, "Malformed multipart/form-data body");
  }
  const form: Form = new Map();
  for (const [name, value] of data) {
    if (typeof value !== "string") throw new HttpError(400, `'${name}' must be a text field`);
    addField(form, name, value);
  }
  return form;
}

function parseUrlEncoded(bytes: Uint8Array): Form {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw new HttpError(400, "Malformed application/x-www-form-urlencoded body");
  }
  const form: Form = new Map();
  for (const [name, value] of new URLSearchParams(text)) addField(form, name, value);
  return form;
}

function addField(form: Form, name: string, value: string): void {
  form.set(name, [...(form.get(name) ?? []), value]);
}

function toMessage(form: Form, idempotencyKey: string | null, config: GatewayConfig): MailMessage {
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

// ---------------------------------------------------------------------------------------------
// Idempotency

/**
 * Remembers the answer per submission id, so a retried or repeated submission delivers once.
 * A pending delivery is shared by concurrent duplicates; a failed one is forgotten, so the
 * visitor's retry can still get through.
 */
function createIdempotencyCache(limits: GatewayConfig["idempotency"], now: () => number) {
  const entries = new Map<string, { expiresAt: number; answer: Promise<Answer> }>();

  function prune(time: number): void {
    // Entries are inserted with a constant time-to-live, so insertion order is expiry order.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > time && entries.size <= limits.maxEntries) break;
      entries.delete(key);
    }
  }

  return {
    run(key: string | undefined, work: () => Promise<Answer>): Promise<Answer> {
      if (key === undefined) return work();
      const time = now();
      prune(time);
      const existing = entries.get(key);
      if (existing) return existing.answer;
      const entry = { expiresAt: time + limits.ttlMs, answer: work() };
      entries.set(key, entry);
      prune(time);
      const forget = () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
      entry.answer.then((answer) => (isSuccess(answer.status) ? undefined : forget()), forget);
      return entry.answer;
    },
  };
}

function isSuccess(status: number): boolean {
  return status >= 200 && status < 300;
}

// ---------------------------------------------------------------------------------------------
// Sink mode

function createSink(config: GatewayConfig, now: () => number, log: (line: string) => void) {
  const outbox = path.resolve(config.outboxDir);
  return async (message: MailMessage): Promise<Answer> => {
    const receivedAt = new Date(now());
    const token = randomBytes(8).toString("hex");
    const id = `<${compactStamp(receivedAt)}.${token}@${config.domain}>`;
    // ISO time first, so a plain directory listing is in arrival order.
    const name = `${receivedAt.toISOString().replace(/[:.]/g, "-")}-${token}.json`;
    const file = path.join(outbox, name);
    const record = outboxRecord(id, receivedAt, config.domain, message);
    await mkdir(outbox, { recursive: true });
    await writeFile(file, `${JSON.stringify(record, null, 2)}\n`, { flag: "wx" });
    log(
      `${LOG_PREFIX} sink: ${id} from ${message.from} to ${message.to} ` +
        `subject ${JSON.stringify(message.subject)} -> ${path.relative(process.cwd(), file)}`,
    );
    return { status: 200, body: JSON.stringify({ id, message: "Queued. Thank you." }) };
  };
}

function outboxRecord(id: string, receivedAt: Date, domain: string, message: MailMessage) {
  return {
    id,
    receivedAt: receivedAt.toISOString(),
    domain,
    from: message.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    "h:Reply-To": message.replyTo ?? null,
    submissionId: message.submissionId ?? null,
  };
}

function compactStamp(date: Date): string {
  return date.toISOString().replace(/\D/g, "").slice(0, 14);
}

// ---------------------------------------------------------------------------------------------
// Forward mode

interface ForwarderContext {
  now: () => number;
  log: (line: string) => void;
  deps: GatewayDeps;
}

function createForwarder(
  config: GatewayConfig,
  apiKey: string,
  context: ForwarderContext,
): Deliver {
  const { now, log } = context;
  const fetchImpl = context.deps.fetch ?? fetch;
  const sleep = context.deps.sleep ?? defaultSleep;
  const url = `${config.mailgunApiBase}/v3/${encodeURIComponent(config.domain)}/messages`;
  const authorization = `Basic ${Buffer.from(`api:${apiKey}`).toString("base64")}`;
  const { retries, baseDelayMs, maxDelayMs } = config.retry;

  async function attempt(message: MailMessage, timeoutMs: number): Promise<Answer> {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { authorization },
      body: toFormData(message),
      signal: AbortSignal.timeout(timeoutMs),
    });
    return upstreamAnswer(response);
  }

  return async (message) => {
    // One time budget for the whole forward: the browser gives up after the same time.
    const deadline = now() + config.upstreamTimeoutMs;
    for (let tries = 1; ; tries++) {
      const remaining = deadline - now();
      let answer: Answer;
      try {
        answer = await attempt(message, Math.max(1, Math.floor(remaining)));
      } catch (error) {
        if (isTimeout(error)) return gatewayError(504, "Upstream time-out", log, tries);
        answer = gatewayErrorAnswer(502, "Upstream unreachable");
        log(`${LOG_PREFIX} forward: attempt ${tries} failed: ${describe(error)}`);
      }
      const retryable = answer.status === 429 || answer.status >= 500;
      const delay = backoff(tries, baseDelayMs, maxDelayMs, answer.headers?.["retry-after"]);
      if (!retryable || tries > retries || now() + delay >= deadline) {
        logOutcome(log, answer, tries);
        return answer;
      }
      await sleep(delay);
    }
  };
}

function toFormData(message: MailMessage): FormData {
  const data = new FormData();
  data.set(FIELD.from, message.from);
  data.set(FIELD.to, message.to);
  data.set(FIELD.subject, message.subject);
  data.set(FIELD.text, message.text);
  if (message.html !== undefined) data.set(FIELD.html, message.html);
  if (message.replyTo !== undefined) data.set(FIELD.replyTo, message.replyTo);
  if (message.submissionId !== undefined) data.set(FIELD.submissionId, message.submissionId);
  return data;
}

/** Mailgun's status and body pass through; a non-JSON body is wrapped in its error shape. */
async function upstreamAnswer(response: Response): Promise<Answer> {
  const text = await response.text();
  const retryAfter = response.headers.get("retry-after");
  const headers: Record<string, string> = retryAfter ? { "retry-after": retryAfter } : {};
  if (isJson(text)) return { status: response.status, body: text, headers };
  const message = text.trim() || response.statusText || `Upstream answered ${response.status}`;
  return { status: response.status, body: JSON.stringify({ message }), headers };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Capped exponential backoff; an upstream Retry-After in seconds can only lengthen it. */
function backoff(tries: number, baseMs: number, maxMs: number, retryAfter?: string): number {
  const exponential = baseMs * 2 ** (tries - 1);
  const asked = Number(retryAfter) * 1000;
  return Math.min(maxMs, Math.max(exponential, Number.isFinite(asked) ? asked : 0));
}

function gatewayErrorAnswer(status: number, message: string): Answer {
  return { status, body: JSON.stringify({ message }) };
}

function gatewayError(status: number, message: string, log: (line: string) => void, tries: number) {
  const answer = gatewayErrorAnswer(status, message);
  logOutcome(log, answer, tries);
  return answer;
}

function logOutcome(log: (line: string) => void, answer: Answer, tries: number): void {
  const attempts = `${tries} attempt${tries === 1 ? "" : "s"}`;
  const id = idOf(answer.body);
  log(`${LOG_PREFIX} forward: ${answer.status}${id ? ` ${id}` : ""} after ${attempts}`);
  if (answer.status === 401 || answer.status === 403) {
    log(
      `${LOG_PREFIX} Mailgun refused the key: check MAILGUN_API_KEY, MAILGUN_DOMAIN and ` +
        "MAILGUN_API_BASE (EU domains need https://api.eu.mailgun.net)",
    );
  }
}

function idOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === "object" && parsed !== null && "id" in parsed) {
      return typeof parsed.id === "string" ? parsed.id : undefined;
    }
  } catch {
    // Not JSON: nothing to report.
  }
  return undefined;
}

function isTimeout(error: unknown): boolean {
  return (
    typeof error === "object" && error !== null && "name" in error && error.name === "TimeoutError"
  );
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
    return `${error.name}: ${error.message}${cause}`;
  }
  return String(error);
}
