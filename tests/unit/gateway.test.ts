// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway, type GatewayDeps } from "../../server/gateway.ts";

const GATEWAY = "http://127.0.0.1:8787";
const MESSAGES_URL = `${GATEWAY}/v3/mg.kymalabs.com/messages`;
const T0 = Date.parse("2025-01-02T03:04:05.678Z");

let outbox: string;
let clock: number;
let logs: string[];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-outbox-"));
  clock = T0;
  logs = [];
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function config(overrides: Partial<GatewayConfig> = {}): GatewayConfig {
  return { ...gatewayConfigFromEnv({}), outboxDir: outbox, ...overrides };
}

function gateway(overrides: Partial<GatewayConfig> = {}, deps: GatewayDeps = {}) {
  return createGateway(config(overrides), {
    now: () => clock,
    log: (line) => logs.push(line),
    ...deps,
  });
}

type Fields = Record<string, string>;

function validFields(overrides: Record<string, string | undefined> = {}): Fields {
  const fields: Record<string, string | undefined> = {
    from: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
    to: "support@kymalabs.com",
    subject: "New Contact Form Submission: Project idea",
    text: "Name: Ada Lovelace\nEmail: ada@example.com\nMessage: Hello\nthere",
    html: "<p><strong>Name:</strong> Ada Lovelace</p><p>Hello<br>there</p>",
    "h:Reply-To": "ada@example.com",
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
}

function formOf(fields: Fields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

function post(
  fields: Fields = validFields(),
  headers: Record<string, string> = {},
  url = MESSAGES_URL,
) {
  return new Request(url, { method: "POST", body: formOf(fields), headers });
}

async function outboxFiles(): Promise<string[]> {
  return (await readdir(outbox)).sort();
}

async function expectError(response: Response, status: number, message: RegExp): Promise<void> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  const body: unknown = await response.json();
  expect(body).toEqual({ message: expect.stringMatching(message) as unknown });
}

describe("sink mode", () => {
  it("writes every field to one pretty JSON file and answers like Mailgun", async () => {
    const handler = gateway();
    const fields = validFields({ "v:submission-id": "sub-123" });

    const response = await handler(post(fields), { ip: "10.0.0.1" });

    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const answer = (await response.json()) as { id: string; message: string };
    expect(answer.message).toBe("Queued. Thank you.");
    expect(answer.id).toMatch(/^<20250102030405\.[0-9a-f]{16}@mg\.kymalabs\.com>$/);

    const files = await outboxFiles();
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2025-01-02T03-04-05-678Z-[0-9a-f]{16}\.json$/);
    const raw = await readFile(path.join(outbox, files[0] ?? ""), "utf8");
    expect(raw).toContain('\n  "id": ');
    expect(JSON.parse(raw)).toEqual({
      id: answer.id,
      receivedAt: "2025-01-02T03:04:05.678Z",
      domain: "mg.kymalabs.com",
      from: fields.from,
      to: fields.to,
      subject: fields.subject,
      text: fields.text,
      html: fields.html,
      "h:Reply-To": "ada@example.com",
      submissionId: "sub-123",
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(answer.id);
    expect(logs[0]).toContain("Project idea");
    expect(logs[0]).not.toMatch(/\n/);
  });

  it("stores absent optional fields as null", async () => {
    const response = await gateway()(
      post(validFields({ html: undefined, "h:Reply-To": undefined })),
    );

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record.html).toBeNull();
    expect(record["h:Reply-To"]).toBeNull();
    expect(record.submissionId).toBeNull();
  });

  it("accepts application/x-www-form-urlencoded like Mailgun does", async () => {
    const fields = validFields();
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });

    const response = await gateway()(request);

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record.text).toBe(fields.text);
    expect(record.from).toBe(fields.from);
  });

  it("names files so that a plain sort is arrival order", async () => {
    const handler = gateway();
    const subjects = ["first", "second", "third"];
    for (const [index, subject] of subjects.entries()) {
      clock = T0 + index * 1_000;
      expect((await handler(post(validFields({ subject })))).status).toBe(200);
    }

    const files = await outboxFiles();
    const stored = await Promise.all(
      files.map(async (file) => {
        const record = JSON.parse(await readFile(path.join(outbox, file), "utf8")) as Fields;
        return record.subject;
      }),
    );
    expect(stored).toEqual(subjects);
  });

  it("creates a missing outbox directory", async () => {
    const nested = path.join(outbox, "deep", "er");
    const response = await gateway({ outboxDir: nested })(post());

    expect(response.status).toBe(200);
    expect(await readdir(nested)).toHaveLength(1);
  });

  it("answers 500 JSON instead of throwing when the outbox cannot be written", async () => {
    const blocker = path.join(outbox, "not-a-directory");
    await writeFile(blocker, "x");

    const response = await gateway({ outboxDir: path.join(blocker, "outbox") })(post());

    await expectError(response, 500, /internal error/i);
    expect(logs.some((line) => line.includes("internal error"))).toBe(true);
  });
});

describe("idempotency", () => {
  it("delivers a repeated submission id once and replays the first answer", async () => {
    const handler = gateway();
    const fields = validFields({ "v:submission-id": "form-42" });

    const first = await handler(post(fields));
    const second = await handler(post(fields));

    expect(second.status).toBe(200);
    expect(await second.json()).toEqual(await first.json());
    expect(await outboxFiles()).toHaveLength(1);
  });

  it("accepts the Idempotency-Key header as the submission id", async () => {
    const handler = gateway();

    await handler(post(validFields(), { "idempotency-key": "key-1" }));
    await handler(post(validFields(), { "idempotency-key": "key-1" }));
    await handler(post(validFields(), { "idempotency-key": "key-2" }));

    expect(await outboxFiles()).toHaveLength(2);
  });

  it("delivers again once the remembered answer has expired", async () => {
    const handler = gateway({ idempotency: { ttlMs: 1_000, maxEntries: 10 } });
    const fields = validFields({ "v:submission-id": "form-1" });

    await handler(post(fields));
    clock += 1_001;
    await handler(post(fields));

    expect(await outboxFiles()).toHaveLength(2);
  });

  it("forgets the oldest ids beyond the size bound", async () => {
    const handler = gateway({ idempotency: { ttlMs: 60_000, maxEntries: 2 } });
    for (const id of ["a", "b", "c", "a"]) {
      await handler(post(validFields({ "v:submission-id": id })));
    }

    expect(await outboxFiles()).toHaveLength(4);
  });

  it("sends each message without a submission id", async () => {
    const handler = gateway();
    await handler(post());
    await handler(post());

    expect(await outboxFiles()).toHaveLength(2);
  });

  it("refuses a malformed submission id", async () => {
    const response = await gateway()(post(validFields({ "v:submission-id": "has space" })));

    await expectError(response, 400, /'v:submission-id'/);
  });
});

describe("methods and paths", () => {
  it.each(["GET", "PUT", "DELETE", "PATCH"])("answers %s with 405 and Allow", async (method) => {
    const response = await gateway()(new Request(MESSAGES_URL, { method }));

    await expectError(response, 405, new RegExp(method));
    expect(response.headers.get("allow")).toBe("POST, OPTIONS");
  });

  it("answers 404 for another domain", async () => {
    const response = await gateway()(
      post(validFields(), {}, `${GATEWAY}/v3/evil.example/messages`),
    );

    await expectError(response, 404, /domain not found/i);
    expect(await outboxFiles()).toHaveLength(0);
  });

  it.each([
    "/v3/mg.kymalabs.com/events",
    "/v3/mg.kymalabs.com/messages/extra",
    "/v2/mg.kymalabs.com/messages",
    "/v3/%E0%A4%A/messages",
    "/",
  ])("answers 404 for the path %s", async (pathname) => {
    const response = await gateway()(post(validFields(), {}, `${GATEWAY}${pathname}`));

    await expectError(response, 404, /not found/i);
  });
});

describe("field validation", () => {
  it.each(["from", "to", "subject", "text"])("answers 400 naming a missing %s", async (name) => {
    const response = await gateway()(post(validFields({ [name]: undefined })));

    await expectError(response, 400, new RegExp(`'${name}' parameter is missing`));
    expect(await outboxFiles()).toHaveLength(0);
  });

  it.each(["subject", "text"])("treats a blank %s as missing", async (name) => {
    const response = await gateway()(post(validFields({ [name]: "   " })));

    await expectError(response, 400, new RegExp(`'${name}' parameter is missing`));
  });

  it.each([
    ["subject", "Hello\r\nBcc: victim@example.com"],
    ["subject", "Hello\nthere"],
    ["subject", "Hello\r"],
    ["from", "contact-form@mg.kymalabs.com\r\nBcc: victim@example.com"],
    ["to", "support@kymalabs.com\nCc: victim@example.com"],
    ["h:Reply-To", "ada@example.com\r\nBcc: victim@example.com"],
  ])("answers 400 for a line break in %s", async (name, value) => {
    const response = await gateway()(post(validFields({ [name]: value })));

    await expectError(response, 400, new RegExp(`'${name}' must not contain line breaks`));
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("answers 400 for other control characters in a header field", async () => {
    const response = await gateway()(post(validFields({ subject: "Hello\u0000there" })));

    await expectError(response, 400, /'subject' contains control characters/);
  });

  it.each(["not-an-email", "ada@example", "ada lovelace@example.com", "ada@@example.com"])(
    "answers 400 for the Reply-To %s",
    async (value) => {
      const response = await gateway()(post(validFields({ "h:Reply-To": value })));

      await expectError(response, 400, /'h:Reply-To' is not a valid e-mail address/);
    },
  );

  it("accepts a Reply-To with a display name", async () => {
    const response = await gateway()(post(validFields({ "h:Reply-To": "Ada <ada@example.com>" })));

    expect(response.status).toBe(200);
  });

  it.each(["Website <contact@kymalabs.com>", "contact@evil.example", "not an address"])(
    "answers 400 for the sender %s off the mail domain",
    async (from) => {
      const response = await gateway()(post(validFields({ from })));

      await expectError(response, 400, /'from'/);
    },
  );

  it("answers 403 for a recipient other than the support address", async () => {
    const response = await gateway()(post(validFields({ to: "victim@example.com" })));

    await expectError(response, 403, /'to' must be the support address/);
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("accepts the support address with a display name and in another case", async () => {
    const response = await gateway()(post(validFields({ to: "Support <SUPPORT@kymalabs.com>" })));

    expect(response.status).toBe(200);
  });

  it("answers 400 for a list of recipients", async () => {
    const to = "support@kymalabs.com, victim@example.com";
    const response = await gateway()(post(validFields({ to })));

    await expectError(response, 400, /'to' is not a valid single address/);
  });

  it("answers 400 for a repeated to field", async () => {
    const form = formOf(validFields());
    form.append("to", "victim@example.com");
    const response = await gateway()(new Request(MESSAGES_URL, { method: "POST", body: form }));

    await expectError(response, 400, /'to' must be given once/);
  });

  it.each(["cc", "bcc", "h:Bcc", "o:testmode", "attachment"])(
    "answers 400 for the unsupported field %s",
    async (name) => {
      const response = await gateway()(post({ ...validFields(), [name]: "victim@example.com" }));

      await expectError(response, 400, new RegExp(`'${name}' is not accepted`));
    },
  );

  it("answers 400 for a file part", async () => {
    const form = formOf(validFields());
    form.set("text", new Blob(["hello"]), "hello.txt");
    const response = await gateway()(new Request(MESSAGES_URL, { method: "POST", body: form }));

    await expectError(response, 400, /'text' must be a text field/);
  });

  it("accepts a subject of 300 characters and refuses 301", async () => {
    const handler = gateway();
    const ok = await handler(post(validFields({ subject: "s".repeat(300) })));
    const tooLong = await handler(post(validFields({ subject: "s".repeat(301) })));

    expect(ok.status).toBe(200);
    await expectError(tooLong, 400, /'subject' is longer than 300 characters/);
  });

  it.each(["text", "html"])("refuses a %s over 200 KB", async (name) => {
    const response = await gateway()(post(validFields({ [name]: "x".repeat(200 * 1024 + 1) })));

    await expectError(response, 400, new RegExp(`'${name}' is longer than`));
  });
});

describe("body limits and content types", () => {
  it("answers 413 from Content-Length before reading the body", async () => {
    const body = new ReadableStream<Uint8Array>({ pull: () => undefined });
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": "5000" },
      body,
      duplex: "half",
    } as RequestInit);

    const response = await gateway({ maxBodyBytes: 4096 })(request);

    await expectError(response, 413, /exceeds 4096 bytes/);
    expect(request.bodyUsed).toBe(false);
  });

  it("answers 413 from the streamed size without Content-Length, and stops reading", async () => {
    let chunksPulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        chunksPulled += 1;
        if (chunksPulled > 50) controller.close();
        else controller.enqueue(new Uint8Array(600));
      },
      cancel() {
        cancelled = true;
      },
    });
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);

    const response = await gateway({ maxBodyBytes: 1_024 })(request);

    await expectError(response, 413, /exceeds 1024 bytes/);
    expect(cancelled).toBe(true);
    expect(chunksPulled).toBeLessThan(10);
  });

  it("accepts a body just under the limit", async () => {
    const fields = validFields();
    const size = (
      await new Request(MESSAGES_URL, { method: "POST", body: formOf(fields) }).arrayBuffer()
    ).byteLength;
    const response = await gateway({ maxBodyBytes: size + 200 })(post(fields));

    expect(response.status).toBe(200);
  });

  it.each(["application/json", "text/plain", "multipart/mixed; boundary=x"])(
    "answers 415 for %s",
    async (type) => {
      const request = new Request(MESSAGES_URL, {
        method: "POST",
        headers: { "content-type": type },
        body: JSON.stringify(validFields()),
      });

      await expectError(await gateway()(request), 415, /multipart\/form-data/);
    },
  );

  it("answers 415 without a content type", async () => {
    const request = new Request(MESSAGES_URL, { method: "POST", body: new Uint8Array([1, 2]) });

    await expectError(await gateway()(request), 415, /Content-Type/);
  });

  it.each([
    ["garbage with a boundary", "multipart/form-data; boundary=xyz", "this is not multipart"],
    ["no boundary", "multipart/form-data", "--xyz\r\nContent-Disposition: form-data\r\n"],
    [
      "an unterminated part",
      "multipart/form-data; boundary=xyz",
      '--xyz\r\nContent-Disposition: form-data; name="from"\r\n\r\nabc',
    ],
  ])("answers 400, not a crash, for malformed multipart (%s)", async (_label, type, body) => {
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": type },
      body,
    });

    await expectError(await gateway()(request), 400, /malformed multipart/i);
  });

  it("answers 400 for url-encoded bytes that are not UTF-8", async () => {
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new Uint8Array([0x66, 0x3d, 0xff, 0xfe]),
    });

    await expectError(await gateway()(request), 400, /malformed/i);
  });

  it("answers 400 when the body stream fails", async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
    } as RequestInit);

    await expectError(await gateway()(request), 400, /could not be read/);
  });
});

describe("caller authentication", () => {
  const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString("base64")}`;

  it.each([
    ["no Authorization header", undefined],
    ["a wrong key", basic("api:wrong-key")],
    ["a wrong user", basic("user:gateway-secret")],
    ["a key with a suffix", basic("api:gateway-secret-and-more")],
    ["another scheme", "Bearer gateway-secret"],
  ])("answers 401 with WWW-Authenticate for %s", async (_label, authorization) => {
    const headers: Record<string, string> = authorization ? { authorization } : {};
    const response = await gateway({ gatewayKey: "gateway-secret" })(post(validFields(), headers));

    await expectError(response, 401, /API key/);
    expect(response.headers.get("www-authenticate")).toMatch(/^Basic/);
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("accepts basic auth api:{key}", async () => {
    const headers = { authorization: basic("api:gateway-secret") };
    const response = await gateway({ gatewayKey: "gateway-secret" })(post(validFields(), headers));

    expect(response.status).toBe(200);
  });

  it("never logs the key or the Authorization header", async () => {
    const handler = gateway({ gatewayKey: "gateway-secret" });
    await handler(post(validFields(), { authorization: basic("api:gateway-secret") }));
    await handler(post(validFields(), { authorization: basic("api:nearly-secret") }));

    const all = logs.join("\n");
    expect(all).not.toContain("secret");
    expect(all).not.toContain(Buffer.from("api:gateway-secret").toString("base64"));
  });
});

describe("rate limit", () => {
  it("answers 429 with Retry-After past the per-IP rate, then lets the IP in again", async () => {
    const handler = gateway({ rateLimitPerMinute: 2 });
    const send = (ip: string) => handler(post(), { ip });

    expect((await send("10.0.0.1")).status).toBe(200);
    clock += 10_000;
    expect((await send("10.0.0.1")).status).toBe(200);
    const limited = await send("10.0.0.1");
    await expectError(limited, 429, /too many requests/i);
    expect(limited.headers.get("retry-after")).toBe("20");
    expect((await send("10.0.0.2")).status).toBe(200);

    clock += 50_001;
    expect((await send("10.0.0.1")).status).toBe(200);
    expect(await outboxFiles()).toHaveLength(4);
  });

  it("defaults to 5 a minute", async () => {
    const handler = gateway();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await handler(post(), { ip: "10.0.0.9" })).status);

    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });

  it("does not count preflights", async () => {
    const handler = gateway({ rateLimitPerMinute: 1 });
    const preflight = new Request(MESSAGES_URL, { method: "OPTIONS" });
    await handler(preflight, { ip: "10.0.0.1" });
    await handler(preflight, { ip: "10.0.0.1" });

    expect((await handler(post(), { ip: "10.0.0.1" })).status).toBe(200);
  });
});

describe("origins and CORS", () => {
  it.each([
    "http://localhost:5173",
    "http://127.0.0.1:4173",
    "http://localhost",
    "https://kymalabs.com",
  ])("accepts the default origin %s and echoes it", async (origin) => {
    const response = await gateway()(post(validFields(), { origin }));

    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBe(origin);
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it.each([
    "https://evil.example",
    "http://localhost.evil.example",
    "https://kymalabs.com:8443",
    "null",
  ])("answers 403 for the origin %s, without CORS headers", async (origin) => {
    const response = await gateway()(post(validFields(), { origin }));

    await expectError(response, 403, /origin not allowed/i);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("vary")).toBe("Origin");
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("accepts a request without Origin, without CORS headers", async () => {
    const response = await gateway()(post());

    expect(response.status).toBe(200);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("accepts a same-origin request whatever the list says", async () => {
    const url = "https://relay.example.org/v3/mg.kymalabs.com/messages";
    const handler = gateway({ allowedOrigins: ["https://only.example"] });

    const response = await handler(
      post(validFields(), { origin: "https://relay.example.org" }, url),
    );

    expect(response.status).toBe(200);
  });

  it("uses an explicit list instead of the defaults, with :* for any port", async () => {
    const handler = gateway({ allowedOrigins: ["https://a.example", "http://dev.example:*"] });
    const statusFor = async (origin: string) =>
      (await handler(post(validFields(), { origin }))).status;

    expect(await statusFor("https://a.example")).toBe(200);
    expect(await statusFor("http://dev.example:3000")).toBe(200);
    expect(await statusFor("https://dev.example:3000")).toBe(403);
    expect(await statusFor("http://localhost:5173")).toBe(403);
  });

  it("answers a preflight with 204 and the CORS headers", async () => {
    const request = new Request(MESSAGES_URL, {
      method: "OPTIONS",
      headers: {
        origin: "http://localhost:5173",
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, idempotency-key",
      },
    });

    const response = await gateway()(request);

    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
    expect(response.headers.get("access-control-allow-methods")).toBe("POST");
    expect(response.headers.get("access-control-allow-headers")).toBe(
      "Authorization, Content-Type, Idempotency-Key",
    );
    expect(Number(response.headers.get("access-control-max-age"))).toBeGreaterThan(0);
    expect(response.headers.get("vary")).toBe("Origin");
  });

  it("answers a preflight from a forbidden origin with 403", async () => {
    const request = new Request(MESSAGES_URL, {
      method: "OPTIONS",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });

    const response = await gateway()(request);

    expect(response.status).toBe(403);
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("keeps the CORS headers on error answers for allowed origins", async () => {
    const response = await gateway()(
      post(validFields({ text: undefined }), { origin: "http://localhost:5173" }),
    );

    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});
