// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { buildEmailContent } from "../../src/contact/rules/email.ts";
import { appFields, visitor } from "../support/mailFields.ts";

const MAILGUN_KEY = "key-0123456789abcdef-upstream";
const MESSAGES_URL = "http://127.0.0.1:8787/v3/mg.kymalabs.com/messages";

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  fields: Record<string, string>;
}

interface Reply {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** Stands in for Mailgun on 127.0.0.1; each request gets the next scripted reply. */
interface FakeUpstream {
  base: string;
  received: Received[];
  close: () => Promise<void>;
}

const servers: Server[] = [];
let outbox: string;
let logs: string[];
let sleeps: number[];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-forward-"));
  logs = [];
  sleeps = [];
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map(closeServer));
  await rm(outbox, { recursive: true, force: true });
});

function closeServer(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

async function fakeUpstream(replies: Array<Reply | "hang">): Promise<FakeUpstream> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    void record(req).then((entry) => {
      received.push(entry);
      const reply = replies[Math.min(received.length, replies.length) - 1] ?? "hang";
      if (reply !== "hang") send(res, reply);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, received, close: () => closeServer(server) };
}

async function record(req: IncomingMessage): Promise<Received> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = await new Response(Buffer.concat(chunks), {
    headers: { "content-type": req.headers["content-type"] ?? "" },
  }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    // Multipart carries every line break as CRLF, whatever the sender wrote.
    fields[name] = typeof value === "string" ? value.replace(/\r\n/g, "\n") : "<file>";
  }
  return {
    method: req.method ?? "",
    url: req.url ?? "",
    authorization: req.headers.authorization,
    fields,
  };
}

function send(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
  res.end(reply.body);
}

const ok = (id = "<20250102030405.abc@mg.kymalabs.com>"): Reply => ({
  status: 200,
  body: JSON.stringify({ id, message: "Queued. Thank you." }),
});
const failure = (status: number, message = `error ${status}`): Reply => ({
  status,
  body: JSON.stringify({ message }),
});

function forwardGateway(base: string, overrides: Partial<GatewayConfig> = {}) {
  const config: GatewayConfig = {
    ...gatewayConfigFromEnv({}),
    mailgunApiKey: MAILGUN_KEY,
    mailgunApiBase: base,
    outboxDir: outbox,
    ...overrides,
  };
  return createGateway(config, {
    log: (line) => logs.push(line),
    sleep: (ms) => {
      sleeps.push(ms);
      return Promise.resolve();
    },
  });
}

const FIELDS = appFields({ "v:submission-id": "sub-1" });

/** What reaches Mailgun: only the e-mail the gateway rendered from the v: fields. */
const FORWARDED = {
  from: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
  to: "support@kymalabs.com",
  ...buildEmailContent(visitor),
  "h:Reply-To": visitor.email,
  "v:submission-id": "sub-1",
};

function post(fields: Record<string, string> = FIELDS): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return new Request(MESSAGES_URL, { method: "POST", body: form });
}

const expectedAuthorization = `Basic ${Buffer.from(`api:${MAILGUN_KEY}`).toString("base64")}`;

describe("forward mode", () => {
  it("adds the Mailgun key as basic auth and forwards every field", async () => {
    const upstream = await fakeUpstream([ok("<upstream-id@mg.kymalabs.com>")]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      id: "<upstream-id@mg.kymalabs.com>",
      message: "Queued. Thank you.",
    });
    expect(upstream.received).toHaveLength(1);
    const [call] = upstream.received;
    expect(call?.method).toBe("POST");
    expect(call?.url).toBe("/v3/mg.kymalabs.com/messages");
    expect(call?.authorization).toBe(expectedAuthorization);
    expect(call?.fields).toEqual(FORWARDED);
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("never logs the Mailgun key", async () => {
    const upstream = await fakeUpstream([failure(401, "Forbidden")]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(401);
    expect(logs.length).toBeGreaterThan(0);
    const all = logs.join("\n");
    expect(all).not.toContain(MAILGUN_KEY);
    expect(all).not.toContain(expectedAuthorization.slice(6));
  });

  it("retries 429 and 503 with doubling delays, then passes the success back", async () => {
    const upstream = await fakeUpstream([failure(429), failure(503), ok()]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(200);
    expect(upstream.received).toHaveLength(3);
    expect(sleeps).toEqual([1_000, 2_000]);
  });

  it("caps the backoff and gives up after the retries with Mailgun's answer", async () => {
    const upstream = await fakeUpstream([failure(503, "Service Unavailable")]);
    const handler = forwardGateway(upstream.base, {
      retry: { retries: 5, baseDelayMs: 1_000, maxDelayMs: 5_000 },
    });

    const response = await handler(post());

    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: "Service Unavailable" });
    expect(upstream.received).toHaveLength(6);
    expect(sleeps).toEqual([1_000, 2_000, 4_000, 5_000, 5_000]);
  });

  it("waits at least as long as an upstream Retry-After asks", async () => {
    const upstream = await fakeUpstream([
      { ...failure(429), headers: { "retry-after": "7" } },
      ok(),
    ]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(200);
    expect(sleeps).toEqual([7_000]);
  });

  it("passes a final 429 back with its Retry-After", async () => {
    const upstream = await fakeUpstream([{ ...failure(429), headers: { "retry-after": "9" } }]);
    const handler = forwardGateway(upstream.base, {
      retry: { retries: 1, baseDelayMs: 10, maxDelayMs: 100 },
    });

    const response = await handler(post());

    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("9");
  });

  it.each([400, 401, 403, 404])(
    "does not retry a %s and passes it back unchanged",
    async (status) => {
      const upstream = await fakeUpstream([failure(status, `'to' parameter rejected (${status})`)]);

      const response = await forwardGateway(upstream.base)(post());

      expect(response.status).toBe(status);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ message: `'to' parameter rejected (${status})` });
      expect(upstream.received).toHaveLength(1);
      expect(sleeps).toEqual([]);
    },
  );

  it("wraps a non-JSON upstream body in Mailgun's error shape", async () => {
    const upstream = await fakeUpstream([{ status: 400, body: "Bad Request: from missing" }]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Bad Request: from missing" });
  });

  it("answers 504 when Mailgun does not answer within the time-out", async () => {
    const upstream = await fakeUpstream(["hang"]);
    const started = Date.now();

    const response = await forwardGateway(upstream.base, { upstreamTimeoutMs: 300 })(post());

    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: "Upstream time-out" });
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(upstream.received).toHaveLength(1);
  });

  it("does not sleep past the time budget", async () => {
    const upstream = await fakeUpstream([failure(503)]);
    const handler = forwardGateway(upstream.base, {
      upstreamTimeoutMs: 900,
      retry: { retries: 3, baseDelayMs: 1_000, maxDelayMs: 30_000 },
    });

    const response = await handler(post());

    expect(response.status).toBe(503);
    expect(upstream.received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("retries network errors, then answers 502", async () => {
    const upstream = await fakeUpstream([]);
    await upstream.close();

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "Upstream unreachable" });
    expect(sleeps).toEqual([1_000, 2_000, 4_000]);
  });

  it("never follows a redirect: 502, and the target receives nothing", async () => {
    const target = await fakeUpstream([ok()]);
    const upstream = await fakeUpstream([
      { ...failure(307), headers: { location: `${target.base}/v3/mg.kymalabs.com/messages` } },
    ]);

    const response = await forwardGateway(upstream.base)(post());

    expect(response.status).toBe(502);
    expect(target.received).toHaveLength(0);
    expect(upstream.received).toHaveLength(1);
    expect(logs.join("\n")).toMatch(/CONFIGURATION ERROR: .*307 redirect/);
  });

  it("does not resend after the connection dropped once the message was sent (no spool)", async () => {
    const received: number[] = [];
    const server = createServer((req, res) => {
      req.resume();
      req.on("end", () => {
        received.push(Date.now());
        res.socket?.destroy();
      });
    });
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const response = await forwardGateway(base)(post());

    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "Upstream connection lost" });
    expect(received).toHaveLength(1);
    expect(sleeps).toEqual([]);
  });

  it("validates before forwarding", async () => {
    const upstream = await fakeUpstream([ok()]);

    const response = await forwardGateway(upstream.base)(
      post({ ...FIELDS, "v:email": "x@evil.example\r\nBcc: y@evil.example" }),
    );

    expect(response.status).toBe(400);
    expect(upstream.received).toHaveLength(0);
  });
});

describe("forward mode idempotency", () => {
  it("calls Mailgun once for a repeated submission id and replays the answer", async () => {
    const upstream = await fakeUpstream([
      ok("<first@mg.kymalabs.com>"),
      ok("<second@mg.kymalabs.com>"),
    ]);
    const handler = forwardGateway(upstream.base);

    const first = await handler(post());
    const second = await handler(post());

    expect(await first.json()).toEqual(await second.json());
    expect(upstream.received).toHaveLength(1);
  });

  it("shares one delivery between concurrent duplicates", async () => {
    const upstream = await fakeUpstream([ok()]);
    const handler = forwardGateway(upstream.base);

    const answers = await Promise.all([handler(post()), handler(post()), handler(post())]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(upstream.received).toHaveLength(1);
  });

  it("answers 409 to a reused id with different content and delivers nothing more", async () => {
    const upstream = await fakeUpstream([ok()]);
    const handler = forwardGateway(upstream.base);

    expect((await handler(post())).status).toBe(200);
    const reused = await handler(post({ ...FIELDS, "v:message": "Something else" }));

    expect(reused.status).toBe(409);
    expect(await reused.json()).toEqual({
      message: "This submission id was already used for a different message; send it with a new id",
    });
    expect(upstream.received).toHaveLength(1);
  });

  it("lets a submission that failed be delivered by its retry", async () => {
    const upstream = await fakeUpstream([failure(400), ok()]);
    const handler = forwardGateway(upstream.base);

    expect((await handler(post())).status).toBe(400);
    expect((await handler(post())).status).toBe(200);
    expect(upstream.received).toHaveLength(2);
  });
});
