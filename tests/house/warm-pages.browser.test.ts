/**
 * The browser tests' shared pages (openPage in tests/support/browser.ts): a test file keeps
 * one warm context per set of options, so its cache and compiled scripts carry over from
 * test to test, but nothing a visit stores does: each test is a new visitor again. And a
 * test cannot change the shared context itself, where the change would outlive it.
 */
import type { BrowserContext } from "playwright-core";
import { describe, expect, it } from "vitest";
import { consentStorage } from "../../src/content/consent.ts";
import {
  MOBILE,
  gotoHydrated,
  openPage,
  url,
  useBrowser,
  usePagePerSuite,
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
  // The retry (vite.config.ts, timeouts only) must get a new page, not the stuck one.
  it("after a timeout, the retry gets a page of its own", { timeout: 1500 }, async () => {
    const { page } = getPage();
    seen.push(page);
    if (seen.length === 1) await page.evaluate(() => new Promise(() => {}));
    await gotoHydrated(page, "/about");
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
