// @vitest-environment node
/**
 * Text that shows the support team something other than what was checked: an RFC 2047
 * encoded word in a one-line field (a mail client decodes `=?utf-8?B?UGFzc3dvcmQgcmVzZXQ=?=`
 * to "Password reset" in the subject line) and bidirectional controls anywhere (they reorder
 * what is displayed). The gateway refuses both with 400 naming the field, and the rule is
 * the shared one, so the browser's form refuses the same values.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { allowedCharacters, type ContactField } from "../../src/contact/rules/fields.ts";
import { problemMessage } from "../../src/contact/copy.ts";
import { validateContactMessage } from "../../src/contact/rules/schema.ts";
import { contactSchema, emptyContactForm } from "../../src/contact/formRuntime.tsx";
import { appFields, formOf, visitor } from "../support/mailFields.ts";

const MESSAGES_URL = "http://127.0.0.1:8787/v3/mg.kymalabs.com/messages";
const ENCODED_WORDS = [
  "=?utf-8?B?UGFzc3dvcmQgcmVzZXQ=?=",
  "=?UTF-8?b?UGFzc3dvcmQ=?=",
  "=?iso-8859-1?Q?caf=E9?=",
  "Re: =?utf-8?q?Invoice?= overdue",
  "=?utf-8*en?B?SGk=?=",
];
/** U+202A-U+202E, U+2066-U+2069, U+200E, U+200F, U+061C. */
const BIDI = [
  ...["202a", "202b", "202c", "202d", "202e", "2066", "2067", "2068", "2069"],
  ...["200e", "200f", "061c"],
].map((hex) => String.fromCodePoint(parseInt(hex, 16)));
const SINGLE_LINE: ContactField[] = ["name", "company", "subject"];

let outbox: string;

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-encoded-"));
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function send(fields: Record<string, string>): Promise<Response> {
  const config = { ...gatewayConfigFromEnv({}), outboxDir: outbox, rateLimitPerMinute: 100_000 };
  const gateway = createGateway(config, { log: () => undefined });
  return gateway(
    new Request(MESSAGES_URL, {
      method: "POST",
      body: formOf(fields),
      headers: { accept: "application/json" },
    }),
  );
}

async function expectRefused(response: Response, pattern: RegExp): Promise<void> {
  expect(response.status).toBe(400);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(((await response.json()) as { message: string }).message).toMatch(pattern);
  expect(await readdir(outbox).catch(() => [])).toEqual([]);
}

describe("RFC 2047 encoded words", () => {
  it.each(ENCODED_WORDS)("refuses %s as the subject, naming the field", async (subject) => {
    const response = await send(appFields({ "v:subject": subject }));
    await expectRefused(response, /^'v:subject' must not contain RFC 2047 encoded words/);
  });

  it.each(SINGLE_LINE)("refuses one in the %s field", async (field) => {
    const response = await send(appFields({ [`v:${field}`]: `Ada ${ENCODED_WORDS[0]}` }));
    await expectRefused(response, new RegExp(`^'v:${field}' must not contain RFC 2047`));
  });

  it("refuses one as the e-mail address (it would pass the address pattern)", async () => {
    const response = await send(appFields({ "v:email": "=?utf-8?B?QWRh?=@example.com" }));
    await expectRefused(response, /^'v:email' must not contain RFC 2047 encoded words/);
  });

  it("names the plain field of a form posted without JavaScript", async () => {
    const fields = { ...visitor, subject: ENCODED_WORDS[0] ?? "", website: "" };
    const response = await send(fields);
    await expectRefused(response, /^'subject' must not contain RFC 2047 encoded words/);
  });

  it("leaves the message alone (it is a body, never decoded as a header)", async () => {
    const response = await send(
      appFields({ "v:message": `Seen in a header: ${ENCODED_WORDS[0]}` }),
    );
    expect(response.status).toBe(200);
  });

  it.each(["Is 2+2=?4", "a=?b", "=?utf-8?X?abc?=", "=? utf-8 ?B? x ?=", "Q&A = ?"])(
    "accepts ordinary text that only looks a little like one: %s",
    async (subject) => {
      const response = await send(appFields({ "v:subject": subject }));
      expect(response.status).toBe(200);
    },
  );
});

describe("bidirectional control characters", () => {
  it.each(BIDI.map((char) => [`U+${char.codePointAt(0)?.toString(16).toUpperCase()}`, char]))(
    "refuses %s in the message",
    async (_name, char) => {
      const response = await send(appFields({ "v:message": `Invoice ${char}fdp.exe` }));
      await expectRefused(response, /^'v:message' must not contain bidirectional control/);
    },
  );

  it.each([...SINGLE_LINE, "email" as const])("refuses one in the %s field", async (field) => {
    const value = field === "email" ? "ada\u202e@example.com" : "Ada\u202eecalevol";
    const response = await send(appFields({ [`v:${field}`]: value }));
    await expectRefused(response, new RegExp(`^'v:${field}' must not contain bidirectional`));
  });

  it("names every refused field at once", async () => {
    const response = await send(
      appFields({ "v:name": "A\u2066B", "v:subject": "=?utf-8?B?SGk=?=" }),
    );
    await expectRefused(
      response,
      /'v:name' must not contain bidirectional.*'v:subject' must not contain RFC 2047/,
    );
  });

  it("accepts right-to-left text and emoji joiners (no controls)", async () => {
    const response = await send(
      appFields({ "v:name": "שלום עליכם", "v:company": "شركة", "v:message": "👩‍💻 مرحبا" }),
    );
    expect(response.status).toBe(200);
  });
});

describe("one rule for the browser and the gateway", () => {
  it("the shared validation names the problem", () => {
    const result = validateContactMessage({
      ...visitor,
      subject: ENCODED_WORDS[0],
      message: "a\u202eb",
    });
    expect(result).toEqual({ ok: false, problems: { subject: "encodedWord", message: "bidi" } });
    expect(problemMessage("subject", "encodedWord", "")).toBe(
      "Subject must not contain encoded text such as =?utf-8?B?…?=.",
    );
    expect(problemMessage("message", "bidi", "")).toBe(
      "Message must not contain invisible text-direction characters.",
    );
  });

  it("the form's schema refuses what the gateway refuses", () => {
    const form = { ...emptyContactForm, ...visitor };
    expect(contactSchema.safeParse(form).success).toBe(true);
    for (const subject of ENCODED_WORDS) {
      expect(allowedCharacters("subject", subject)).toBe(false);
      expect(contactSchema.safeParse({ ...form, subject }).success).toBe(false);
    }
    for (const char of BIDI) {
      expect(contactSchema.safeParse({ ...form, message: `a${char}b` }).success).toBe(false);
    }
  });
});
