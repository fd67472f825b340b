import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  GREEK_ROUTE_PATHS,
  ROUTE_PATHS,
  VIEWPORTS,
  gotoHydrated,
  openPage,
  phoneContext,
  useBrowser,
} from "../support/browser.ts";

const getBrowser = useBrowser();
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

function summarise(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]) {
  return violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")}: ${n.failureSummary ?? ""}`),
  }));
}

describe.each(VIEWPORTS)("axe scan at $name width", ({ viewport }) => {
  // Every route, its Greek twin and both 404 pages (Greek words are longer).
  const paths = [
    ...ROUTE_PATHS,
    "/page-that-does-not-exist",
    ...GREEK_ROUTE_PATHS,
    "/el/page-that-does-not-exist",
  ];
  it.each(paths)("%s has no violations", async (path) => {
    const { page, errors } = await openPage(getBrowser(), {
      viewport,
      reducedMotion: "reduce",
      expectNotFound: path.includes("/page-that"),
    });
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(summarise(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the open mobile menu / cookie notice have no violations", async () => {
    const { page } = await openPage(getBrowser(), { viewport, reducedMotion: "reduce" });
    await gotoHydrated(page, "/");
    await page.getByRole("region", { name: "Cookie notice" }).waitFor();
    const toggle = page.getByRole("button", { name: "Open menu" });
    if (await toggle.isVisible()) {
      await toggle.click();
      // The panel's code may still be on its way (it loads on idle): scan the open menu.
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
    }
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(summarise(violations)).toEqual([]);
  });
});

/**
 * The same scan with the system in dark mode (issue 23). One context and page per width,
 * reused from route to route (a navigation per route, no new context), so the dark
 * matrix costs little more than the scans themselves.
 */
describe.each(VIEWPORTS)("axe scan in the dark scheme at $name width", ({ viewport }) => {
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  const errors: string[] = [];
  beforeAll(async () => {
    context = await getBrowser().newContext({
      ...(viewport.width < 768 ? phoneContext(viewport) : { viewport }),
      colorScheme: "dark",
      reducedMotion: "reduce",
    });
    page = await context.newPage();
    page.on("console", (msg) => {
      if (msg.type() === "error" && !/status of 404/.test(msg.text())) errors.push(msg.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([...ROUTE_PATHS, "/page-that-does-not-exist"])("%s has no violations", async (path) => {
    if (!page) throw new Error("no page");
    errors.length = 0;
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
      true,
    );
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
    expect(summarise(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
