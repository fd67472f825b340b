import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import type { GatewayConfig } from "./config.ts";
import { toNodeListener } from "./node.ts";
import { clientKey } from "./rateLimit.ts";
import type { GatewayHandler } from "./types.ts";

/**
 * How long and how much a client may hold the relay's Node server: time-outs for slow
 * clients (one that sends its headers a byte at a time would otherwise keep a socket for
 * Node's 60 s, or 300 s for a body), a limit to kept-alive connections, and a cap on open
 * connections per client address. Used by `npm run relay`; `applyServerLimits` suits any
 * http.Server that mounts the gateway.
 */
export interface ServerLimits {
  /** Receiving a request's headers; past it Node answers 408 and closes. */
  headersTimeoutMs: number;
  /**
   * Receiving the whole request, body included. The answer is not counted: it may wait for
   * Mailgun for the in-request budget (MAIL_UPSTREAM_TIMEOUT_MS, at most 50 s).
   */
  requestTimeoutMs: number;
  /** A connection with nothing sent either way this long is closed; outlasts the budget. */
  idleTimeoutMs: number;
  /** A kept-alive connection closes after this long without a new request… */
  keepAliveTimeoutMs: number;
  /** …or after this many requests. */
  maxRequestsPerSocket: number;
  /** Open connections per client address (IPv6 per /64); 0: no cap. */
  maxConnectionsPerClient: number;
  /** How often Node checks the two time-outs above (its 30 s default would add up to 30 s). */
  checkIntervalMs: number;
}

/** Time to write an answer once the budget is spent (spool, log, socket). */
const ANSWER_MARGIN_MS = 10_000;

export const DEFAULT_SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 100,
  /** A browser opens at most 6 connections to one origin: room for a few behind one NAT. */
  maxConnectionsPerClient: 16,
  checkIntervalMs: 1_000,
} as const;

/**
 * The limits for a gateway configuration: the idle time-out outlasts its in-request budget,
 * and behind reverse proxies (MAIL_TRUSTED_PROXIES > 0) every connection comes from the
 * proxy, so the per-address cap is left to the proxy (a cap here would throttle everyone).
 */
export function serverLimitsFor(
  config: Pick<GatewayConfig, "upstreamTimeoutMs" | "trustedProxies">,
  overrides: Partial<ServerLimits> = {},
): ServerLimits {
  const limits: ServerLimits = {
    ...DEFAULT_SERVER_LIMITS,
    idleTimeoutMs: config.upstreamTimeoutMs + ANSWER_MARGIN_MS,
    maxConnectionsPerClient:
      config.trustedProxies > 0 ? 0 : DEFAULT_SERVER_LIMITS.maxConnectionsPerClient,
    ...overrides,
  };
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new Error("The headers time-out must not be longer than the request time-out");
  }
  if (limits.idleTimeoutMs <= config.upstreamTimeoutMs) {
    throw new Error("The idle time-out must outlast the in-request budget");
  }
  return limits;
}

/** Sets the limits on a server that is not listening yet. */
export function applyServerLimits(server: Server, limits: ServerLimits): void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  // Read when the server starts listening (Node's typings know it only as an option).
  Object.assign(server, { connectionsCheckingInterval: limits.checkIntervalMs });
  server.setTimeout(limits.idleTimeoutMs);
  if (limits.maxConnectionsPerClient > 0) capConnections(server, limits.maxConnectionsPerClient);
}

/** Closes, at once, a connection over the cap of its client address. */
function capConnections(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.prependListener("connection", (socket: Socket) => {
    const key = clientKey(socket.remoteAddress);
    const count = open.get(key) ?? 0;
    if (count >= cap) {
      socket.destroy();
      return;
    }
    open.set(key, count + 1);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

/** The gateway behind Node's http server with the limits: what `npm run relay` listens with. */
export function createRelayServer(
  handler: GatewayHandler,
  config: GatewayConfig,
  overrides: Partial<ServerLimits> = {},
): Server {
  const server = createServer(
    toNodeListener(handler, {
      maxBodyBytes: config.maxBodyBytes,
      trustedProxies: config.trustedProxies,
    }),
  );
  applyServerLimits(server, serverLimitsFor(config, overrides));
  return server;
}
