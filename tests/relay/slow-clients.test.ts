// @vitest-environment node
/**
 * Slow and greedy clients against both Node servers that mount the gateway, the relay's
 * (`npm run relay`) and the site's (`npm start`): headers sent a
 * byte at a time, a body that never ends, idle kept-alive connections and more connections
 * from one address than a browser opens are all cut off; an answer that waits for Mailgun
 * (the in-request budget, up to 50 s) is not. The limits are small here; the defaults are
 * pinned below.
 */
import type { Server } from "node:http";
import { connect, type AddressInfo, type Socket } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import {
  createRelayServer,
  DEFAULT_SERVER_LIMITS,
  serverLimitsFor,
  type ServerLimits,
} from "../../server/listen.ts";
import type { GatewayHandler } from "../../server/types.ts";
import { startServer } from "../../scripts/start.ts";

const FAST: Partial<ServerLimits> = {
  headersTimeoutMs: 500,
  requestTimeoutMs: 1_000,
  keepAliveTimeoutMs: 300,
  maxRequestsPerSocket: 2,
  maxConnectionsPerClient: 3,
  checkIntervalMs: 50,
};

let outbox: string;
const servers: Server[] = [];
const sockets: Socket[] = [];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "relay-slow-"));
});

afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(outbox, { recursive: true, force: true });
});

function config(): GatewayConfig {
  return { ...gatewayConfigFromEnv({}), outboxDir: outbox, rateLimitPerMinute: 1_000 };
}

async function relay(handler?: GatewayHandler, limits = FAST): Promise<number> {
  const gateway = handler ?? createGateway(config(), { log: () => undefined });
  const server = createRelayServer(gateway, config(), limits);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

/** `npm start`'s server (static files and the gateway) with the same small limits. */
async function site(): Promise<number> {
  const { server } = await startServer({
    root: outbox,
    port: 0,
    env: { MAIL_OUTBOX_DIR: outbox, MAIL_RATE_LIMIT: "1000", MAILGUN_API_KEY: "" },
    limits: FAST,
  });
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

const SERVERS = [
  ["the relay's server", () => relay()],
  ["npm start's server", site],
] as const;

interface Conversation {
  socket: Socket;
  /** Everything the server sent. */
  received: () => string;
  /** Resolves with the milliseconds from connecting until the server closed the connection. */
  closed: Promise<number>;
}

function open(port: number): Promise<Conversation> {
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    let received = "";
    const socket = connect(port, "127.0.0.1");
    sockets.push(socket);
    const closed = new Promise<number>((done) => {
      socket.on("close", () => done(performance.now() - t0));
    });
    socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
    socket.on("error", () => undefined);
    socket.once("connect", () => resolve({ socket, received: () => received, closed }));
    socket.once("error", reject);
  });
}

/** Writes `text` one byte every `everyMs` while the socket is open. */
function trickle(socket: Socket, text: string, everyMs: number): () => void {
  let at = 0;
  const timer = setInterval(() => {
    if (socket.destroyed || at >= text.length) return;
    socket.write(text.charAt(at++));
  }, everyMs);
  return () => clearInterval(timer);
}

const MESSAGES = "/v3/mg.kymalabs.com/messages";
const within = (ms: number, low: number, high: number) => {
  expect(ms).toBeGreaterThanOrEqual(low);
  expect(ms).toBeLessThan(high);
};

describe("slow clients are cut off", () => {
  it.each(SERVERS)(
    "%s: headers sent a byte at a time: 408, closed at the time-out",
    async (_n, serve) => {
      const port = await serve();
      const client = await open(port);
      client.socket.write(`POST ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\n`);
      const stop = trickle(client.socket, `X-Slow: ${"a".repeat(1_000)}`, 20);
      const ms = await client.closed;
      stop();
      console.log(`slow headers: cut off after ${ms.toFixed(0)} ms (headers time-out 500 ms)`);
      expect(client.received()).toMatch(/^HTTP\/1\.1 408 /);
      within(ms, 450, 1_500);
    },
  );

  it.each(SERVERS)(
    "%s: a body a byte at a time: cut off at the request time-out",
    async (_n, serve) => {
      const port = await serve();
      const client = await open(port);
      client.socket.write(
        `POST ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n\r\n",
      );
      const stop = trickle(client.socket, "v".repeat(5_000), 20);
      const ms = await client.closed;
      stop();
      console.log(`slow body: cut off after ${ms.toFixed(0)} ms (request time-out 1000 ms)`);
      within(ms, 950, 2_000);
    },
  );

  it("an idle kept-alive connection is closed after the keep-alive time-out", async () => {
    const port = await relay();
    const client = await open(port);
    client.socket.write(`OPTIONS ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 204 /);
    // Node keeps a kept-alive socket up to a second past the time-out (its own buffer).
    within(ms, 250, 2_500);
  });

  it("a connection serves at most maxRequestsPerSocket requests", async () => {
    const port = await relay();
    const client = await open(port);
    const preflight = `OPTIONS ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`;
    client.socket.write(preflight + preflight + preflight);
    await client.closed;
    const answers = client.received().match(/^HTTP\/1\.1 \d+/gm) ?? [];
    expect(answers.slice(0, 2)).toEqual(["HTTP/1.1 204", "HTTP/1.1 204"]);
    expect(client.received()).toMatch(/connection: close/i);
    expect(answers.filter((answer) => answer === "HTTP/1.1 204")).toHaveLength(2);
  });

  it("an answer that waits for Mailgun longer than the request time-out is not cut", async () => {
    const slowGateway: GatewayHandler = async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return Response.json({ id: "<late@mg>", message: "Queued. Thank you." });
    };
    const port = await relay(slowGateway);
    const client = await open(port);
    client.socket.write(
      `POST ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
    );
    const ms = await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    expect(ms).toBeGreaterThanOrEqual(1_450);
  });
});

describe("connections per client address", () => {
  it.each(SERVERS)(
    "%s: closes connections over the cap at once, takes new ones when one closes",
    async (_n, serve) => {
      const port = await serve();
      const [first, ...held] = await Promise.all([open(port), open(port), open(port)]);
      held.push(first);
      for (const client of held) client.socket.write(`POST ${MESSAGES} HTTP/1.1\r\n`);
      const extra = await open(port);
      const refusedAfter = await extra.closed;
      console.log(`4th connection from one address closed after ${refusedAfter.toFixed(0)} ms`);
      expect(refusedAfter).toBeLessThan(300);
      expect(extra.received()).toBe("");
      for (const client of held) expect(client.socket.destroyed).toBe(false);

      first.socket.destroy();
      await first.closed;
      await new Promise((resolve) => setTimeout(resolve, 20));
      const next = await open(port);
      next.socket.write(
        `OPTIONS ${MESSAGES} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
      );
      await next.closed;
      expect(next.received()).toMatch(/^HTTP\/1\.1 204 /);
    },
  );

  it("has no cap behind a reverse proxy, where every connection is the proxy's", () => {
    const behind = serverLimitsFor({ upstreamTimeoutMs: 25_000, trustedProxies: 1 });
    const direct = serverLimitsFor({ upstreamTimeoutMs: 25_000, trustedProxies: 0 });
    expect(behind.maxConnectionsPerClient).toBe(0);
    expect(direct.maxConnectionsPerClient).toBe(DEFAULT_SERVER_LIMITS.maxConnectionsPerClient);
  });
});

describe("the defaults", () => {
  it("are tight for slow clients and outlast the in-request budget", () => {
    const limits = serverLimitsFor({ upstreamTimeoutMs: 50_000, trustedProxies: 0 });
    expect(limits).toMatchObject({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      maxRequestsPerSocket: 100,
      maxConnectionsPerClient: 16,
    });
    expect(limits.idleTimeoutMs).toBeGreaterThan(50_000);
    expect(() =>
      serverLimitsFor(
        { upstreamTimeoutMs: 25_000, trustedProxies: 0 },
        {
          headersTimeoutMs: 40_000,
        },
      ),
    ).toThrow(/headers time-out/);
  });

  it("are what the relay's server uses", () => {
    const server = createRelayServer(() => Promise.resolve(new Response(null)), config());
    expect(server.headersTimeout).toBe(10_000);
    expect(server.requestTimeout).toBe(30_000);
    expect(server.keepAliveTimeout).toBe(5_000);
    expect(server.maxRequestsPerSocket).toBe(100);
    expect(server.timeout).toBe(config().upstreamTimeoutMs + 10_000);
  });
});
