/**
 * The browser tests' shared pages (openPage in tests/support/browser.ts): a test file keeps
 * one warm context per set of options, so its cache and compiled scripts carry over from
 * test to test, but nothing a visit stores does: each test is a new visitor again. And a
 * test cannot change the shared context itself, where the change would outlive it.
 */
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consentStorage } from "../../src/content/consent.ts";
import {
  MOBILE,
  gotoHydrated,
  openPage,
  url,
  useBrowser,
  usePagePerSuite,
  whyStuck,
} from "../support/browser.ts";

const getBrowser = useBrowser();

describe("a page in the file's warm context", () => {
  let first: BrowserContext | undefined;

  it("stores what a visitor would: local storage and a cookie", async () => {
    const { page, context } = await openPage(getBrowser(), { viewport: MOBILE });
    first = page.context();
    await gotoHydrated(page, "/");
    await page.evaluate(() => {
      localStorage.setItem("cookieConsent", "accepted");
      localStorage.setItem("scheme", "dark");
      document.cookie = "visited=yes; path=/";
    });
    // The page's cookie reaches the browser's cookie store a moment after it is set (one
    // clean run read the store first and found it empty).
    await expect
      .poll(() => context.cookies())
      .toEqual([expect.objectContaining({ name: "visited" })]);
  });

  it("the next test with the same options: same context, none of that storage", async () => {
    const { page, context, errors } = await openPage(getBrowser(), { viewport: MOBILE });
    // The same browser context underneath, with only this test's page open in it.
    expect(page.context()).toBe(first);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    await gotoHydrated(page, "/");
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // A new visitor sees the cookie notice again.
    await page.getByRole("region", { name: "Cookie notice" }).waitFor();
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(errors).toEqual([]);
  });

  it("a change to the shared context throws and names the way out", async () => {
    const { context } = await openPage(getBrowser(), { viewport: MOBILE });
    expect(() => context.addInitScript(() => undefined)).toThrow(/\{ fresh: true \}/);
    expect(() => context.route("**/*", (route) => route.continue())).toThrow(/fresh: true/);
    expect(() => context.setOffline(true)).toThrow(/fresh: true/);
  });

  it("{ fresh: true } gives a context of the test's own, which the test may change", async () => {
    const { page, context } = await openPage(getBrowser(), { viewport: MOBILE, fresh: true });
    expect(page.context()).not.toBe(first);
    await context.addInitScript(() => localStorage.setItem("cookieConsent", "accepted"));
    await page.goto(url("/"));
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
  });

  it.each([false, true])(
    "{ consented: true } (fresh: %s): the page starts with the cookie notice answered",
    async (fresh) => {
      const { page, errors } = await openPage(getBrowser(), {
        viewport: MOBILE,
        fresh,
        consented: true,
      });
      await gotoHydrated(page, "/");
      const { key, acceptedValue } = consentStorage;
      expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBe(acceptedValue);
      expect(await page.getByRole("region", { name: "Cookie notice" }).count()).toBe(0);
      expect(errors).toEqual([]);
    },
  );
});

describe("a page shared by a describe block (usePagePerSuite)", () => {
  const getPage = usePagePerSuite(getBrowser);
  const seen: unknown[] = [];

  // A page that stops answering: the first attempt waits on it until the test times out.
  // The retry (vite.config.ts, timeouts only) must get a new page, not the stuck one. The
  // retry has the same 1.5 s, so it only asks the new page to answer a script: a whole
  // hydrated load of a page took longer than that in one clean run on a busy host, and
  // the next test loads one with the usual time-out.
  it("after a timeout, the retry gets a page of its own", { timeout: 1500 }, async () => {
    const { page } = getPage();
    seen.push(page);
    if (seen.length === 1) await page.evaluate(() => new Promise(() => {}));
    expect(await page.evaluate(() => 6 * 7)).toBe(42);
    expect(seen).toHaveLength(2);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it("and the next test keeps that page", async () => {
    const { page } = getPage();
    expect(page).toBe(seen[1]);
    await gotoHydrated(page, "/");
    expect(page.url()).toBe(url("/"));
  });
});

describe("a page stuck in a script", () => {
  /** Sets the page's main thread running a loop that never ends. */
  const spin = (page: Page) =>
    page.evaluate(() => {
      setTimeout(() => {
        for (;;);
      });
    });

  it("is told apart by whyStuck: a script holds its main thread, which answers once that ends", async () => {
    const tracked = await openPage(getBrowser(), { fresh: true });
    await gotoHydrated(tracked.page, "/");
    expect(await whyStuck(tracked)).toBe(`${url("/")} answers scripts and draws frames`);
    await spin(tracked.page);
    expect(await whyStuck(tracked)).toBe(
      `${url("/")} answered no script for a second: a script held its main thread; once the inspector ended it, the page answered (complete, hydrated)`,
    );
  });

  // A warm page stuck when its test times out: winding the test up does not wait on it
  // (vitest's 60 s hook time-out, as once in a landing run), and the retry gets a new
  // warm context rather than one whose renderer may be the stuck one's.
  const contexts: BrowserContext[] = [];
  const starts: number[] = [];
  it(
    "at a time-out, costs seconds, and the retry gets a new warm context",
    { timeout: 1500 },
    async () => {
      starts.push(Date.now());
      const { page } = await openPage(getBrowser(), { viewport: MOBILE });
      contexts.push(page.context());
      if (contexts.length === 1) {
        await gotoHydrated(page, "/");
        await spin(page);
        await page.evaluate(() => true);
      }
      expect(contexts).toHaveLength(2);
      expect(contexts[1]).not.toBe(contexts[0]);
      // The try's 1.5 s, then at most the whyStuck's and the close's bounds.
      expect((starts[1] ?? 0) - (starts[0] ?? 0)).toBeLessThan(10_000);
    },
  );
});
