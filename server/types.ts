import type { Answer } from "./http.ts";
import type { MailMessage } from "./message.ts";

/**
 * The types the gateway's layers share (adapters -> gateway -> delivery -> spool). They
 * live below all of them, so no layer imports a layer above it.
 */

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
  /**
   * The host has a lasting disk (`npm run relay`, `npm start`, `npm run dev`): forward mode
   * spools every message in config.spool.dir until Mailgun has it. Off for serverless
   * functions, which answer or fail within the request.
   */
  spool?: boolean;
}

/** Hands one validated message on (sink or Mailgun) and says what the caller is answered. */
export type Deliver = (message: MailMessage) => Promise<Answer>;

/** What the forwarders (answer-or-fail and spooled) need from the gateway. */
export interface ForwarderContext {
  now: () => number;
  log: (line: string) => void;
  deps: GatewayDeps;
}
