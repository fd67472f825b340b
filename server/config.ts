import { siteDefaults } from "../src/content/site-defaults.ts";

/** Everything the mail gateway needs, resolved once from the environment. */
export interface GatewayConfig {
  /** Mailgun private API key; undefined means sink mode (write to the outbox). */
  mailgunApiKey: string | undefined;
  /** Mailgun API base without a trailing slash. */
  mailgunApiBase: string;
  /** The only sending domain served: POST /v3/{domain}/messages. */
  domain: string;
  /** Where sink mode writes one JSON file per message (relative to the working directory). */
  outboxDir: string;
  /** Key the gateway requires from its callers as basic auth `api:{key}`; undefined = none. */
  gatewayKey: string | undefined;
  /**
   * Browser origins allowed to call the gateway. An entry ending in `:*` allows any port
   * (or none) on that scheme and host, e.g. `http://localhost:*`.
   */
  allowedOrigins: readonly string[];
  /** Messages per client IP per minute. */
  rateLimitPerMinute: number;
  maxBodyBytes: number;
  /** Total time budget for one forward, all retries included. */
  upstreamTimeoutMs: number;
  /** The only recipient the gateway accepts, so it can never be an open relay. */
  supportEmail: string;
  /**
   * Sender of every contact-form e-mail (display name and address on `domain`); a caller's
   * own `from` is never used. Undefined: "{brand} Website <contact-form@{domain}>".
   */
  sender?: string;
  /** Brand named on the gateway's own pages and in the default sender. */
  brandName?: string;
  /** Whether the Node adapter takes the client IP from X-Forwarded-For (behind a proxy). */
  trustProxy: boolean;
  retry: RetryPolicy;
  idempotency: { ttlMs: number; maxEntries: number };
}

export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_MAILGUN_API_BASE = "https://api.mailgun.net";
export const DEFAULT_OUTBOX_DIR = ".outbox";
export const DEFAULT_RATE_LIMIT_PER_MINUTE = 5;
export const DEFAULT_MAX_BODY_BYTES = 1_048_576;
export const DEFAULT_UPSTREAM_TIMEOUT_MS = 60_000;

/*
 * Environment variables (server side only; none of them reaches the browser bundle):
 *   MAILGUN_API_KEY           unset → sink mode (messages go to MAIL_OUTBOX_DIR);
 *                             set → forward mode (the gateway adds it and calls Mailgun)
 *   MAILGUN_API_BASE          default https://api.mailgun.net (EU: https://api.eu.mailgun.net)
 *   MAILGUN_DOMAIN            default VITE_MAILGUN_DOMAIN, then siteDefaults.mailDomain
 *   MAIL_OUTBOX_DIR           default .outbox
 *   MAIL_GATEWAY_KEY          default unset (no caller auth); set → callers must send
 *                             basic auth api:{key}
 *   MAIL_ALLOWED_ORIGINS      comma list that replaces the default; `:*` = any port, `*` =
 *                             any origin. Default http://localhost:*, http://127.0.0.1:*,
 *                             http://[::1]:* and the origin of VITE_SITE_URL (default
 *                             siteDefaults.siteUrl). Requests without an Origin header
 *                             (curl, servers) and same-origin requests are always allowed.
 *   MAIL_RATE_LIMIT           messages per client IP per minute, default 5
 *   MAIL_MAX_BODY_BYTES       default 1048576 (1 MB)
 *   MAIL_UPSTREAM_TIMEOUT_MS  default 60000, the whole forward including retries
 *   MAIL_SUPPORT_EMAIL        the only allowed recipient; default VITE_SUPPORT_EMAIL,
 *                             then siteDefaults.supportEmail
 *   MAIL_FROM                 sender of every message, "Name <address@{MAILGUN_DOMAIN}>";
 *                             default "{brand} Website <contact-form@{domain}>"
 *   VITE_BRAND_NAME           the brand (default siteDefaults.brandName), also server side
 *   MAIL_TRUST_PROXY          default false; "true" or "1" when a reverse proxy in front
 *                             sets X-Forwarded-For, so the rate limit sees visitor IPs
 */
export function gatewayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const siteUrl = nonEmpty(env.VITE_SITE_URL) ?? siteDefaults.siteUrl;
  return {
    mailgunApiKey: nonEmpty(env.MAILGUN_API_KEY),
    mailgunApiBase: (nonEmpty(env.MAILGUN_API_BASE) ?? DEFAULT_MAILGUN_API_BASE).replace(
      /\/+$/,
      "",
    ),
    domain:
      nonEmpty(env.MAILGUN_DOMAIN) ?? nonEmpty(env.VITE_MAILGUN_DOMAIN) ?? siteDefaults.mailDomain,
    outboxDir: nonEmpty(env.MAIL_OUTBOX_DIR) ?? DEFAULT_OUTBOX_DIR,
    gatewayKey: nonEmpty(env.MAIL_GATEWAY_KEY),
    allowedOrigins: parseOriginList(env.MAIL_ALLOWED_ORIGINS) ?? defaultOrigins(siteUrl),
    rateLimitPerMinute: positiveInt(
      "MAIL_RATE_LIMIT",
      env.MAIL_RATE_LIMIT,
      DEFAULT_RATE_LIMIT_PER_MINUTE,
    ),
    maxBodyBytes: positiveInt(
      "MAIL_MAX_BODY_BYTES",
      env.MAIL_MAX_BODY_BYTES,
      DEFAULT_MAX_BODY_BYTES,
    ),
    upstreamTimeoutMs: positiveInt(
      "MAIL_UPSTREAM_TIMEOUT_MS",
      env.MAIL_UPSTREAM_TIMEOUT_MS,
      DEFAULT_UPSTREAM_TIMEOUT_MS,
    ),
    supportEmail:
      nonEmpty(env.MAIL_SUPPORT_EMAIL) ??
      nonEmpty(env.VITE_SUPPORT_EMAIL) ??
      siteDefaults.supportEmail,
    sender: nonEmpty(env.MAIL_FROM),
    brandName: nonEmpty(env.VITE_BRAND_NAME) ?? siteDefaults.brandName,
    trustProxy: /^(1|true|yes)$/i.test(env.MAIL_TRUST_PROXY?.trim() ?? ""),
    // SPEC §9's data-fetching defaults: 3 retries, 1 s doubling, capped at 30 s.
    retry: { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 },
    idempotency: { ttlMs: 24 * 60 * 60 * 1_000, maxEntries: 10_000 },
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** A misconfigured limit must fail at start-up, not silently become "no limit". */
function positiveInt(name: string, value: string | undefined, fallback: number): number {
  const text = nonEmpty(value);
  if (text === undefined) return fallback;
  const parsed = Number(text);
  if (!Number.isInteger(parsed) || parsed <= 0) {
    throw new Error(`${name} must be a positive integer, got "${text}"`);
  }
  return parsed;
}

function parseOriginList(value: string | undefined): string[] | undefined {
  const entries = (value ?? "")
    .split(",")
    .map((entry) => entry.trim().replace(/\/+$/, ""))
    .filter((entry) => entry !== "");
  return entries.length > 0 ? entries : undefined;
}

function defaultOrigins(siteUrl: string): string[] {
  return ["http://localhost:*", "http://127.0.0.1:*", "http://[::1]:*", originOf(siteUrl)];
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`VITE_SITE_URL must be an absolute URL, got "${url}"`);
  }
}

/** One line for start-up logs; names the mode and target, never the keys. */
export function describeGatewayMode(config: GatewayConfig): string {
  const target = config.mailgunApiKey
    ? `forward mode, sending through ${config.mailgunApiBase}`
    : `sink mode, writing messages to ${config.outboxDir}/ (set MAILGUN_API_KEY to send)`;
  const auth = config.gatewayKey ? ", callers need MAIL_GATEWAY_KEY" : "";
  const route = `domain ${config.domain}, recipient ${config.supportEmail}`;
  return `[mail-gateway] ${target}; ${route}${auth}`;
}
