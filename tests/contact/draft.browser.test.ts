/**
 * The contact form's draft kept while typing (issue 13, item 2) and what the form tells a
 * visitor around a send (issue 12, toasts and screen readers), driven as a visitor would in
 * the built site: reload, a crashed tab, a closed tab, back and forward, a real phone.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { DRAFT_KEY } from "../../src/contact/draft.ts";
import { draftCopy } from "../../src/contact/copy.ts";
import { sendToasts } from "../../src/contact/copy.ts";
import { spoken } from "../../src/contact/useContactForm.ts";
import { site } from "../../src/content/site.ts";
import {
  gotoHydrated,
  MOBILE,
  openPage,
  phoneContext,
  url,
  useBrowser,
  type TrackedPage,
  animationsSettled,
  networkQuiet,
  waitForBands,
} from "../support/browser.ts";
import { axeViolations } from "../support/axe.ts";
import {
  contactFields as fields,
  EXPECTED_FAILURE_LOGS,
  GATEWAY,
  sendButton,
  type ContactValues as Typed,
} from "../support/contactForm.ts";

const getBrowser = useBrowser();

/** Real-phone emulation (DESIGN.md): a 390 px phone with touch at device scale 3. */
const PHONE = phoneContext();

let runs = 0;
function typed(): Typed {
  runs += 1;
  return {
    name: "Grace Hopper",
    email: "grace@example.com",
    company: "Compilers & Co",
    subject: `Draft test ${Date.now()}-${runs}`,
    message: "Line one of the draft,\nand line two.",
  };
}

async function open(options: Parameters<typeof openPage>[1] = {}): Promise<TrackedPage> {
  const tracked = await openPage(getBrowser(), { ...options, fresh: true, consented: true });
  await gotoHydrated(tracked.page, "/contact");
  return tracked;
}

/** A new tab in the same browser profile (same storage), on /contact. */
async function reopen(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await gotoHydrated(page, "/contact");
  return page;
}

async function type(page: Page, values: Typed, how: "type" | "fill" = "type"): Promise<void> {
  for (const [key, field] of Object.entries(fields(page)) as [
    keyof Typed,
    ReturnType<typeof fields>["name"],
  ][]) {
    if (how === "fill") await field.fill(values[key]);
    else await field.pressSequentially(values[key]);
  }
}

async function valuesOf(page: Page): Promise<Typed> {
  const f = fields(page);
  return {
    name: await f.name.inputValue(),
    email: await f.email.inputValue(),
    company: await f.company.inputValue(),
    subject: await f.subject.inputValue(),
    message: await f.message.inputValue(),
  };
}

const EMPTY: Typed = { name: "", email: "", company: "", subject: "", message: "" };

const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

/** Waits until the draft in storage holds `text` (saved while typing, not on leaving). */
async function draftSaved(page: Page, text: string): Promise<void> {
  await expect
    .poll(async () => (await storedDraft(page)) ?? "", { timeout: 5_000 })
    .toContain(JSON.stringify(text).slice(1, -1));
}

const note = (page: Page) => page.getByRole("form").getByText(draftCopy.restored);
const statusRegion = (page: Page) => page.locator('[role="status"][aria-live="polite"]');
const alertRegion = (page: Page) => page.locator('[role="alert"][aria-live="assertive"]');

describe("the draft kept while typing", () => {
  it("type, reload: every field comes back, with a note that is announced politely (real phone)", async () => {
    const { page, errors } = await open(PHONE);
    const values = typed();
    await fields(page).name.tap();
    await type(page, values);
    await draftSaved(page, values.message);
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await valuesOf(page)).toEqual(values);
    await note(page).waitFor();
    await expect.poll(() => statusRegion(page).textContent()).toBe(draftCopy.restored);
    // Nothing in the draft but the five fields.
    const stored = JSON.parse((await storedDraft(page)) ?? "{}") as { values?: object };
    expect(Object.keys(stored.values ?? {}).sort()).toEqual([
      "company",
      "email",
      "message",
      "name",
      "subject",
    ]);
    await waitForBands(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(MOBILE.width);
    expect(errors).toEqual([]);
  });

  it("type, the tab crashes (nothing runs on the way out), reopen: restored", async () => {
    const { page, context, errors } = await open();
    const values = typed();
    await type(page, values);
    await draftSaved(page, values.message);
    const cdp = await context.newCDPSession(page);
    const crashed = new Promise<void>((resolve) => page.once("crash", () => resolve()));
    void cdp.send("Page.crash").catch(() => undefined);
    await crashed;
    await page.close({ runBeforeUnload: false }).catch(() => undefined);

    const again = await reopen(context);
    expect(await valuesOf(again)).toEqual(values);
    await note(again).waitFor();
    expect(errors).toEqual([]);
  });

  it("type, close the tab without unload handlers, reopen: restored", async () => {
    const { page, context, errors } = await open();
    const values = typed();
    await type(page, values, "fill");
    await page.close({ runBeforeUnload: false });
    const again = await reopen(context);
    expect(await valuesOf(again)).toEqual(values);
    expect(errors).toEqual([]);
  });

  it("back and forward: the text is still there", async () => {
    const { page, errors } = await open();
    const values = typed();
    await type(page, values, "fill");
    await page.goto(url("/privacy"), { waitUntil: "load" });
    await page.goBack({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => valuesOf(page)).toEqual(values);
    expect(errors).toEqual([]);
  });

  it("what is typed before the form logic has loaded is kept too", async () => {
    const tracked = await openPage(getBrowser(), { fresh: true, consented: true });
    const { page, context, errors } = tracked;
    // The form logic (validation, sending, toasts) never arrives in this tab.
    await page.route(/\/assets\/formRuntime-[^/]+\.js$/, () => new Promise<void>(() => undefined));
    await gotoHydrated(page, "/contact");
    const values = typed();
    await type(page, values);
    await draftSaved(page, values.message);
    expect(await page.locator("[data-rht-toaster]").count()).toBe(0);
    await page.close();
    const again = await reopen(context);
    expect(await valuesOf(again)).toEqual(values);
    expect(errors).toEqual([]);
  });

  it("what is typed before the page has hydrated is kept, and a stored draft never overwrites it", async () => {
    const tracked = await openPage(getBrowser(), { ...PHONE, fresh: true, consented: true });
    const { page, context, errors } = tracked;
    // An older draft from an earlier visit.
    await context.addInitScript((key) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const values = {
        name: "Old name",
        email: "",
        company: "Old company",
        subject: "",
        message: "",
      };
      localStorage.setItem(key, JSON.stringify({ v: 1, savedAt: Date.now(), values }));
    }, DRAFT_KEY);
    // The page's own chunk is held back: the form is the pre-rendered HTML alone.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/ContactPage-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(url("/contact"), { waitUntil: "load" });
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await fields(page).name.fill("Typed before hydration");
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await fields(page).name.inputValue()).toBe("Typed before hydration");
    expect(await fields(page).company.inputValue()).toBe("Old company");
    await draftSaved(page, "Typed before hydration");
    expect(errors).toEqual([]);
  });

  it("a successful send clears the draft, and it stays clear after a reload", async () => {
    const { page, errors } = await open(PHONE);
    const values = typed();
    await type(page, values, "fill");
    await draftSaved(page, values.message);
    await sendButton(page).tap();
    await expect.poll(() => statusRegion(page).textContent()).toBe(spoken(sendToasts.success));
    expect(await valuesOf(page)).toEqual(EMPTY);
    expect(await storedDraft(page)).toBeNull();
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await networkQuiet(page);
    expect(await valuesOf(page)).toEqual(EMPTY);
    expect(await note(page).count()).toBe(0);
    expect(await storedDraft(page)).toBeNull();
    expect(errors).toEqual([]);
  });

  it("Clear draft empties the form and forgets the draft", async () => {
    const { page, errors } = await open();
    await type(page, typed(), "fill");
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await page.getByRole("button", { name: draftCopy.clear }).click();
    expect(await valuesOf(page)).toEqual(EMPTY);
    expect(await storedDraft(page)).toBeNull();
    expect(await note(page).count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("contact-name");
    await expect.poll(() => statusRegion(page).textContent()).toBe(draftCopy.cleared);
    expect(errors).toEqual([]);
  });
});

describe("a failed send", () => {
  it("keeps the text and the draft, and the failure message with the address stays in the form", async () => {
    const { page, errors } = await open();
    await page.route(GATEWAY, (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    const values = typed();
    await type(page, values, "fill");
    await sendButton(page).click();
    await expect.poll(() => alertRegion(page).textContent()).toBe(spoken(sendToasts.failure));
    const form = page.getByRole("form");
    const kept = form.locator("#contact-send-error");
    expect(await kept.innerText()).toBe(
      `${sendToasts.failure.title}\n${sendToasts.failure.message}`,
    );
    expect(await kept.getByRole("link", { name: site.supportEmail }).getAttribute("href")).toBe(
      `mailto:${site.supportEmail}`,
    );
    expect(await valuesOf(page)).toEqual(values);
    await draftSaved(page, values.message);

    // Still in the form after the toast has gone (20 s), until the next attempt.
    await page.getByRole("button", { name: "Dismiss notification" }).click();
    await page.getByRole("button", { name: "Dismiss notification" }).waitFor({ state: "detached" });
    expect(await kept.isVisible()).toBe(true);

    expect(await axeViolations(page)).toEqual([]);

    // A reload gives the text back too.
    await page.reload({ waitUntil: "load" });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await valuesOf(page)).toEqual(values);
    expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
  });

  it("the failure toast waits while it has focus, then goes; the form keeps the message", async () => {
    const tracked = await openPage(getBrowser(), { fresh: true, consented: true });
    const { page, errors } = tracked;
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    await page.route(GATEWAY, (route) =>
      route.fulfill({ status: 500, json: { message: "Internal error" } }),
    );
    await type(page, typed(), "fill");
    await sendButton(page).click();
    const dismiss = page.getByRole("button", { name: "Dismiss notification" });
    await dismiss.waitFor();
    // Reached from the keyboard: Tab past the form lands in the toast.
    await sendButton(page).focus();
    for (let i = 0; i < 10; i++) {
      if (await dismiss.evaluate((el) => el === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    expect(await dismiss.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.clock.runFor(60_000);
    // Past its fade-out (CSS, real time), had it been dismissed.
    await animationsSettled(page.locator("[data-rht-toaster]"));
    expect(await dismiss.isVisible()).toBe(true);

    await fields(page).message.focus();
    await page.clock.runFor(21_000);
    await dismiss.waitFor({ state: "detached" });
    expect(await page.locator("#contact-send-error").isVisible()).toBe(true);
    expect(errors.filter((e) => !EXPECTED_FAILURE_LOGS.some((re) => re.test(e)))).toEqual([]);
  });

  it('reads "Sending..." past the relay\'s 25 s budget and takes its late 202 as sent', async () => {
    const tracked = await openPage(getBrowser(), { fresh: true, consented: true });
    const { page, errors } = tracked;
    await page.clock.install();
    await gotoHydrated(page, "/contact");
    let answer: () => Promise<void> = () => Promise.resolve();
    const reached = new Promise<void>((resolve) => {
      void page.route(GATEWAY, (route) => {
        answer = () =>
          route.fulfill({ status: 202, json: { id: "", message: "Queued. Thank you." } });
        resolve();
      });
    });
    await type(page, typed(), "fill");
    await sendButton(page).click();
    await reached;
    await page.clock.runFor(40_000);
    const sending = page.getByRole("button", { name: "Sending..." });
    expect(await sending.isDisabled()).toBe(true);
    expect(await alertRegion(page).textContent()).toBe("");
    await answer();
    await page.clock.runFor(1_000);
    await expect.poll(() => statusRegion(page).textContent()).toBe(spoken(sendToasts.success));
    expect(errors).toEqual([]);
  });
});

describe("live regions", () => {
  it("are in the pre-rendered HTML, empty, before any script runs", async () => {
    const { page, errors } = await openPage(getBrowser(), { javaScriptEnabled: false });
    await page.goto(url("/contact"), { waitUntil: "load" });
    expect(await statusRegion(page).count()).toBe(1);
    expect(await statusRegion(page).getAttribute("aria-atomic")).toBe("true");
    expect(await statusRegion(page).textContent()).toBe("");
    expect(await alertRegion(page).count()).toBe(1);
    expect(await alertRegion(page).textContent()).toBe("");
    expect(errors).toEqual([]);
  });

  it("a repeated, identical validation message is inserted again (announced again)", async () => {
    const { page, errors } = await open(PHONE);
    await page.evaluate(() => {
      const region = document.querySelector('[role="status"][aria-live="polite"]');
      const said: string[] = [];
      Object.assign(window, { said });
      if (region)
        new MutationObserver(() => {
          if (region.textContent) said.push(region.textContent);
        }).observe(region, { childList: true, subtree: true, characterData: true });
    });
    const said = () => page.evaluate(() => (window as unknown as { said: string[] }).said);
    await sendButton(page).tap();
    await expect.poll(said).toHaveLength(1);
    await sendButton(page).tap();
    await expect.poll(said).toHaveLength(2);
    expect(new Set(await said()).size).toBe(1);
    expect(errors).toEqual([]);
  });
});
