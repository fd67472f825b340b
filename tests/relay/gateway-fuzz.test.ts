// @vitest-environment node
/**
 * Property test of the mail gateway against generated hostile requests (issue 14): over
 * 10 000 requests straight into the handler (sink mode, temporary outbox), no answer is a
 * 5xx, no exception escapes, nothing reaches the outbox from a request that was refused,
 * and no accepted single-line field carries a line break or a control character.
 * The status histogram is printed for decision note 011.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway, type GatewayHandler } from "../../server/gateway.ts";
import { appFields, visitor } from "../support/mailFields.ts";

const RUNS = 10_000;
const ORIGIN = "http://127.0.0.1:8787";
const DOMAIN = "mg.kymalabs.com";
const MESSAGES_PATH = `/v3/${DOMAIN}/messages`;

/** Characters that break a header or a log line, and their look-alikes. */
const HOSTILE_CHARS = [
  "\r",
  "\n",
  "\r\n",
  "\u0000",
  "\u0007",
  "\u001b",
  "\u007f",
  "\u0085",
  "\u009b",
  "\u2028",
  "\u2029",
  "\u000b",
  "\u000c",
  "\u200b",
  "\ufeff",
  "\ud800",
  "%0d%0a",
  "\\r\\n",
  "<",
  ">",
  '"',
  ",",
  ";",
  ":",
  "@",
  " ",
  "\t",
  "=?utf-8?b?",
  "Bcc: x@evil.example",
  "&",
  "=",
  "+",
  "%",
];

/** `arbitrary` one time in `oneIn`, else null. */
const sometimes = <T>(arbitrary: fc.Arbitrary<T>, oneIn: number) =>
  fc.oneof({ weight: oneIn - 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary });

const hostileString = (maxLength = 24) =>
  fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: fc.string({ maxLength: 6 }) },
        { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_CHARS) },
        { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 4 }) },
      ),
      { maxLength },
    )
    .map((parts) => parts.join(""));

/**
 * The two message shapes a caller may send: the app's request (SPEC §7's Mailgun fields plus
 * the raw fields as v: variables) and the form's own field names (a post without JavaScript).
 */
const appMessage = (): Record<string, string> => appFields();
const formMessage = (): Record<string, string> => ({ ...visitor, website: "" });

const SINGLE_LINE_NAMES = [
  "from",
  "to",
  "subject",
  "h:Reply-To",
  "v:name",
  "v:email",
  "v:company",
  "v:subject",
  "v:submission-id",
  "name",
  "email",
  "company",
];
const FIELD_NAMES = [
  ...SINGLE_LINE_NAMES,
  "text",
  "html",
  "v:message",
  "v:website",
  "message",
  "cc",
  "bcc",
  "h:X-Injected",
  "o:tracking",
  "attachment",
  "website",
  "",
];

type Field = [string, string];

/** A near-valid message: one single-line field hostile, maybe one field dropped or repeated. */
const mutatedMessage = fc
  .record({
    shape: fc.constantFrom(appMessage, formMessage),
    // Mostly the fields a caller may really fill with text of its own.
    target: fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom("v:subject", "v:name", "v:company", "subject", "name"),
      },
      { weight: 1, arbitrary: fc.constantFrom(...SINGLE_LINE_NAMES) },
    ),
    value: hostileString(),
    position: fc.constantFrom("replace", "prefix", "suffix"),
    extra: sometimes(fc.tuple(fc.constantFrom(...FIELD_NAMES), hostileString(8)), 6),
    drop: sometimes(fc.constantFrom(...FIELD_NAMES), 8),
  })
  .map(({ shape, target, value, position, extra, drop }): Field[] => {
    const fields = shape();
    const current = fields[target] ?? "";
    fields[target] =
      position === "replace" ? value : position === "prefix" ? value + current : current + value;
    const list = Object.entries(fields).filter(([name]) => name !== drop);
    if (extra !== null) list.push(extra);
    return list;
  });

const randomFields = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileString(8)), hostileString(40)),
  { maxLength: 12 },
);

const manyFields = fc
  .tuple(fc.constantFrom(...FIELD_NAMES), fc.integer({ min: 90, max: 400 }))
  .map(([name, count]): Field[] => Array.from({ length: count }, () => [name, "x"]));

const fieldLists = fc.oneof(
  { weight: 6, arbitrary: mutatedMessage },
  { weight: 3, arbitrary: randomFields },
  { weight: 1, arbitrary: manyFields },
);

interface Body {
  contentType: string | undefined;
  body: string | Uint8Array<ArrayBuffer> | undefined;
}

const urlencodedBody = fieldLists.map((fields): Body => ({
  contentType: "application/x-www-form-urlencoded",
  body: new URLSearchParams(fields).toString(),
}));

/** Hand-written multipart, well formed or broken in the ways parsers trip over. */
const multipartBody = fc
  .record({
    fields: fieldLists,
    boundary: fc.oneof(
      { weight: 5, arbitrary: fc.constant("----fuzz7MA4YWxkTrZu0gW") },
      { weight: 1, arbitrary: hostileString(12) },
    ),
    quoted: fc.boolean(),
    newline: fc.constantFrom("\r\n", "\r\n", "\r\n", "\n"),
    file: fc.boolean(),
    truncate: sometimes(fc.nat(), 5),
    headerJunk: sometimes(hostileString(12), 5),
  })
  .map(({ fields, boundary, quoted, newline: nl, file, truncate, headerJunk }): Body => {
    const parts = fields.map(([name, value], i) => {
      const filename = file && i === 0 ? '; filename="x.txt"' : "";
      const junk = headerJunk === null ? "" : `X-Junk: ${headerJunk}${nl}`;
      return `--${boundary}${nl}Content-Disposition: form-data; name="${name.replace(/"/g, "%22")}"${filename}${nl}${junk}${nl}${value}${nl}`;
    });
    let body = `${parts.join("")}--${boundary}--${nl}`;
    if (truncate !== null) body = body.slice(0, truncate % (body.length + 1));
    const param = quoted ? `"${boundary}"` : boundary;
    return { contentType: `multipart/form-data; boundary=${param}`, body };
  });

const otherBody = fc.oneof(
  fc.record({
    contentType: fc.option(
      fc.constantFrom(
        "application/json",
        "text/plain",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/x-www-form-urlencoded; charset=latin1",
        "MULTIPART/FORM-DATA; BOUNDARY=x",
      ),
      { nil: undefined },
    ),
    body: fc.oneof(
      fc.uint8Array({ maxLength: 200 }).map((bytes) => new Uint8Array(bytes)),
      hostileString(60),
    ),
  }),
  fc.constant<Body>({ contentType: undefined, body: undefined }),
);

const bodies = fc.oneof(
  { weight: 5, arbitrary: urlencodedBody },
  { weight: 4, arbitrary: multipartBody },
  { weight: 1, arbitrary: otherBody },
);

const hostileRequest = fc.record({
  method: fc.constantFrom(...Array<string>(45).fill("POST"), "GET", "OPTIONS", "PUT", "DELETE"),
  path: fc.oneof(
    { weight: 12, arbitrary: fc.constant(MESSAGES_PATH) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "/v3/other.example/messages",
        "/v3/MG.KYMALABS.COM/messages",
        "/v3/%zz/messages",
        `/v3/${DOMAIN}/messages/`,
        "/v3//messages",
        `/v3/${DOMAIN}/events`,
      ),
    },
    { weight: 1, arbitrary: hostileString(10).map((text) => `/v3/${percentEncoded(text)}`) },
  ),
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 2, arbitrary: fc.constantFrom("http://localhost:5173", ORIGIN) },
    { weight: 1, arbitrary: fc.constantFrom("https://evil.example", "null", "not a url") },
  ),
  authorization: sometimes(fc.oneof(fc.constant("Basic YXBpOmtleQ=="), hostileString(16)), 8),
  idempotencyKey: sometimes(hostileString(16), 6),
  ip: fc.constantFrom("203.0.113.1", "203.0.113.2", "2001:db8::1", undefined),
  body: bodies,
});

/** Every UTF-8 byte percent-encoded (lone surrogates too, which encodeURIComponent refuses). */
function percentEncoded(text: string): string {
  return Array.from(
    new TextEncoder().encode(text),
    (byte) => `%${byte.toString(16).padStart(2, "0")}`,
  ).join("");
}

type HostileRequest = typeof hostileRequest extends fc.Arbitrary<infer T> ? T : never;

function toRequest(input: HostileRequest): Request | undefined {
  const headers = new Headers();
  try {
    if (input.body.contentType !== undefined) headers.set("content-type", input.body.contentType);
    if (input.origin !== undefined) headers.set("origin", input.origin);
    if (input.authorization !== null) headers.set("authorization", input.authorization);
    if (input.idempotencyKey !== null) headers.set("idempotency-key", input.idempotencyKey);
  } catch {
    // A header value fetch itself refuses (e.g. a raw line break) never reaches a server.
    return undefined;
  }
  const withBody = input.method !== "GET";
  return new Request(`${ORIGIN}${input.path}`, {
    method: input.method,
    headers,
    body: withBody ? input.body.body : undefined,
  });
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/** Record keys that are message bodies, where line breaks belong. */
const MULTI_LINE_KEYS = new Set(["text", "html", "v:message", "message", "body"]);

let outbox: string;
let handler: GatewayHandler;
const histogram = new Map<number, number>();
const acceptedIds = new Set<string>();
let records: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-fuzz-"));
  handler = createGateway(
    {
      ...gatewayConfigFromEnv({}),
      outboxDir: outbox,
      // The limits have their own tests; here every request should reach validation.
      rateLimitPerMinute: 1_000_000_000,
      globalRateLimit: undefined,
    },
    { log: () => undefined },
  );
});

afterAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

describe("the gateway under generated hostile requests", () => {
  it(`never answers 5xx nor throws, and stores nothing it refused (${RUNS} requests)`, async () => {
    const t0 = performance.now();
    let sent = 0;
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (input) => {
        const request = toRequest(input);
        fc.pre(request !== undefined);
        sent += 1;
        // An exception escaping the handler fails the property right here.
        const response = await handler(request, { ip: input.ip });
        histogram.set(response.status, (histogram.get(response.status) ?? 0) + 1);
        expect(response.status).toBeGreaterThanOrEqual(200);
        expect(response.status).toBeLessThan(500);
        const text = await response.text();
        if (response.status === 200 && input.method === "POST") {
          const answer = JSON.parse(text) as { id?: unknown };
          if (typeof answer.id === "string") acceptedIds.add(answer.id);
        }
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 14), endOnFailure: true },
    );
    const ms = performance.now() - t0;

    const files = await readdir(outbox);
    records = await Promise.all(
      files.map(
        async (file) =>
          JSON.parse(await readFile(path.join(outbox, file), "utf8")) as Record<string, unknown>,
      ),
    );
    const rows = [...histogram.entries()].sort(([a], [b]) => a - b);
    console.log(
      `fuzz: ${sent} requests in ${(ms / 1000).toFixed(1)} s; statuses ` +
        rows.map(([status, count]) => `${status}: ${count}`).join(", ") +
        `; ${files.length} messages written`,
    );

    expect(sent).toBeGreaterThanOrEqual(RUNS * 0.98);
    // Every message in the outbox belongs to a request that was answered 200.
    for (const record of records) expect(acceptedIds).toContain(record.id);
    expect(records.length).toBeLessThanOrEqual(acceptedIds.size);
    // The generators must reach the accepting path often enough to test it.
    expect(acceptedIds.size).toBeGreaterThan(RUNS / 100);
  }, 60_000);

  // The single-line checks live in server/message.ts (U+0085, U+2028, U+2029, C0/C1 refused).
  it("accepts no line break or control character in any single-line field", () => {
    expect(records.length).toBeGreaterThan(0);
    const offending = records.flatMap((record) =>
      Object.entries(record)
        .filter(([key, value]) => !MULTI_LINE_KEYS.has(key) && typeof value === "string")
        .filter(([, value]) => NOT_SINGLE_LINE.test(value as string))
        .map(([key, value]) => `${key}: ${JSON.stringify(value)}`),
    );
    console.log(`single-line fields with a line break or control character: ${offending.length}`);
    expect(offending).toEqual([]);
  });
});
