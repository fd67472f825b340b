// @vitest-environment node
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway, type GatewayDeps } from "../../server/gateway.ts";
import { buildEmailContent } from "../../src/contact/rules/email.ts";
import { LIMITS } from "../../src/contact/rules/fields.ts";
import { appFields, formOf, visitor } from "../support/mailFields.ts";

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

const validFields = appFields;

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
    const email = buildEmailContent(visitor);
    expect(JSON.parse(raw)).toEqual({
      id: answer.id,
      receivedAt: "2025-01-02T03:04:05.678Z",
      domain: "mg.kymalabs.com",
      from: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
      to: "support@kymalabs.com",
      subject: email.subject,
      text: email.text,
      html: email.html,
      "h:Reply-To": "ada@example.com",
      submissionId: "sub-123",
    });
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(answer.id);
    expect(logs[0]).toContain("Project idea");
    expect(logs[0]).not.toMatch(/\n/);
  });

  it("stores the e-mail it rendered itself, whatever the caller sent as Mailgun fields", async () => {
    const response = await gateway()(
      post(
        validFields({
          from: "IT Security <it-security@mg.kymalabs.com>",
          to: "victim@example.com",
          subject: "Reset your password",
          text: "Click here",
          html: '<a href="https://evil.example">Reset</a>',
          "h:Reply-To": "attacker@evil.example",
        }),
      ),
    );

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record).toMatchObject({
      ...buildEmailContent(visitor),
      from: "Kyma Labs Website <contact-form@mg.kymalabs.com>",
      to: "support@kymalabs.com",
      "h:Reply-To": visitor.email,
      submissionId: null,
    });
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
    expect(record.text).toBe(buildEmailContent(visitor).text);
  });

  it("names files so that a plain sort is arrival order", async () => {
    const handler = gateway();
    const subjects = ["first", "second", "third"];
    for (const [index, subject] of subjects.entries()) {
      clock = T0 + index * 1_000;
      expect((await handler(post(validFields({ "v:subject": subject })))).status).toBe(200);
    }

    const files = await outboxFiles();
    const stored = await Promise.all(
      files.map(async (file) => {
        const record = JSON.parse(await readFile(path.join(outbox, file), "utf8")) as Fields;
        return record.subject;
      }),
    );
    expect(stored).toEqual(subjects.map((subject) => `New Contact Form Submission: ${subject}`));
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

describe("field validation (the shared rules of src/contact/rules/)", () => {
  it.each(["v:name", "v:email", "v:subject", "v:message"])(
    "answers 400 naming a missing %s",
    async (name) => {
      const response = await gateway()(post(validFields({ [name]: undefined })));

      await expectError(response, 400, new RegExp(`'${name}' parameter is missing`));
      expect(await outboxFiles()).toHaveLength(0);
    },
  );

  it.each(["v:name", "v:subject", "v:message"])("treats a blank %s as missing", async (name) => {
    const response = await gateway()(post(validFields({ [name]: " \t " })));

    await expectError(response, 400, new RegExp(`'${name}' parameter is missing`));
  });

  it("names every refused field at once", async () => {
    const response = await gateway()(
      post(validFields({ "v:name": "", "v:email": "not-an-email" })),
    );

    await expectError(
      response,
      400,
      /^'v:name' parameter is missing; 'v:email' is not a valid e-mail address$/,
    );
  });

  it('leaves the company optional ("Not provided")', async () => {
    const response = await gateway()(post(validFields({ "v:company": undefined })));

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record.text).toContain("Company: Not provided");
  });

  const separators = [
    ["CR LF", "\r\n"],
    ["LF", "\n"],
    ["CR", "\r"],
    ["VT", "\u000b"],
    ["FF", "\u000c"],
    ["TAB", "\t"],
    ["NUL", "\u0000"],
    ["BEL", "\u0007"],
    ["ESC", "\u001b"],
    ["DEL", "\u007f"],
    ["NEL (U+0085)", "\u0085"],
    ["CSI (U+009B)", "\u009b"],
    ["LINE SEPARATOR (U+2028)", "\u2028"],
    ["PARAGRAPH SEPARATOR (U+2029)", "\u2029"],
  ] as const;
  const singleLine = ["v:name", "v:email", "v:company", "v:subject"] as const;

  it.each(singleLine.flatMap((name) => separators.map(([label, char]) => [name, label, char])))(
    "answers 400 for %s holding %s",
    async (name, _label, char) => {
      const value =
        name === "v:email" ? `ada${char}@example.com` : `Hello${char}Bcc: x@evil.example`;
      const response = await gateway()(post(validFields({ [name]: value })));

      await expectError(
        response,
        400,
        new RegExp(`'${name}' must not contain line breaks or control characters`),
      );
      expect(await outboxFiles()).toHaveLength(0);
    },
  );

  it("refuses a trailing line break in a single-line field, not just an inner one", async () => {
    const response = await gateway()(post(validFields({ "v:subject": "Hello\r\n" })));

    await expectError(response, 400, /'v:subject' must not contain line breaks/);
  });

  it("keeps the message's lines (LF, CRLF, CR, U+2028) and tabs as plain LF lines", async () => {
    const message = "one\r\ntwo\rthree\u2028four\n\tfive";
    const response = await gateway()(post(validFields({ "v:message": message })));

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record.text).toContain("one\ntwo\nthree\nfour\n\tfive");
    expect(record.html).toContain("one<br>\ntwo<br>\nthree<br>\nfour<br>\n\tfive");
  });

  it.each([
    ["NUL", "\u0000"],
    ["ESC", "\u001b"],
    ["NEL", "\u0085"],
  ])("refuses %s in the message", async (_label, char) => {
    const response = await gateway()(post(validFields({ "v:message": `Hello${char}there` })));

    await expectError(response, 400, /'v:message' must not contain .*control characters/);
  });

  it.each([
    "not-an-email",
    "ada@example",
    "ada lovelace@example.com",
    "ada@@example.com",
    "Ada <ada@example.com>",
    "ada@example.com, victim@example.com",
    '"ada"@example.com',
  ])("answers 400 for the e-mail %s", async (value) => {
    const response = await gateway()(post(validFields({ "v:email": value })));

    await expectError(response, 400, /'v:email' is not a valid e-mail address/);
  });

  it.each(Object.entries(LIMITS))(
    "accepts %s at its limit of %i characters and refuses one more",
    async (field, limit) => {
      const handler = gateway();
      const fill = (length: number) =>
        field === "email"
          ? `${"a".repeat(length - "@example.com".length)}@example.com`
          : "x".repeat(length);

      const ok = await handler(post(validFields({ [`v:${field}`]: fill(limit) })));
      const tooLong = await handler(post(validFields({ [`v:${field}`]: fill(limit + 1) })));

      expect(ok.status).toBe(200);
      await expectError(tooLong, 400, new RegExp(`'v:${field}' is too long`));
    },
  );

  it("refuses a Mailgun-shaped request without the v: fields, saying what to send", async () => {
    const legacy = Object.fromEntries(
      Object.entries(validFields()).filter(([name]) => !name.startsWith("v:")),
    );

    const response = await gateway()(post(legacy));

    await expectError(
      response,
      400,
      /send them as v:name, v:email, v:company, v:subject and v:message/,
    );
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("answers 400 for a repeated field", async () => {
    const form = formOf(validFields());
    form.append("v:email", "victim@example.com");
    const response = await gateway()(new Request(MESSAGES_URL, { method: "POST", body: form }));

    await expectError(response, 400, /'v:email' must be given once/);
  });

  it.each(["cc", "bcc", "h:Bcc", "h:Sender", "o:testmode", "attachment", "v:other", "name"])(
    "answers 400 for the unsupported field %s",
    async (name) => {
      const response = await gateway()(post({ ...validFields(), [name]: "victim@example.com" }));

      await expectError(response, 400, new RegExp(`'${name}' is not accepted`));
    },
  );

  it("answers 400 for a file part", async () => {
    const form = formOf(validFields());
    form.set("v:message", new Blob(["hello"]), "hello.txt");
    const response = await gateway()(new Request(MESSAGES_URL, { method: "POST", body: form }));

    await expectError(response, 400, /'v:message' must be a text field/);
  });

  it("reads a form posted with the plain field names (the page without JavaScript)", async () => {
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...visitor, website: "" }).toString(),
    });

    const response = await gateway()(request);

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record).toMatchObject({ ...buildEmailContent(visitor), "h:Reply-To": visitor.email });
  });
});

describe("the honeypot", () => {
  it("answers a filled-in honeypot like a real message and keeps nothing", async () => {
    const handler = gateway();
    const real = await handler(post(validFields()));
    const bot = await handler(post(validFields({ "v:website": "https://spam.example" })));

    expect(bot.status).toBe(real.status);
    expect(bot.headers.get("content-type")).toBe(real.headers.get("content-type"));
    const body = (await bot.json()) as { id: string; message: string };
    expect(body.message).toBe("Queued. Thank you.");
    expect(body.id).toMatch(/^<20250102030405\.[0-9a-f]{16}@mg\.kymalabs\.com>$/);
    expect(await outboxFiles()).toHaveLength(1);
    expect(logs.filter((line) => line.includes("honeypot"))).toHaveLength(1);
  });

  it("drops a bot's message before validating it (no hint from a 400)", async () => {
    const response = await gateway()(
      post(validFields({ "v:website": "x", "v:email": "not-an-email", "v:name": "" })),
    );

    expect(response.status).toBe(200);
    expect(await outboxFiles()).toHaveLength(0);
  });

  it("also reads the plain honeypot name of the form posted without JavaScript", async () => {
    const request = new Request(MESSAGES_URL, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...visitor, website: "bot" }).toString(),
    });

    expect((await gateway()(request)).status).toBe(200);
    expect(await outboxFiles()).toHaveLength(0);
  });
});

describe("the sender", () => {
  it("is MAIL_FROM when configured", async () => {
    const sender = "Kyma Labs Contact <hello@mg.kymalabs.com>";
    const response = await gateway({ sender })(post());

    expect(response.status).toBe(200);
    const [file] = await outboxFiles();
    const record = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8")) as Fields;
    expect(record.from).toBe(sender);
  });

  it.each([
    "Website <contact@kymalabs.com>",
    "contact@evil.example",
    "not an address",
    "Site <a@mg.kymalabs.com>\r\nBcc: x@evil.example",
  ])("refuses to start with the sender %s", (sender) => {
    expect(() => gateway({ sender })).toThrow(/MAIL_FROM/);
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
      post(validFields({ "v:name": undefined }), { origin: "http://localhost:5173" }),
    );

    expect(response.status).toBe(400);
    expect(response.headers.get("access-control-allow-origin")).toBe("http://localhost:5173");
  });
});
