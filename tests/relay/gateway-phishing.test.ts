// @vitest-environment node
/**
 * Issue 14: the relay cannot be used to phish the agency's own inbox. Whatever a caller
 * sends, what is kept (and would be forwarded) is only the site's own e-mail: the
 * configured sender, the support address, Reply-To the visitor's validated address, and
 * subject, text and html rendered by the shared template; or the request is refused.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { buildEmailContent, escapeHtml } from "../../src/contact/rules/email.ts";
import { isSingleLine, type ContactMessage } from "../../src/contact/rules/fields.ts";
import { validateContactMessage } from "../../src/contact/rules/schema.ts";
import { readOutbox } from "../support/outbox.ts";
import { appFields, formOf, visitor } from "../support/mailFields.ts";

const MESSAGES_URL = "http://127.0.0.1:8787/v3/mg.kymalabs.com/messages";
const SENDER = "Kyma Labs Website <contact-form@mg.kymalabs.com>";
const SUPPORT = "support@kymalabs.com";

let outbox: string;

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-phishing-"));
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

const gateway = () =>
  createGateway(
    { ...gatewayConfigFromEnv({}), outboxDir: outbox, rateLimitPerMinute: 100_000 },
    { log: () => undefined },
  );

/** Exactly the site's own e-mail for these raw fields. */
function ownEmail(raw: ContactMessage) {
  const result = validateContactMessage(raw);
  if (!result.ok) throw new Error("not a valid message");
  return {
    from: SENDER,
    to: SUPPORT,
    ...buildEmailContent(result.message),
    "h:Reply-To": result.message.email,
  };
}

const post = (fields: Record<string, string>) =>
  gateway()(new Request(MESSAGES_URL, { method: "POST", body: formOf(fields) }));

describe("phishing attempts get only the site's own e-mail", () => {
  it.each<[string, Record<string, string>]>([
    ["a foreign display name", { from: "Kyma Labs IT Security <contact-form@mg.kymalabs.com>" }],
    ["a foreign local part", { from: "it-security@mg.kymalabs.com" }],
    ["a foreign sender domain", { from: "ceo@kymalabs.com" }],
    ["another recipient", { to: "victim@example.com" }],
    ["several recipients", { to: `${SUPPORT}, victim@example.com` }],
    [
      "its own html (links, a form, a script, a tracking image)",
      {
        html:
          '<a href="https://evil.example/login">Reset your password</a><form action="https://evil.example">' +
          '<input name="pw"></form><script>alert(1)</script><img src="https://evil.example/t.gif">',
      },
    ],
    ["its own text", { text: "Your mailbox is full: https://evil.example" }],
    ["its own subject", { subject: "Action required: verify your account" }],
    ["a foreign Reply-To", { "h:Reply-To": "IT Security <security@evil.example>" }],
    [
      "a Reply-To with a header after it",
      { "h:Reply-To": "ada@example.com\r\nBcc: x@evil.example" },
    ],
  ])("%s is ignored", async (_label, overrides) => {
    const response = await post(appFields(overrides));

    expect(response.status).toBe(200);
    expect(await readOutbox(outbox)).toEqual([expect.objectContaining(ownEmail(visitor))]);
  });

  it("markup and a script in the visitor's fields reach the inbox as text", async () => {
    const hostile: ContactMessage = {
      name: '<a href="https://evil.example">Kyma Labs IT Security</a>',
      email: "ada@example.com",
      company: "<img src=https://evil.example/t.gif>",
      subject: "<script>alert(1)</script>",
      message: '<form action="https://evil.example"><input name="pw"></form>\n<script>x()</script>',
    };
    const response = await post(appFields({}, hostile));

    expect(response.status).toBe(200);
    const [record] = await readOutbox(outbox);
    expect(record).toMatchObject(ownEmail(hostile));
    expect(record?.html).not.toMatch(/<a |<img|<script|<form|<input/);
    expect(record?.html).toContain(escapeHtml(hostile.name));
  });

  it.each<[string, Record<string, string>]>([
    ["a Reply-To with a display name", { "v:email": "IT Security <security@evil.example>" }],
    ["a Reply-To list", { "v:email": "ada@example.com, security@evil.example" }],
    ["a Reply-To with a header after it", { "v:email": "ada@example.com\r\nBcc: x@evil.example" }],
    ["a Reply-To with U+2028", { "v:email": "ada@example.com\u2028Bcc: x@evil.example" }],
    ["a Reply-To group", { "v:email": "Security: security@evil.example;" }],
    ["a quoted local part", { "v:email": '"security@evil.example"@example.com' }],
    ["a header in the subject (CRLF)", { "v:subject": "Hi\r\nBcc: x@evil.example" }],
    ["a header in the subject (NEL)", { "v:subject": "Hi\u0085Bcc: x@evil.example" }],
    ["a header in the subject (U+2029)", { "v:subject": "Hi\u2029Bcc: x@evil.example" }],
    ["a header in the name", { "v:name": "Ada\nX-Priority: 1" }],
    ["Mailgun's header fields", { "h:From": "security@evil.example" }],
    ["Mailgun's options", { "o:tracking": "yes" }],
    ["a carbon copy", { cc: "x@evil.example" }],
    ["a blind carbon copy", { bcc: "x@evil.example" }],
    ["another custom variable", { "v:recipient": "x@evil.example" }],
  ])("%s is a 400 and nothing is kept", async (_label, overrides) => {
    const response = await post(appFields(overrides));

    expect(response.status).toBe(400);
    expect(await readOutbox(outbox)).toEqual([]);
  });

  it("a request without the v: fields (the old contract) is a 400 and nothing is kept", async () => {
    const response = await post({
      from: "Kyma Labs IT Security <it-security@mg.kymalabs.com>",
      to: SUPPORT,
      subject: "Password expiry",
      text: "Log in here",
      html: '<a href="https://evil.example">Log in</a>',
    });

    expect(response.status).toBe(400);
    expect(await readOutbox(outbox)).toEqual([]);
  });
});

describe("no generated request puts anything but the site's own e-mail in the outbox (property)", () => {
  const piece = fc.constantFrom(
    "<",
    ">",
    "&",
    '"',
    "'",
    "<script>",
    "</td>",
    "<a href=x>",
    "\r\n",
    "\n",
    "\u2028",
    "\u0085",
    "\u0000",
    "\t",
    " ",
    "@",
    ".",
    "ada",
    "example",
    "com",
    "Bcc: x@evil.example",
  );
  const text = fc.oneof(
    fc.array(piece, { maxLength: 10 }).map((parts) => parts.join("")),
    fc.string({ unit: "grapheme", maxLength: 30 }),
  );
  const email = fc.oneof(text, fc.emailAddress(), fc.constant(visitor.email));
  const foreign = fc.record(
    { from: text, to: text, subject: text, text: text, html: text, "h:Reply-To": text },
    { requiredKeys: [] },
  );

  it("either 400, or exactly the template's e-mail with one-line headers", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          name: fc.oneof(text, fc.constant(visitor.name)),
          email,
          company: text,
          subject: fc.oneof(text, fc.constant(visitor.subject)),
          message: fc.oneof(text, fc.constant(visitor.message)),
        }),
        foreign,
        async (raw, mailgunFields) => {
          await rm(outbox, { recursive: true, force: true });
          const fields = { ...appFields({}, raw), ...mailgunFields };
          const response = await post(fields);
          const records = await readOutbox(outbox);
          if (response.status !== 200) {
            expect(response.status).toBe(400);
            expect(records).toEqual([]);
            return;
          }
          accepted += 1;
          expect(records).toEqual([expect.objectContaining(ownEmail(raw))]);
          const [record] = records;
          for (const header of ["from", "to", "subject", "h:Reply-To"] as const) {
            expect(isSingleLine(record?.[header] ?? "")).toBe(true);
          }
          // Only the template's own tags; the visitor's text is escaped.
          const tags = (record?.html?.match(/<[^>]*>/g) ?? []).filter((tag) => tag !== "<br>");
          const baseline = ownEmail(visitor).html.match(/<[^>]*>/g) ?? [];
          expect(tags).toEqual(baseline.filter((tag) => tag !== "<br>"));
        },
      ),
      { numRuns: 300 },
    );
    // The generator reaches both sides: a good share of the messages are valid.
    expect(accepted).toBeGreaterThan(30);
  });
});
