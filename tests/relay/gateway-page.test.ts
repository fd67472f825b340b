// @vitest-environment node
import { createHash } from "node:crypto";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gatewayConfigFromEnv, type GatewayConfig } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { wantsPage } from "../../server/page.ts";
import { POST as serverlessPost } from "../../server/serverless.ts";
import { failureNotice, notices } from "../../src/contact/copy.ts";
import { appFields, formOf, visitor } from "../support/mailFields.ts";

/**
 * The contact form posted without JavaScript: the browser navigates, so the gateway
 * answers like a web page (303 to the "message sent" page, or an HTML error page with the
 * visitor's values), while the app's own fetch keeps getting JSON.
 */
const GATEWAY = "http://127.0.0.1:4173";
const MESSAGES_URL = `${GATEWAY}/v3/mg.kymalabs.com/messages`;
/** What Chromium sends with a form it posts itself. */
const NAVIGATION = {
  "sec-fetch-mode": "navigate",
  "sec-fetch-dest": "document",
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  origin: GATEWAY,
};

let outbox: string;
let logs: string[];

beforeEach(async () => {
  outbox = await mkdtemp(path.join(tmpdir(), "gateway-page-"));
  logs = [];
});

afterEach(async () => {
  await rm(outbox, { recursive: true, force: true });
});

function gateway(overrides: Partial<GatewayConfig> = {}) {
  return createGateway(
    { ...gatewayConfigFromEnv({}), outboxDir: outbox, ...overrides },
    { log: (line) => logs.push(line) },
  );
}

type Values = Record<string, string>;

function nativePost(values: Values, headers: Record<string, string> = NAVIGATION): Request {
  return new Request(MESSAGES_URL, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(values).toString(),
  });
}

const typed: Values = { ...visitor, website: "" };

async function expectPage(response: Response, status: number): Promise<string> {
  expect(response.status).toBe(status);
  expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  return response.text();
}

/** The value of the input (or the textarea's text) named `name`, unescaped. */
function fieldValue(html: string, name: string): string | undefined {
  const input = new RegExp(`<input[^>]* name="${name}"[^>]* value="([^"]*)"`).exec(html);
  const textarea = new RegExp(`<textarea[^>]* name="${name}"[^>]*>([^<]*)</textarea>`).exec(html);
  const raw = input?.[1] ?? textarea?.[1];
  return raw
    ?.replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
}

describe("telling a browser's own form post from the app's fetch", () => {
  it.each([
    ["a navigation", NAVIGATION, true],
    ["a browser without fetch metadata asking for HTML", { accept: "text/html,*/*" }, true],
    ["the app's fetch", { "sec-fetch-mode": "cors", accept: "application/json" }, false],
    ["the app's same-origin fetch", { "sec-fetch-mode": "same-origin", accept: "*/*" }, false],
    ["curl", { accept: "*/*" }, false],
    ["a client asking for JSON and HTML", { accept: "application/json, text/html" }, false],
  ])("%s", (_label, headers, page) => {
    expect(wantsPage(nativePost(typed, headers))).toBe(page);
  });
});

describe("a valid message posted without JavaScript", () => {
  it("is delivered and answered 303 to the pre-rendered sent page", async () => {
    const response = await gateway()(nativePost(typed));

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it("multipart works the same", async () => {
    const body = formOf(typed);
    const request = new Request(MESSAGES_URL, { method: "POST", headers: NAVIGATION, body });

    const response = await gateway()(request);

    expect(response.status).toBe(303);
    expect(await readdir(outbox)).toHaveLength(1);
  });

  it("sends the visitor back to the site's own origin when the gateway is on another", async () => {
    const site = "http://localhost:5173";
    const response = await gateway()(nativePost(typed, { ...NAVIGATION, origin: site }));

    expect(response.headers.get("location")).toBe(`${site}/contact/sent`);
  });

  it("sent again from the error page (on the gateway's origin), it returns to the named site", async () => {
    const site = encodeURIComponent("http://localhost:5173");
    const again = new Request(`${MESSAGES_URL}?site=${site}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", ...NAVIGATION },
      body: new URLSearchParams(typed).toString(),
    });

    const response = await gateway()(again);

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("http://localhost:5173/contact/sent");
  });

  it.each(["https://evil.example", "javascript:alert(1)", "not a url"])(
    "never redirects to a site that is not an allowed origin (%s)",
    async (site) => {
      const request = new Request(`${MESSAGES_URL}?site=${encodeURIComponent(site)}`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", ...NAVIGATION },
        body: new URLSearchParams(typed).toString(),
      });

      const response = await gateway()(request);

      expect(response.headers.get("location")).toBe("/contact/sent");
    },
  );

  it("a filled honeypot gets the same 303 and nothing is kept", async () => {
    const response = await gateway()(nativePost({ ...typed, website: "spam" }));

    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/contact/sent");
    expect(await readdir(outbox)).toHaveLength(0);
    expect(logs.some((line) => line.includes("honeypot"))).toBe(true);
  });
});

describe("the error page", () => {
  it("says 'Invalid Email' in SPEC §8's words and gives every typed value back", async () => {
    const values = { ...typed, email: "ada@example" };
    const html = await expectPage(await gateway()(nativePost(values)), 400);

    expect(html).toContain(`<h1>${notices.invalidEmail.title}</h1>`);
    expect(html).toContain(notices.invalidEmail.message);
    expect(html).toContain("Please use the format name@company.com.");
    for (const [name, value] of Object.entries(values)) expect(fieldValue(html, name)).toBe(value);
    expect(html).toMatch(/<input id="contact-email" name="email"[^>]* aria-invalid="true"/);
    expect(await readdir(outbox)).toHaveLength(0);
  });

  it("says 'Missing Information' when a required field is empty (it wins over the e-mail)", async () => {
    const html = await expectPage(
      await gateway()(nativePost({ ...typed, name: " ", email: "nope" })),
      400,
    );

    expect(html).toContain(`<h1>${notices.missing.title}</h1>`);
    expect(html).toContain(notices.missing.message);
    expect(html).toContain("Please enter your name.");
  });

  it("escapes every value: markup typed into the form stays text", async () => {
    const hostile = {
      name: `"><script>alert(1)</script>`,
      email: "not an email",
      company: `Tom & Jerry's <b>`,
      subject: "</title><img src=x onerror=alert(1)>",
      message: `</textarea><script>alert("x")</script>\n&amp;`,
      website: "",
    };
    const html = await expectPage(await gateway()(nativePost(hostile)), 400);

    // The page's own markup has one image (the logo mark, in the header) and no script.
    expect(html.match(/<img/g)).toHaveLength(1);
    expect(html).not.toMatch(/<script|<b>/);
    for (const [name, value] of Object.entries(hostile)) expect(fieldValue(html, name)).toBe(value);
  });

  it("posts back to the gateway and links back to the site", async () => {
    const html = await expectPage(
      await gateway()(
        nativePost({ ...typed, email: "x" }, { ...NAVIGATION, origin: "http://localhost:5173" }),
      ),
      400,
    );

    expect(html).toContain(
      '<form method="post" action="/v3/mg.kymalabs.com/messages?site=http%3A%2F%2Flocalhost%3A5173" novalidate>',
    );
    expect(html).toContain('href="http://localhost:5173/contact"');
  });

  it("allows only its own style sheet, by hash, and posts only to the gateway and the site", async () => {
    const response = await gateway()(
      nativePost({ ...typed, email: "x" }, { ...NAVIGATION, origin: "http://localhost:5173" }),
    );
    const html = await expectPage(response, 400);

    const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    const hash = createHash("sha256").update(style).digest("base64");
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(csp).toContain("form-action 'self' http://localhost:5173");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(html).not.toMatch(/<script/);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("says 'Failed to send message' with the support address when delivery fails, values kept", async () => {
    const blocker = path.join(outbox, "not-a-directory");
    await writeFile(blocker, "x");

    const response = await gateway({ outboxDir: path.join(blocker, "outbox") })(nativePost(typed));
    const html = await expectPage(response, 500);

    const failure = failureNotice("support@kymalabs.com");
    expect(html).toContain(`<h1>${failure.title}</h1>`);
    expect(html).toContain(failure.message);
    for (const [name, value] of Object.entries(typed)) expect(fieldValue(html, name)).toBe(value);
  });

  it("keeps the values when the rate limit refuses before the body is read", async () => {
    const handler = gateway({ rateLimitPerMinute: 1 });
    await handler(nativePost(typed), { ip: "10.0.0.9" });

    const html = await expectPage(await handler(nativePost(typed), { ip: "10.0.0.9" }), 429);

    expect(html).toContain("Failed to send message");
    expect(html).toContain("Too many requests");
    expect(fieldValue(html, "message")).toBe(visitor.message);
  });
});

describe("the app's own fetch", () => {
  it("keeps getting JSON, for success and for errors", async () => {
    const handler = gateway();
    const headers = { accept: "application/json", "sec-fetch-mode": "cors" };
    const ok = await handler(
      new Request(MESSAGES_URL, { method: "POST", headers, body: formOf(appFields()) }),
    );
    const bad = await handler(
      new Request(MESSAGES_URL, {
        method: "POST",
        headers,
        body: formOf(appFields({ "v:email": "x" })),
      }),
    );

    expect(ok.status).toBe(200);
    expect(ok.headers.get("content-type")).toMatch(/^application\/json/);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: "'v:email' is not a valid e-mail address" });
  });
});

describe("the serverless handler", () => {
  it("answers a form posted without JavaScript with the same error page", async () => {
    const endpoint = `https://site.example/v3/${gatewayConfigFromEnv(process.env).domain}/messages`;
    const response = await serverlessPost(
      new Request(endpoint, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          ...NAVIGATION,
          origin: "https://site.example",
        },
        body: new URLSearchParams({ ...typed, email: "ada@example" }).toString(),
      }),
    );

    const html = await expectPage(response, 400);
    expect(html).toContain(`<h1>${notices.invalidEmail.title}</h1>`);
    expect(fieldValue(html, "message")).toBe(visitor.message);
  });
});
