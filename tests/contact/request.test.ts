// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { mailConfig, type MailConfig } from "../../src/contact/config.ts";
import { buildMailRequest } from "../../src/contact/gatewayClient.ts";
import {
  buildEmailContent,
  escapeHtml,
  NOT_PROVIDED,
  SUBJECT_PREFIX,
} from "../../src/contact/rules/email.ts";
import type { ContactMessage } from "../../src/contact/rules/fields.ts";
import { siteDefaults } from "../../server/siteSettings.ts";

const config: MailConfig = { ...mailConfig, apiKey: undefined };
const ID = "3b241101-e2bb-4255-8caf-4136c566a962";

const message: ContactMessage = {
  name: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  subject: "A booking platform",
  message: "Hello,\nwe need an MVP.\r\nBy June?",
};

function fieldsOf(body: FormData): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of body) {
    expect(typeof value).toBe("string");
    expect(fields).not.toHaveProperty(name);
    fields[name] = value as string;
  }
  return fields;
}

const tagsOf = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe("the mail config defaults", () => {
  it("posts to the gateway on this site's origin, as the company sender, to support", () => {
    expect(mailConfig).toEqual({
      apiBase: "",
      domain: siteDefaults.mailDomain,
      apiKey: undefined,
      from: siteDefaults.mailFrom,
      to: siteDefaults.supportEmail,
      timeoutMs: 60_000,
    });
  });
});

describe("buildMailRequest (SPEC §7)", () => {
  it("is a multipart POST to {base}/v3/{domain}/messages", () => {
    const { url, init } = buildMailRequest(message, config, ID);
    expect(url).toBe("/v3/mg.kymalabs.com/messages");
    expect(init.method).toBe("POST");
    expect(init.body).toBeInstanceOf(FormData);
    const other = buildMailRequest(message, { ...config, apiBase: "https://mail.example.com" }, ID);
    expect(other.url).toBe("https://mail.example.com/v3/mg.kymalabs.com/messages");
  });

  it("carries the spec's fields, the raw fields as v: variables and the submission id", () => {
    const fields = fieldsOf(buildMailRequest(message, config, ID).init.body);
    expect(Object.keys(fields).sort()).toEqual(
      [
        "from",
        "to",
        "subject",
        "text",
        "html",
        "h:Reply-To",
        "v:name",
        "v:email",
        "v:company",
        "v:subject",
        "v:message",
        "v:website",
        "v:submission-id",
      ].sort(),
    );
    expect(fields["v:name"]).toBe(message.name);
    expect(fields["v:email"]).toBe(message.email);
    expect(fields["v:company"]).toBe(message.company);
    expect(fields["v:subject"]).toBe(message.subject);
    expect(fields["v:message"]).toBe(message.message);
    expect(fields["v:website"]).toBe("");
    expect(fields.from).toBe(siteDefaults.mailFrom);
    expect(fields.to).toBe(siteDefaults.supportEmail);
    expect(fields.subject).toBe("New Contact Form Submission: A booking platform");
    expect(fields["h:Reply-To"]).toBe("ada@example.com");
    expect(fields["v:submission-id"]).toBe(ID);
  });

  it("text and html both hold name, e-mail, company, subject and message", () => {
    const { text, html } = buildEmailContent(message);
    for (const value of [
      "Ada Lovelace",
      "ada@example.com",
      "Analytical Engines Ltd",
      "A booking platform",
    ]) {
      expect(text).toContain(value);
      expect(html).toContain(value);
    }
    expect(text).toContain(message.message);
    expect(html).toContain("Hello,<br>\nwe need an MVP.<br>\nBy June?");
  });

  it('says "Not provided" for an empty company', () => {
    const { text, html } = buildEmailContent({ ...message, company: "" });
    expect(text).toContain(`Company: ${NOT_PROVIDED}`);
    expect(html).toContain(
      `<td style="padding:4px 16px 4px 0;vertical-align:top;">${NOT_PROVIDED}</td>`,
    );
  });

  it("escapes every visitor value in html and keeps it verbatim in text", () => {
    const hostile: ContactMessage = {
      name: `<script>alert("x")</script>`,
      email: "ada@example.com",
      company: `Tom & Jerry's <b>Ltd</b>`,
      subject: `<img src=x onerror=alert(1)>`,
      message: `</p><iframe src="//evil"></iframe>\n&amp; done`,
    };
    const { text, html, subject } = buildEmailContent(hostile);
    expect(html).not.toMatch(/<script|<img|<iframe|<b>/);
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("Tom &amp; Jerry&#39;s &lt;b&gt;Ltd&lt;/b&gt;");
    expect(html).toContain("&amp;amp; done");
    for (const value of Object.values(hostile)) expect(text).toContain(value);
    expect(subject).toBe(SUBJECT_PREFIX + hostile.subject);
  });

  it("keeps header values on one line", () => {
    const { subject } = buildEmailContent({ ...message, subject: "Tab\there\u0007bell" });
    expect(subject).toBe(`${SUBJECT_PREFIX}Tab here bell`);
  });

  it("sends basic authentication api:{key} only when a gateway key is configured", () => {
    expect(buildMailRequest(message, config, ID).init.headers).toEqual({
      Accept: "application/json",
    });
    const withKey = buildMailRequest(message, { ...config, apiKey: "caller-key-123" }, ID);
    expect(withKey.init.headers).toEqual({
      Accept: "application/json",
      Authorization: `Basic ${Buffer.from("api:caller-key-123").toString("base64")}`,
    });
  });

  it("escapeHtml covers the five HTML metacharacters", () => {
    expect(escapeHtml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&#39;");
    expect(escapeHtml("plain text")).toBe("plain text");
  });
});

describe("no visitor string ever becomes markup (property)", () => {
  // Any text, biased towards the characters that matter.
  const visitorText = fc.oneof(
    fc.string({ unit: "binary", maxLength: 80 }),
    fc
      .array(fc.constantFrom("<", ">", "&", '"', "'", "\n", "\r\n", "b", "<br>", "<p>", " "), {
        maxLength: 30,
      })
      .map((parts) => parts.join("")),
  );
  const messages = fc.record({
    name: visitorText,
    email: visitorText,
    company: visitorText,
    subject: visitorText,
    message: visitorText,
  });
  const baseline = buildEmailContent({
    name: "n",
    email: "e",
    company: "c",
    subject: "s",
    message: "m",
  });

  it("html has the template's tags and a <br> per line break, nothing else", () => {
    fc.assert(
      fc.property(messages, (visitor) => {
        const { html } = buildEmailContent(visitor);
        const tags = tagsOf(html);
        const breaks = visitor.message.match(/\r\n|\r|\n/g)?.length ?? 0;
        expect(tags.filter((tag) => tag !== "<br>")).toEqual(tagsOf(baseline.html));
        expect(tags.filter((tag) => tag === "<br>")).toHaveLength(breaks);
        const company = visitor.company || NOT_PROVIDED;
        for (const value of [visitor.name, visitor.email, company, visitor.subject]) {
          expect(html).toContain(escapeHtml(value));
        }
      }),
      { numRuns: 300 },
    );
  });

  it("text keeps every value verbatim", () => {
    fc.assert(
      fc.property(messages, (visitor) => {
        const { text } = buildEmailContent(visitor);
        for (const value of Object.values(visitor)) expect(text).toContain(value);
      }),
      { numRuns: 300 },
    );
  });
});

describe("the mail gateway accepts what the form builds", () => {
  it("sink mode stores every field as sent", async () => {
    const outbox = await mkdtemp(path.join(tmpdir(), "contact-outbox-"));
    try {
      const gateway = createGateway(
        { ...gatewayConfigFromEnv({}), outboxDir: outbox },
        { log: () => undefined },
      );
      const { url, init } = buildMailRequest(message, config, ID);
      const response = await gateway(new Request(new URL(url, "http://127.0.0.1:4173"), init));
      expect(response.status).toBe(200);
      const [file] = await readdir(outbox);
      const stored: unknown = JSON.parse(await readFile(path.join(outbox, file ?? ""), "utf8"));
      const content = buildEmailContent(message);
      expect(stored).toMatchObject({
        from: siteDefaults.mailFrom,
        to: siteDefaults.supportEmail,
        subject: content.subject,
        text: content.text.replace(/\r\n/g, "\n"),
        html: content.html,
        "h:Reply-To": message.email,
        submissionId: ID,
      });
    } finally {
      await rm(outbox, { recursive: true, force: true });
    }
  });
});
