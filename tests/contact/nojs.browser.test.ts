/**
 * The contact form with JavaScript off (issue 13): the pre-rendered form posts itself to
 * the mail gateway, which answers a valid message with the "message sent" page and an
 * invalid one with an error page that keeps every typed value. Served by the same server
 * as `npm start`, and behind the shipped nginx config with the relay on its own port.
 */
import path from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { gatewayConfigFromEnv } from "../../server/config.ts";
import { createGateway } from "../../server/gateway.ts";
import { toNodeListener } from "../../server/node.ts";
import { distDir } from "../../scripts/paths.ts";
import { notices } from "../../src/contact/copy.ts";
import { readOutbox } from "../support/outbox.ts";
import { axeViolations } from "../support/axe.ts";
import { MOBILE, baseUrl, openPage, useBrowser, type TrackedPage } from "../support/browser.ts";
import { startNginx, type RunningNginx } from "../support/nginx.ts";

const browser = useBrowser();
const outboxDir = () => inject("outboxDir");

type Typed = Record<"name" | "email" | "company" | "subject" | "message", string>;

function typedValues(marker: string, email = "ada@example.com"): Typed {
  return {
    name: `Ada "<b>Lovelace</b>" ${marker}`,
    email,
    company: `Tom & Jerry's <i>Engines</i>`,
    subject: `No-JS ${marker} </title><script>alert(1)</script>`,
    message: `Hello,\nwe need an MVP & a plan.\n</textarea><p>${marker}</p>`,
  };
}

/** A phone (real-phone emulation) and a desktop, both with JavaScript off. */
const DEVICES = [
  {
    name: "phone",
    options: { viewport: MOBILE, isMobile: true, hasTouch: true, deviceScaleFactor: 3 },
  },
  { name: "desktop", options: {} },
] as const;

async function openNoJs(options: (typeof DEVICES)[number]["options"]): Promise<TrackedPage> {
  return openPage(browser(), { ...options, javaScriptEnabled: false, ignoreHTTPSErrors: true });
}

async function fillContactForm(page: Page, values: Typed): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    await page.locator(`form [name="${name}"]`).fill(value);
  }
}

async function expectValues(page: Page, values: Typed): Promise<void> {
  for (const [name, value] of Object.entries(values)) {
    expect(await page.locator(`form [name="${name}"]`).inputValue(), name).toBe(value);
  }
}

async function sendAndExpectSent(page: Page, base: string): Promise<void> {
  await Promise.all([
    page.waitForURL(new URL("/contact/sent", base).href),
    page.getByRole("button", { name: "Send Message" }).click(),
  ]);
  await expect
    .poll(() => page.getByRole("heading", { level: 1 }).textContent())
    .toBe(notices.success.title);
  expect(await page.locator("main").textContent()).toContain(notices.success.message);
  expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, follow");
  // A way back.
  expect(await page.getByRole("link", { name: "Back to the home page" }).count()).toBe(1);
}

function suite(label: string, site: () => string, outbox: () => string) {
  describe(label, () => {
    it.each(DEVICES)(
      "$name: a valid message lands in the outbox and the sent page shows",
      async ({ name, options }) => {
        const tracked = await openNoJs(options);
        const { page } = tracked;
        const marker = `${label}-${name}-valid-${Date.now()}`;
        const values = typedValues(marker);
        await page.goto(new URL("/contact", site()).href, { waitUntil: "load" });
        // The pre-rendered form posts to the gateway itself.
        const form = page.locator("form").filter({ has: page.locator('[name="email"]') });
        expect(await form.getAttribute("action")).toBe("/v3/mg.kymalabs.com/messages");
        expect(await form.getAttribute("method")).toBe("post");

        await fillContactForm(page, values);
        await sendAndExpectSent(page, site());

        const [record, ...others] = await readOutbox(outbox(), values.subject);
        expect(others).toHaveLength(0);
        expect(record?.subject).toBe(`New Contact Form Submission: ${values.subject}`);
        expect(record?.["h:Reply-To"]).toBe(values.email);
        expect(record?.text).toContain(values.message);
        expect(record?.html).not.toMatch(/<script|<b>|<i>|<p>No-JS/);
        expect(tracked.errors).toEqual([]);
      },
    );

    it.each(DEVICES)(
      "$name: an invalid e-mail shows the error page with every typed value kept",
      async ({ name, options }) => {
        const tracked = await openNoJs(options);
        const { page } = tracked;
        const marker = `${label}-${name}-invalid-${Date.now()}`;
        const values = typedValues(marker, "ada@example");
        await page.goto(new URL("/contact", site()).href, { waitUntil: "load" });
        await fillContactForm(page, values);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().includes("/v3/")),
          page.getByRole("button", { name: "Send Message" }).click(),
        ]);
        await page.waitForLoadState("load");

        expect(response.status()).toBe(400);
        expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
          notices.invalidEmail.title,
        );
        expect(await page.locator("main").textContent()).toContain(notices.invalidEmail.message);
        await expectValues(page, values);
        expect(await page.locator("#contact-email").getAttribute("aria-invalid")).toBe("true");
        // No markup of the visitor's became part of the page.
        expect(await page.locator("main script, main b, main i").count()).toBe(0);
        expect(await readOutbox(outbox(), values.subject)).toHaveLength(0);

        // Corrected on the error page and sent again: delivered, and the sent page shows.
        await page.locator('[name="email"]').fill("ada@example.com");
        await sendAndExpectSent(page, site());
        expect(await readOutbox(outbox(), values.subject)).toHaveLength(1);
        // Chromium logs the error page's own status (400); nothing else may fail.
        expect(tracked.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
      },
    );

    it("an empty required field says 'Missing Information', values kept", async () => {
      const tracked = await openNoJs({});
      const { page } = tracked;
      const values = typedValues(`${label}-missing-${Date.now()}`);
      await page.goto(new URL("/contact", site()).href, { waitUntil: "load" });
      await fillContactForm(page, { ...values, name: "" });
      await page.getByRole("button", { name: "Send Message" }).click();
      await page.waitForLoadState("load");

      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
        notices.missing.title,
      );
      await expectValues(page, { ...values, name: "" });
      expect(await page.locator("#contact-name-error").textContent()).toBe(
        "Please enter your name.",
      );
    });
  });
}

suite("npm start", baseUrl, outboxDir);

describe("the error page", () => {
  it.each(DEVICES)("$name: has no axe violations", async ({ options }) => {
    const tracked = await openPage(browser(), {
      ...options,
      bypassCSP: true,
      ignoreHTTPSErrors: true,
    });
    const { page } = tracked;
    // The page as the gateway serves it to a form post (Playwright's request sends only
    // the headers given; Node's fetch would add Sec-Fetch-Mode: cors), shown at a URL of
    // the site so axe (which needs script: CSP bypassed for it alone) can scan it.
    const answer = await page.request.post(
      new URL("/v3/mg.kymalabs.com/messages", baseUrl()).href,
      {
        headers: { "sec-fetch-mode": "navigate", accept: "text/html" },
        form: { ...typedValues("axe", "ada@example"), website: "" },
      },
    );
    expect(answer.status()).toBe(400);
    const html = await answer.text();
    const at = new URL("/contact/error-page-under-test", baseUrl()).href;
    await page.route(at, (route) =>
      route.fulfill({ status: 200, contentType: "text/html", body: html }),
    );
    await page.goto(at, { waitUntil: "load" });
    expect(await axeViolations(page)).toEqual([]);
  });
});

// The shipped nginx config in front of `npm run relay`'s gateway (sink mode, own outbox).
let nginx: RunningNginx | undefined;
let relay: Server | undefined;
let relayOutbox = "";
beforeAll(async () => {
  relayOutbox = path.join(outboxDir(), `relay-${process.pid}`);
  const config = {
    ...gatewayConfigFromEnv({}),
    outboxDir: relayOutbox,
    rateLimitPerMinute: 1000,
    globalRateLimit: undefined,
    trustedProxies: 1,
  };
  // What `npm run relay` (server/relay.ts) serves, on a free port.
  const server = createServer(
    toNodeListener(createGateway(config, { log: () => undefined }), {
      maxBodyBytes: config.maxBodyBytes,
      trustedProxies: config.trustedProxies,
    }),
  );
  relay = server;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  nginx = await startNginx(distDir, {
    relay: `127.0.0.1:${(server.address() as AddressInfo).port}`,
  });
});
afterAll(async () => {
  await nginx?.stop();
  await new Promise((resolve) => relay?.close(resolve));
});

suite(
  "nginx",
  () => nginx?.url ?? "",
  () => relayOutbox,
);
