// @vitest-environment node
/**
 * What a hostile body costs the relay. The body limit is the largest request a real
 * contact message makes (derived from the field limits, server/bodyLimit.ts), so anything
 * larger is refused with 413 before it is read; what fits is parsed in one cheap linear
 * pass. Sixteen worst-case bodies at once leave a visitor's message answered at once
 * (before: a 1 MiB body of `+` took 150-300 ms to refuse, and 16 of them delayed a normal
 * message by 1.5-3 s).
 */
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_MESSAGE_REQUEST_BYTES } from "../../server/bodyLimit.ts";
import { DEFAULT_MAX_BODY_BYTES, gatewayConfigFromEnv } from "../../server/config.ts";
import { parseUrlEncoded } from "../../server/form.ts";
import { createGateway } from "../../server/gateway.ts";
import { toNodeListener } from "../../server/node.ts";
import { CONTACT_FIELDS, LIMITS, type ContactMessage } from "../../src/contact/rules/fields.ts";
import { appFields, formOf } from "../support/mailFields.ts";

const MESSAGES_PATH = "/v3/mg.kymalabs.com/messages";
const URLENCODED = "application/x-www-form-urlencoded";
/** The largest valid message: every field at its limit in a 3-byte character. */
const largest = Object.fromEntries(
  CONTACT_FIELDS.map((field) => [field, "\u20ac".repeat(LIMITS[field])]),
) as ContactMessage;
largest.email = `${"\u20ac".repeat(LIMITS.email - 5)}@e.co`;

let outbox: string;
const servers: Server[] = [];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-body-"));
});

afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
  await rm(outbox, { recursive: true, force: true });
});

function config() {
  return {
    ...gatewayConfigFromEnv({}),
    outboxDir: outbox,
    rateLimitPerMinute: 1_000_000,
    globalRateLimit: undefined,
  };
}

/** The gateway behind Node's http server, as `npm run relay` and `npm start` mount it. */
async function serve(): Promise<number> {
  const gateway = createGateway(config(), { log: () => undefined });
  const server = createServer(toNodeListener(gateway, { maxBodyBytes: config().maxBodyBytes }));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

interface Sent {
  status: number;
  body: string;
  ms: number;
}

/** One POST on its own connection; a connection the server closed mid-upload is status 0. */
function post(port: number, body: Buffer, declareLength = true): Promise<Sent> {
  const t0 = performance.now();
  const headers: Record<string, string> = {
    "content-type": URLENCODED,
    accept: "application/json",
  };
  if (declareLength) headers["content-length"] = String(body.byteLength);
  return new Promise((resolve) => {
    const req = request(
      { host: "127.0.0.1", port, path: MESSAGES_PATH, method: "POST", headers, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString();
          resolve({ status: res.statusCode ?? 0, body: text, ms: performance.now() - t0 });
        });
      },
    );
    req.on("error", () => resolve({ status: 0, body: "", ms: performance.now() - t0 }));
    req.end(body);
  });
}

const normal = Buffer.from(new URLSearchParams(appFields()).toString());
const plusBody = (bytes: number) => Buffer.from(`v:message=${"+".repeat(bytes - 10)}`);

/** A normal message sent while 16 hostile bodies are in flight; its latency, median of 5. */
async function latencyUnderAttack(port: number, attack: () => Promise<Sent>) {
  for (let i = 0; i < 3; i++) await Promise.all([post(port, normal), attack()]); // warm up
  const rounds: { normal: Sent; attack: Sent[] }[] = [];
  for (let round = 0; round < 5; round++) {
    const attackers = Array.from({ length: 16 }, attack);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const sent = await post(port, normal);
    rounds.push({ normal: sent, attack: await Promise.all(attackers) });
  }
  const times = rounds.map((round) => round.normal.ms).sort((a, b) => a - b);
  return { rounds, median: times[2] ?? Infinity, times };
}

describe("the body limit", () => {
  it("is derived from the field limits: the largest real request, far below 1 MiB", () => {
    expect(DEFAULT_MAX_BODY_BYTES).toBe(MAX_MESSAGE_REQUEST_BYTES);
    expect(gatewayConfigFromEnv({}).maxBodyBytes).toBe(MAX_MESSAGE_REQUEST_BYTES);
    expect(MAX_MESSAGE_REQUEST_BYTES).toBeLessThan(256 * 1024);
  });

  it("holds the app's request for the largest message, urlencoded or multipart, with little to spare", async () => {
    const fields = appFields({ "v:submission-id": "x".repeat(200) }, largest);
    const urlencoded = new URLSearchParams(fields).toString().length;
    const multipart = (await new Response(formOf(fields)).arrayBuffer()).byteLength;
    console.log(
      `body limit ${MAX_MESSAGE_REQUEST_BYTES} bytes; largest app request: ` +
        `${urlencoded} urlencoded, ${multipart} multipart`,
    );
    expect(urlencoded).toBeLessThanOrEqual(MAX_MESSAGE_REQUEST_BYTES);
    expect(multipart).toBeLessThanOrEqual(MAX_MESSAGE_REQUEST_BYTES);
    expect(urlencoded).toBeGreaterThan(0.8 * MAX_MESSAGE_REQUEST_BYTES);
  });

  it("lets the largest valid message through, urlencoded", async () => {
    const port = await serve();
    const body = Buffer.from(new URLSearchParams(appFields({}, largest)).toString());
    const sent = await post(port, body);
    expect(sent.status, sent.body).toBe(200);
  });

  it("refuses a larger body with 413 JSON from Content-Length, before reading it", async () => {
    const port = await serve();
    const sent = await post(port, plusBody(1 << 20));
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toEqual({
      message: `Request body exceeds ${MAX_MESSAGE_REQUEST_BYTES} bytes`,
    });
  });

  it("refuses a larger body sent without Content-Length once the bytes counted pass it", async () => {
    const port = await serve();
    const sent = await post(port, plusBody(MAX_MESSAGE_REQUEST_BYTES + 1), false);
    expect(sent.status).toBe(413);
    expect(JSON.parse(sent.body)).toMatchObject({ message: /^Request body exceeds/ });
  });
});

describe("sixteen worst-case bodies at once", () => {
  it("over the limit (1 MiB of `+`): refused at once, a normal message answered in < 100 ms", async () => {
    const port = await serve();
    const alone = await post(port, normal);
    const { rounds, median, times } = await latencyUnderAttack(port, () =>
      post(port, plusBody(1 << 20)),
    );
    const statuses = new Set(rounds.flatMap((round) => round.attack.map((sent) => sent.status)));
    console.log(
      `16 x 1 MiB of '+': normal message alone ${alone.ms.toFixed(1)} ms, during the attack ` +
        `${times.map((ms) => ms.toFixed(1)).join(", ")} ms; attack answered ${[...statuses].join("/")}`,
    );
    expect(rounds.every((round) => round.normal.status === 200)).toBe(true);
    // 0: the server closed the connection while the client was still uploading.
    expect([...statuses].every((status) => status === 413 || status === 0)).toBe(true);
    expect(statuses.has(413)).toBe(true);
    expect(median).toBeLessThan(100);
  });

  // Every one of these bodies is parsed in full, so the bound is looser than for the refused
  // ones above: it still catches a parse that is not linear (seconds before the cap), but
  // holds while other test files load both cores.
  it("just under the limit (parsed in full): a normal message answered in < 250 ms", async () => {
    const port = await serve();
    const size = MAX_MESSAGE_REQUEST_BYTES - 1;
    const { rounds, median, times } = await latencyUnderAttack(port, () =>
      post(port, plusBody(size), false),
    );
    console.log(
      `16 x ${size} bytes of '+' (chunked): normal message during the attack ` +
        `${times.map((ms) => ms.toFixed(1)).join(", ")} ms`,
    );
    expect(rounds.every((round) => round.normal.status === 200)).toBe(true);
    expect(rounds.every((round) => round.attack.every((sent) => sent.status === 400))).toBe(true);
    expect(median).toBeLessThan(250);
  });
});

describe("the urlencoded parser", () => {
  const grouped = (pairs: Iterable<[string, string]>) => {
    const form = new Map<string, string[]>();
    for (const [name, value] of pairs) form.set(name, [...(form.get(name) ?? []), value]);
    return [...form];
  };
  const parsed = (text: string) => [...parseUrlEncoded(new TextEncoder().encode(text))];
  const escapes = ["%e2", "%82", "%ac", "%ZZ", "%4", "%EF%BB%BF", "%F0%9F%98%80"];

  it("yields what the old parse (decode, then URLSearchParams) yielded, on ASCII bodies", () => {
    const unit = fc.constantFrom(..."a=&+%2B0fF".split(""), ...escapes);
    const old = (text: string) =>
      grouped(
        new URLSearchParams(
          new TextDecoder("utf-8", { fatal: true }).decode(new TextEncoder().encode(text)),
        ),
      );
    fc.assert(
      fc.property(fc.boolean(), fc.string({ unit }), (bom, body) => {
        const text = (bom ? "\ufeff" : "") + body;
        expect(parsed(text)).toEqual(old(text));
      }),
      { numRuns: 2_000 },
    );
  });

  it("follows the WHATWG algorithm with any text (where Node's URLSearchParams errs)", () => {
    // url.spec.whatwg.org/#urlencoded-parsing, step by step on bytes.
    const spec = (text: string) => {
      const bytes = [...new TextEncoder().encode(text)];
      const sequences: number[][] = [[]];
      for (const byte of bytes) {
        if (byte === 0x26) sequences.push([]);
        else sequences[sequences.length - 1]?.push(byte);
      }
      const decode = (part: number[]) => {
        const out: number[] = [];
        const plain = part.map((byte) => (byte === 0x2b ? 0x20 : byte));
        for (let i = 0; i < plain.length; i++) {
          const hex = String.fromCharCode(...plain.slice(i + 1, i + 3));
          if (plain[i] === 0x25 && /^[0-9A-Fa-f]{2}$/.test(hex)) {
            out.push(parseInt(hex, 16));
            i += 2;
          } else out.push(plain[i] ?? 0);
        }
        return new TextDecoder("utf-8", { ignoreBOM: true }).decode(new Uint8Array(out));
      };
      return grouped(
        sequences
          .filter((sequence) => sequence.length > 0)
          .map((sequence): [string, string] => {
            const at = sequence.indexOf(0x3d);
            return at === -1
              ? [decode(sequence), ""]
              : [decode(sequence.slice(0, at)), decode(sequence.slice(at + 1))];
          }),
      );
    };
    const unit = fc.constantFrom(..."a=&+%2B0fF".split(""), ...escapes, "\u00e9", "\u{1f600}");
    fc.assert(
      fc.property(fc.string({ unit }), (text) => {
        expect(parsed(text)).toEqual(spec(text));
      }),
      { numRuns: 2_000 },
    );
    // Node 20's URLSearchParams gives "\ufffd" here, dropping the "é".
    expect(parsed("%C3%A9=\u00e9%82")).toEqual([["\u00e9", ["\u00e9\ufffd"]]]);
  });

  it("is linear: 16 times the bytes cost about 16 times the time, not 256", () => {
    const time = (bytes: number) => {
      const body = new TextEncoder().encode(`v=${"%41+".repeat(bytes / 4)}`);
      parseUrlEncoded(body);
      const t0 = performance.now();
      for (let i = 0; i < 5; i++) parseUrlEncoded(body);
      return (performance.now() - t0) / 5;
    };
    time(1 << 16);
    const small = time(1 << 16);
    const large = time(1 << 20);
    console.log(`urlencoded parse: 64 KiB ${small.toFixed(2)} ms, 1 MiB ${large.toFixed(2)} ms`);
    expect(large).toBeLessThan(Math.max(small, 0.5) * 16 * 4);
  });
});
