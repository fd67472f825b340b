import { readOutbox } from "../support/outbox.ts";
import type { Page, Request, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { sendToasts, validationToasts } from "../../src/contact/copy.ts";
import { SEND_ERRORS } from "../../src/contact/gatewayClient.ts";
import { faq } from "../../src/content/faq.ts";
import { contactCopy } from "../../src/content/pages/contact.ts";
import { site } from "../../src/content/site.ts";
import { siteDefaults } from "../../server/siteSettings.ts";
import {
  devBaseUrl,
  gotoHydrated,
  MOBILE,
  openPage,
  useBrowser,
  type TrackedPage,
  networkQuiet,
} from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import {
  contactFields as fields,
  EXPECTED_FAILURE_LOGS,
  GATEWAY,
  sendButton,
  type ContactValues as Visitor,
} from "../support/contactForm.ts";

const getBrowser = useBrowser();
const outboxDir = () => inject("outboxDir");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let runs = 0;
/** A visitor's message with a subject no other test uses, to find it in the outbox. */
function visitor(overrides: Partial<Visitor> = {}): Visitor {
  runs += 1;
  return {
    name: "Ada Lovelace",
    email: "ada@example.com",
    company: "Analytical Engines <Ltd> & Co",
    subject: `Booking platform MVP #${Date.now()}-${runs}`,
    message: "Hello,\nwe want to launch a <b>booking</b> platform by June.\nCan you help?",
    ...overrides,
  };
}

async function openContact(
  options: Parameters<typeof openPage>[1] & { clock?: boolean; base?: string } = {},
): Promise<TrackedPage> {
  const { clock, base, ...rest } = options;
  // The cookie notice has its own tests; here it would only sit over the toasts.
  const tracked = await openPage(getBrowser(), { ...rest, consented: true });
  if (clock) await tracked.page.clock.install();
  await gotoHydrated(tracked.page, "/contact", base);
  return tracked;
}

async function fillForm(page: Page, values: Visitor): Promise<void> {
  const f = fields(page);
  await f.name.fill(values.name);
  await f.email.fill(values.email);
  await f.company.fill(values.company);
  await f.subject.fill(values.subject);
  await f.message.fill(values.message);
}

async function expectFieldsKept(page: Page, values: Visitor): Promise<void> {
  const f = fields(page);
  expect(await f.name.inputValue()).toBe(values.name);
  expect(await f.email.inputValue()).toBe(values.email);
  expect(await f.company.inputValue()).toBe(values.company);
  expect(await f.subject.inputValue()).toBe(values.subject);
  expect(await f.message.inputValue()).toBe(values.message);
}

async function expectFieldsCleared(page: Page): Promise<void> {
  for (const field of Object.values(fields(page))) expect(await field.inputValue()).toBe("");
}

/** The toast on screen: its title and message, read by role as assistive technology would. */
async function expectToast(page: Page, text: { title: string; message: string }) {
  const toast = page
    .getByRole("status")
    .or(page.getByRole("alert"))
    .filter({ hasText: text.title });
  await toast.first().waitFor({ state: "visible" });
  expect(await toast.first().textContent()).toContain(text.message);
}

/** Every message in the outbox whose subject ends with the given visitor subject. */
async function submissionIdOf(request: Request): Promise<string> {
  const body = new Uint8Array(request.postDataBuffer() ?? Buffer.alloc(0));
  const contentType = (await request.allHeaders())["content-type"] ?? "";
  const form = await new Response(body, { headers: { "content-type": contentType } }).formData();
  const id = form.get("v:submission-id");
  return typeof id === "string" ? id : "";
}

describe("/contact page", () => {
  it("has the hero, the side panel with the support e-mail and trust points, the form and the FAQ", async () => {
    const { page, errors } = await openContact();
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(contactCopy.heading);
    expect(await page.getByText(contactCopy.badge).first().isVisible()).toBe(true);
    const email = page.getByRole("link", { name: site.supportEmail }).first();
    expect(await email.getAttribute("href")).toBe(`mailto:${site.supportEmail}`);
    expect(await page.getByText(contactCopy.consultation.text).first().isVisible()).toBe(true);
    for (const point of contactCopy.trustPoints) {
      expect(await page.getByText(point.label, { exact: true }).first().isVisible()).toBe(true);
    }
    const book = page.getByRole("link", { name: /^Book a Call/ }).first();
    expect(await book.getAttribute("href")).toBe(site.bookingUrl);
    expect(await book.getAttribute("target")).toBe("_blank");
    expect(await page.getByRole("form", { name: contactCopy.formHeading }).isVisible()).toBe(true);

    // Four native disclosures: closed, opened by keyboard, answer then readable.
    const questions = page.locator("summary");
    expect(await questions.count()).toBe(faq.length);
    expect(faq).toHaveLength(4);
    const first = faq[0];
    if (!first) throw new Error("no FAQ");
    expect(await page.getByText(first.answer).first().isVisible()).toBe(false);
    await questions.first().focus();
    await page.keyboard.press("Enter");
    expect(await page.getByText(first.answer).first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});

describe("sending a message", () => {
  it("a message typed as a visitor lands in the outbox with every field right, and the form clears", async () => {
    const { page, errors } = await openContact();
    const values = visitor();
    const f = fields(page);
    await f.name.pressSequentially(values.name);
    await f.email.pressSequentially(values.email);
    await f.company.pressSequentially(values.company);
    await f.subject.pressSequentially(values.subject);
    await f.message.fill(values.message);
    await sendButton(page).click();
    await expectToast(page, sendToasts.success);
    await expectFieldsCleared(page);

    const [record, ...more] = await readOutbox(outboxDir(), values.subject);
    expect(more).toEqual([]);
    if (!record) throw new Error("message not in the outbox");
    expect(record.from).toBe(siteDefaults.mailFrom);
    expect(record.to).toBe(site.supportEmail);
    expect(record.subject).toBe(`New Contact Form Submission: ${values.subject}`);
    expect(record["h:Reply-To"]).toBe(values.email);
    expect(record.submissionId).toMatch(UUID);
    for (const line of [
      `Name: ${values.name}`,
      `Email: ${values.email}`,
      `Company: ${values.company}`,
      `Subject: ${values.subject}`,
      values.message,
    ]) {
      expect(record.text).toContain(line);
    }
    expect(record.html).toContain("Analytical Engines &lt;Ltd&gt; &amp; Co");
    expect(record.html).toContain(
      "Hello,<br>\nwe want to launch a &lt;b&gt;booking&lt;/b&gt; platform by June.<br>\nCan you help?",
    );
    expect(record.html).not.toContain("<b>");
    expect(errors).toEqual([]);
  });

  it('an empty company arrives as "Not provided"', async () => {
    const { page, errors } = await openContact({ viewport: MOBILE });
    const values = visitor({ company: "" });
    await fillForm(page, values);
    await sendButton(page).click();
    await expectToast(page, sendToasts.success);
    await expect.poll(async () => (await readOutbox(outboxDir(), values.subject)).length).toBe(1);
    const [record] = await readOutbox(outboxDir(), values.subject);
    expect(record?.text).toContain("Company: Not provided");
    expect(errors).toEqual([]);
  });

  it('reads "Sending..." and is disabled while the answer is on its way', async () => {
    const { page, errors } = await openContact();
    let release: () => void = () => undefined;
    await page.route(GATEWAY, async (route) => {
      await new Promise<void>((resolve) => (release = resolve));
      await route.continue();
    });
    const values = visitor();
    await fillForm(page, values);
    await sendButton(page).click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    await expectFieldsKept(page, values);
    release();
    await expectToast(page, sendToasts.success);
    expect(await sendButton(page).isEnabled()).toBe(true);
    // Focus is back on the button, not lost to the page.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
    expect(errors).toEqual([]);
  });

  it("Send pressed before the form logic has arrived still sends what was typed", async () => {
    const tracked = await openPage(getBrowser(), { consented: true });
    const { page, errors } = tracked;
    // The validation and sending code loads when the visitor turns to the form, in its own
    // chunk: hold it back.
    let releaseLogic: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (releaseLogic = resolve));
    await page.route(/\/assets\/formRuntime-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, "/contact");
    const values = visitor();
    await fillForm(page, values);
    await sendButton(page).click();
    releaseLogic();
    await expectToast(page, sendToasts.success);
    await expectFieldsCleared(page);
    expect(await readOutbox(outboxDir(), values.subject)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("a double click sends one request and one message", async () => {
    const { page, errors } = await openContact();
    const requests: Request[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/v3/")) requests.push(request);
    });
    const values = visitor();
    await fillForm(page, values);
    await sendButton(page).dblclick();
    await expectToast(page, sendToasts.success);
    await networkQuiet(page);
    expect(requests).toHaveLength(1);
    expect(await readOutbox(outboxDir(), values.subject)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it("the whole form works by keyboard alone", async () => {
    const { page, errors } = await openContact({ viewport: MOBILE });
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    for (let i = 0; i < 40 && (await focusedId()) !== "contact-name"; i++) {
      await page.keyboard.press("Tab");
    }
    expect(await focusedId()).toBe("contact-name");

    // Enter on an empty form: the validation toast, focus stays on the first field.
    await page.keyboard.press("Enter");
    await expectToast(page, validationToasts.missing);
    expect(await focusedId()).toBe("contact-name");

    const values = visitor();
    await page.keyboard.type(values.name);
    await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("contact-email");
    await page.keyboard.type(values.email);
    await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("contact-company");
    await page.keyboard.type(values.company);
    await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("contact-subject");
    await page.keyboard.type(values.subject);
    await page.keyboard.press("Tab");
    expect(await focusedId()).toBe("contact-message");
    await page.keyboard.type("Hello,");
    await page.keyboard.press("Enter");
    await page.keyboard.type("by keyboard only.");
    // Past the message: the submit button (the hidden honeypot is skipped).
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Send Message");
    await page.keyboard.press("Enter");
    await expectToast(page, sendToasts.success);
    await expectFieldsCleared(page);
    const [record] = await readOutbox(outboxDir(), values.subject);
    expect(record?.text).toContain("Hello,\nby keyboard only.");
    expect(errors).toEqual([]);
  });

  it("a retry of the unchanged message carries the same submission id, so it arrives once", async () => {
    const { page, errors } = await openContact();
    const ids: string[] = [];
    let fail = true;
    await page.route(GATEWAY, async (route) => {
      ids.push(await submissionIdOf(route.request()));
      if (fail) {
        fail = false;
        await route.fulfill({ status: 500, json: { message: "Internal error" } });
      } else {
        await route.continue();
      }
    });
    const values = visitor();
    await fillForm(page, values);
    await sendButton(page).click();
    await expectToast(page, sendToasts.failure);
    await sendButton(page).click();
    await expectToast(page, sendToasts.success);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(UUID);
    expect(ids[1]).toBe(ids[0]);
    const records = await readOutbox(outboxDir(), values.subject);
    expect(records.map((record) => record.submissionId)).toEqual([ids[0]]);
    expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
  });

  it("a filled honeypot sends nothing", async () => {
    const { page, errors } = await openContact();
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/v3/")) requests += 1;
    });
    await fillForm(page, visitor());
    // Only a script can reach the field: it is hidden, aria-hidden and out of the tab order.
    await page.locator('input[name="website"]').fill("https://spam.example", { force: true });
    await sendButton(page).click();
    await expectToast(page, sendToasts.success);
    await networkQuiet(page);
    expect(requests).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe("validation", () => {
  it("an empty form: Missing Information, inline messages, aria-invalid, focus on Name, nothing sent", async () => {
    const { page, errors } = await openContact();
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().includes("/v3/")) requests += 1;
    });
    await sendButton(page).click();
    await expectToast(page, validationToasts.missing);
    const f = fields(page);
    for (const field of [f.name, f.email, f.subject, f.message]) {
      expect(await field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = (await field.getAttribute("aria-describedby")) ?? "";
      expect(await page.locator(`#${describedBy}`).isVisible()).toBe(true);
    }
    expect(await f.company.getAttribute("aria-invalid")).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    expect(requests).toBe(0);
    expect(errors).toEqual([]);
  });

  it("works the same in React's development build (StrictMode runs effects twice)", async () => {
    const { page, errors, warnings } = await openContact({ base: devBaseUrl() });
    await sendButton(page).click();
    await expectToast(page, validationToasts.missing);
    expect(await fields(page).name.getAttribute("aria-invalid")).toBe("true");
    const values = visitor();
    await fillForm(page, values);
    expect(await fields(page).name.getAttribute("aria-invalid")).toBeNull();
    await sendButton(page).click();
    await expectToast(page, sendToasts.success);
    await expectFieldsCleared(page);
    expect(await readOutbox(outboxDir(), values.subject)).toHaveLength(1);
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("a malformed e-mail: Invalid Email, focus on the e-mail field, values kept", async () => {
    const { page, errors } = await openContact({ viewport: MOBILE });
    const values = visitor({ email: "ada@example" });
    await fillForm(page, values);
    await sendButton(page).click();
    await expectToast(page, validationToasts.invalidEmail);
    expect(await fields(page).email.getAttribute("aria-invalid")).toBe("true");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    await expectFieldsKept(page, values);
    expect(errors).toEqual([]);
  });

  it("a value over its limit is kept whole and the field says so", async () => {
    const { page, errors } = await openContact();
    const values = visitor({ subject: "x".repeat(151) });
    await fillForm(page, values);
    await sendButton(page).click();
    await page.getByText("Subject can be at most 150 characters (you have 151).").waitFor();
    expect(await fields(page).subject.inputValue()).toHaveLength(151);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-subject");
    expect(errors).toEqual([]);
  });
});

type Failure = {
  name: string;
  handle: (route: Route) => Promise<void>;
  /** What the console.error line carries (the mapped message, or the network error). */
  logged: RegExp;
  slow?: boolean;
};

const failures: Failure[] = [
  {
    name: "401",
    handle: (route) =>
      route.fulfill({ status: 401, json: { message: "Invalid or missing API key" } }),
    logged: new RegExp(SEND_ERRORS.unauthorized.replace(/\./g, "\\.")),
  },
  {
    name: "403",
    handle: (route) => route.fulfill({ status: 403, json: { message: "Origin not allowed" } }),
    logged: new RegExp(SEND_ERRORS.forbidden.replace(/\./g, "\\.")),
  },
  {
    name: "500",
    handle: (route) => route.fulfill({ status: 500, json: { message: "Internal error" } }),
    logged: /Internal error/,
  },
  {
    name: "a dropped connection",
    handle: (route) => route.abort("connectionreset"),
    logged: /Failed to fetch/,
  },
  {
    name: "a slow answer (60 s time-out)",
    handle: () => new Promise<void>(() => undefined),
    logged: /timed out after 60000 ms/,
    slow: true,
  },
];

describe("failures", () => {
  it.each(failures.map((failure) => [failure.name, failure] as const))(
    "%s shows the failure toast and keeps every field",
    async (_name, failure) => {
      const { page, errors } = await openContact({ clock: failure.slow });
      let reached = false;
      await page.route(GATEWAY, (route) => {
        reached = true;
        return failure.handle(route);
      });
      const values = visitor();
      await fillForm(page, values);
      await sendButton(page).click();
      await expect.poll(() => reached).toBe(true);
      if (failure.slow) {
        await page.getByRole("button", { name: "Sending..." }).waitFor();
        await page.clock.fastForward(60_000);
      }
      await expectToast(page, sendToasts.failure);
      expect(sendToasts.failure.message).toContain(site.supportEmail);
      await expectFieldsKept(page, values);
      expect(await sendButton(page).isEnabled()).toBe(true);
      await expect.poll(() => errors.some((e) => failure.logged.test(e))).toBe(true);
      expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
    },
  );
});

describe("accessibility", () => {
  it.each([
    ["desktop", undefined],
    ["mobile", MOBILE],
  ] as const)(
    "axe finds nothing with a toast and inline errors shown (%s)",
    async (_name, viewport) => {
      const { page, errors } = await openContact(viewport ? { viewport } : {});
      await sendButton(page).click();
      await expectToast(page, validationToasts.missing);
      expect(await axeViolations(page)).toEqual([]);

      await page.route(GATEWAY, (route) => route.fulfill({ status: 500, json: { message: "x" } }));
      await fillForm(page, visitor());
      await sendButton(page).click();
      await expectToast(page, sendToasts.failure);
      expect(await axeViolations(page)).toEqual([]);
      expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
    },
  );
});
