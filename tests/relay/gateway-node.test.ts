// @vitest-environment node
import { createServer, request as httpRequest, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway, type GatewayHandler } from "../../server/gateway.ts";
import { isGatewayPath, toNodeListener, type NodeListenerOptions } from "../../server/node.ts";
import { buildEmailContent } from "../../src/contact/rules/email.ts";
import { appFields, formOf, visitor } from "../support/mailFields.ts";

const servers: Server[] = [];
let outbox: string;

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-node-"));
});

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
  await rm(outbox, { recursive: true, force: true });
});

async function serve(handler: GatewayHandler, options: NodeListenerOptions = {}): Promise<string> {
  const server = createServer(toNodeListener(handler, options));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

function sinkGateway(overrides: Partial<GatewayConfig> = {}): GatewayHandler {
  const config = { ...gatewayConfigFromEnv({}), outboxDir: outbox, ...overrides };
  return createGateway(config, { log: () => undefined });
}

function messageForm(subject = "Hello"): FormData {
  return formOf(appFields({ "v:subject": subject }));
}

/** A raw request, so the test controls Content-Length and chunking exactly. */
function rawPost(
  url: string,
  chunks: string[],
  headers: Record<string, string>,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: "POST", headers }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    for (const chunk of chunks) req.write(chunk);
    req.end();
  });
}

describe("isGatewayPath", () => {
  it.each([
    ["/v3/mg.kymalabs.com/messages", true],
    ["/v3/anything", true],
    ["/v3", false],
    ["/v30/x", false],
    ["/contact", false],
    ["/", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isGatewayPath(pathname)).toBe(expected);
  });
});

describe("toNodeListener, end to end over 127.0.0.1", () => {
  it("delivers a multipart message into the outbox", async () => {
    const base = await serve(sinkGateway());

    const response = await fetch(`${base}/v3/mg.kymalabs.com/messages`, {
      method: "POST",
      body: messageForm(),
      headers: { origin: "http://localhost:5173" },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    const answer = (await response.json()) as { id: string; message: string };
    expect(answer.message).toBe("Queued. Thank you.");
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    const record = JSON.parse(await readFile(path.join(outbox, files[0] ?? ""), "utf8")) as {
      id: string;
      text: string;
    };
    expect(record.id).toBe(answer.id);
    // Multipart carries the message's line break as CRLF; the stored text has LF again.
    expect(record.text).toBe(buildEmailContent({ ...visitor, subject: "Hello" }).text);
  });

  it("answers 405, 404 and the preflight through Node", async () => {
    const base = await serve(sinkGateway());
    const url = `${base}/v3/mg.kymalabs.com/messages`;

    const get = await fetch(url);
    const other = await fetch(`${base}/v3/other.example/messages`, {
      method: "POST",
      body: messageForm(),
    });
    const preflight = await fetch(url, {
      method: "OPTIONS",
      headers: { origin: "http://localhost:5173", "access-control-request-method": "POST" },
    });

    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST, OPTIONS");
    expect(await get.json()).toEqual({ message: "Method GET not allowed" });
    expect(other.status).toBe(404);
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });

  it("answers 413 for a chunked upload past the limit without Content-Length", async () => {
    const base = await serve(sinkGateway({ maxBodyBytes: 1_024 }), { maxBodyBytes: 1_024 });

    const response = await rawPost(
      `${base}/v3/mg.kymalabs.com/messages`,
      ["a".repeat(700), "b".repeat(700)],
      {
        "content-type": "multipart/form-data; boundary=xyz",
        "transfer-encoding": "chunked",
      },
    );

    expect(response.status).toBe(413);
    expect(JSON.parse(response.body)).toEqual({ message: "Request body exceeds 1024 bytes" });
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("answers 413 from Content-Length and closes the connection", async () => {
    const base = await serve(sinkGateway({ maxBodyBytes: 1_024 }), { maxBodyBytes: 1_024 });

    const response = await rawPost(`${base}/v3/mg.kymalabs.com/messages`, ["x".repeat(2_000)], {
      "content-type": "multipart/form-data; boundary=xyz",
      "content-length": "2000",
    });

    expect(response.status).toBe(413);
    expect(response.headers.connection).toBe("close");
  });

  it("stops the body stream at its own cap even if a handler reads without one", async () => {
    let outcome = "";
    const greedy: GatewayHandler = async (request) => {
      try {
        outcome = `read ${(await request.arrayBuffer()).byteLength} bytes`;
      } catch (error) {
        outcome = error instanceof Error ? error.message : String(error);
      }
      return new Response(null, { status: 204 });
    };
    const base = await serve(greedy, { maxBodyBytes: 100 });

    await rawPost(`${base}/v3/x`, ["z".repeat(60), "z".repeat(60), "z".repeat(60)], {
      "transfer-encoding": "chunked",
    });

    expect(outcome).toBe("Request body exceeds 100 bytes");
  });

  it("passes the remote IP, so the rate limit counts per client", async () => {
    let seen: string | undefined;
    const echo: GatewayHandler = (_request, info) => {
      seen = info?.ip;
      return Promise.resolve(new Response(null, { status: 204 }));
    };
    const base = await serve(echo);

    await fetch(`${base}/v3/x`);

    expect(seen).toBe("127.0.0.1");
  });

  it("ignores X-Forwarded-For unless told to trust the proxy", async () => {
    const limited = () => sinkGateway({ rateLimitPerMinute: 1 });
    const send = async (base: string, forwardedFor: string) =>
      (
        await fetch(`${base}/v3/mg.kymalabs.com/messages`, {
          method: "POST",
          body: messageForm(),
          headers: { "x-forwarded-for": forwardedFor },
        })
      ).status;

    const direct = await serve(limited());
    expect([await send(direct, "203.0.113.1"), await send(direct, "203.0.113.2")]).toEqual([
      200, 429,
    ]);

    const proxied = await serve(limited(), { trustProxy: true });
    expect([
      await send(proxied, "198.51.100.7, 203.0.113.1"),
      await send(proxied, "198.51.100.7, 203.0.113.2"),
      await send(proxied, "203.0.113.2"),
    ]).toEqual([200, 200, 429]);
  });

  it("survives a client that disconnects mid-upload", async () => {
    const base = await serve(sinkGateway());
    const { port } = new URL(base);

    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: "127.0.0.1",
        port,
        path: "/v3/mg.kymalabs.com/messages",
        method: "POST",
        headers: { "content-type": "multipart/form-data; boundary=xyz", "content-length": "500" },
      });
      req.on("error", () => resolve());
      req.write("--xyz\r\npartial", () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 20);
      });
    });

    const response = await fetch(`${base}/v3/mg.kymalabs.com/messages`, {
      method: "POST",
      body: messageForm(),
    });
    expect(response.status).toBe(200);
    expect(await readdir(outbox)).toHaveLength(1);
  });
});
