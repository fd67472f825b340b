import AxeBuilder from "@axe-core/playwright";
import { describe, expect, it } from "vitest";
import {
  GREEK_ROUTE_PATHS,
  ROUTE_PATHS,
  VIEWPORTS,
  gotoHydrated,
  openPage,
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
