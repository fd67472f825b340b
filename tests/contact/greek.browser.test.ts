/**
 * The contact form on /el/contact answers in Greek (issue 22): the empty send, a bad
 * e-mail, a failed and a successful send, the "Sending..." state; the delivered e-mail
 * notes the language and keeps the spec's subject prefix; with JavaScript off the gateway
 * answers with the Greek error and "message sent" pages.
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { SUBJECT_PREFIX } from "../../src/contact/rules/email.ts";
import { loadContent } from "../../src/content/loader.ts";
import { gotoHydrated, MOBILE, openPage, url, useBrowser } from "../support/browser.ts";
import { EXPECTED_FAILURE_LOGS, GATEWAY } from "../support/contactForm.ts";

const getBrowser = useBrowser();
const outboxDir = () => inject("outboxDir");
const { ui, pages } = loadContent({}, "el");
const form = ui["contact-form"];
const messages = ui["contact-messages"];

/** The Greek form's fields, found by their Greek labels. */
function fields(page: Page) {
  const box = (name: string) => page.getByRole("textbox", { name, exact: true });
  return {
    name: box(form.labels.name),
    email: box(form.labels.email),
    subject: box(form.labels.subject),
    message: box(form.labels.message),
  };
}

async function expectToast(page: Page, text: { title: string; message: string }) {
  const toast = page
    .getByRole("status")
    .or(page.getByRole("alert"))
    .filter({ hasText: text.title });
  await toast.first().waitFor({ state: "visible" });
  expect(await toast.first().textContent()).toContain(text.message);
}

async function outboxFor(subject: string) {
  const dir = outboxDir();
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith(".json"));
  const records = await Promise.all(
    names.map(
      async (name) =>
        JSON.parse(await readFile(path.join(dir, name), "utf8")) as {
          subject: string;
          text: string;
          html: string;
        },
    ),
  );
  return records.filter((record) => record.subject.endsWith(subject));
}

describe("/el/contact with JavaScript", () => {
  it("an empty send, a bad e-mail, a failure, the sending state and a success all answer in Greek; the e-mail notes the language", async () => {
    const { page, errors } = await openPage(getBrowser(), { viewport: MOBILE, consented: true });
    await gotoHydrated(page, "/el/contact");
    const send = page.getByRole("button", { name: form.submitLabel });
    const f = fields(page);

    await send.click();
    await expectToast(page, messages.notices.missing);

    const subject = `Εφαρμογή κρατήσεων ${Date.now()}`;
    await f.name.fill("Ελένη Παπαδοπούλου");
    await f.email.fill("eleni@example");
    await f.subject.fill(subject);
    await f.message.fill("Καλημέρα σας,\nθέλουμε μια πλατφόρμα κρατήσεων.");
    await send.click();
    await expectToast(page, messages.notices.invalidEmail);
    await f.email.fill("eleni@example.com");

    // A failure, then a send held until its "Sending..." state has been seen.
    let fail = true;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(GATEWAY, async (route) => {
      if (fail) {
        fail = false;
        await route.fulfill({ status: 500, json: { message: "Internal error" } });
        return;
      }
      await held;
      await route.continue();
    });
    await send.click();
    await expectToast(page, {
      title: messages.notices.failure.title,
      message: messages.notices.failure.message.split("{email}")[0] ?? "",
    });
    await send.click();
    await page.getByRole("button", { name: form.sendingLabel }).waitFor();
    release();
    await expectToast(page, messages.notices.success);

    await expect.poll(async () => (await outboxFor(subject)).length).toBe(1);
    const [mail] = await outboxFor(subject);
    expect(mail?.subject).toBe(`${SUBJECT_PREFIX}${subject}`);
    expect(mail?.text).toContain("Language: Greek");
    expect(mail?.html).toContain("Language");
    expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
  });
});

describe("/el/contact without JavaScript", () => {
  it("the gateway answers with the Greek error page, then the Greek 'message sent' page", async () => {
    const { page, errors } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(url("/el/contact"), { waitUntil: "load" });
    const send = () => page.getByRole("button", { name: form.submitLabel }).click();
    await Promise.all([page.waitForResponse((r) => r.url().includes("/v3/")), send()]);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("el");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      messages.notices.missing.title,
    );
    expect(await page.locator("main").textContent()).toContain(messages.errorPage.introInvalid);

    // The error page's own form keeps the language: the sent page is the Greek one.
    const subject = `Χωρίς JavaScript ${Date.now()}`;
    await page.locator('form [name="name"]').fill("Νίκος");
    await page.locator('form [name="email"]').fill("nikos@example.com");
    await page.locator('form [name="subject"]').fill(subject);
    await page.locator('form [name="message"]').fill("Γεια σας.");
    await Promise.all([page.waitForURL(url("/el/contact/sent")), send()]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("el");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(
      String(pages["contact-sent"].heading),
    );
    const [mail] = await outboxFor(subject);
    expect(mail?.text).toContain("Language: Greek");
    // The error page itself comes with status 400, which Chromium logs.
    expect(errors.filter((e) => !/status of 400/.test(e))).toEqual([]);
  });
});
