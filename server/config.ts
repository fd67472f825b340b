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
   * Reverse proxies in front of the gateway that each append the address they saw to
   * X-Forwarded-For (0: none, use the socket address; 1: the shipped nginx; 2: a TLS
   * terminator in front of nginx). The client is the Nth address from the right.
   */
  trustedProxies: number;
  /** Serverless platform whose own header (or connection info) names the client. */
  platform: Platform | undefined;
  /** Messages accepted per period across all clients; undefined = no ceiling. */
  globalRateLimit: GlobalRateLimit | undefined;
  retry: RetryPolicy;
  idempotency: { ttlMs: number; maxEntries: number };
}

export const PLATFORMS = ["cloudflare", "vercel", "netlify", "deno", "bun"] as const;
export type Platform = (typeof PLATFORMS)[number];

export interface GlobalRateLimit {
  limit: number;
  windowMs: number;
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
/** All clients together: 100 messages an hour, far above a contact form's real traffic. */
export const DEFAULT_GLOBAL_RATE_LIMIT: GlobalRateLimit = { limit: 100, windowMs: 3_600_000 };

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
 *   MAIL_GLOBAL_RATE_LIMIT    messages accepted across all clients, default 100/hour;
 *                             `N/minute` or `N/hour` (a bare N is per hour), `off` = none.
 *                             Past it: 503 with Retry-After.
 *   MAIL_TRUSTED_PROXIES      default 0 (the socket address is the client); the number of
 *                             reverse proxies in front that append to X-Forwarded-For: 1
 *                             behind the shipped nginx, 2 with a TLS terminator in front of it
 *   MAIL_TRUST_PROXY          deprecated: "true" or "1" means MAIL_TRUSTED_PROXIES=1
 *   MAIL_PLATFORM             serverless only: cloudflare, vercel, netlify, deno or bun, the
 *                             platform whose own client-address header the rate limit uses
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
    trustedProxies: trustedProxiesOf(env),
    platform: platformOf(env.MAIL_PLATFORM),
    globalRateLimit: globalRateLimitOf(env.MAIL_GLOBAL_RATE_LIMIT),
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

function trustedProxiesOf(env: NodeJS.ProcessEnv): number {
  const text = nonEmpty(env.MAIL_TRUSTED_PROXIES);
  if (text === undefined) return /^(1|true|yes)$/i.test(env.MAIL_TRUST_PROXY?.trim() ?? "") ? 1 : 0;
  const hops = Number(text);
  if (!Number.isInteger(hops) || hops < 0 || hops > 10) {
    throw new Error(`MAIL_TRUSTED_PROXIES must be a whole number from 0 to 10, got "${text}"`);
  }
  return hops;
}

function platformOf(value: string | undefined): Platform | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return undefined;
  const platform = PLATFORMS.find((name) => name === text);
  if (platform === undefined) {
    throw new Error(`MAIL_PLATFORM must be one of ${PLATFORMS.join(", ")}, got "${value}"`);
  }
  return platform;
}

const PERIODS: Record<string, number> = {
  minute: 60_000,
  min: 60_000,
  hour: 3_600_000,
  h: 3_600_000,
};

function globalRateLimitOf(value: string | undefined): GlobalRateLimit | undefined {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined) return DEFAULT_GLOBAL_RATE_LIMIT;
  if (text === "off" || text === "none") return undefined;
  const match = /^(\d+)\s*(?:\/\s*([a-z]+))?$/.exec(text);
  const limit = Number(match?.[1]);
  const windowMs = PERIODS[match?.[2] ?? "hour"];
  if (!match || windowMs === undefined || !Number.isSafeInteger(limit) || limit <= 0) {
    throw new Error(`MAIL_GLOBAL_RATE_LIMIT must be N/minute, N/hour or off, got "${value}"`);
  }
  return { limit, windowMs };
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
