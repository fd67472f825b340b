/**
 * Focus never disappears behind the cookie notice (WCAG 2.4.11): with the notice showing,
 * tab through every page and, at each stop, measure how much of the focused element's box
 * the notice's box covers. On a phone, on a desktop window and at 400% zoom. Escape
 * dismisses the notice for this view and stores nothing (SPEC §4).
 *
 * The header, the footer and the notice are the same on every page, and so are their
 * places on the screen when the keyboard reaches them (the top of the page, the end of
 * it): the first page is walked whole, from the top round to the top again, and every
 * other page through its own content, from the start of its main region to the end.
 * Two thirds of the stops were the same header and footer again (540 of 800 a window).
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  ROUTE_PATHS,
  gotoHydrated,
  openPage,
  phoneContext,
  useBrowser,
  usePagePerSuite,
} from "../support/browser.ts";

const getBrowser = useBrowser();
const MAX_STOPS = 150;

interface Stop {
  /** What has focus, for the failure message. */
  focused: string;
  /** Share of the focused element's box under the notice (0: none, 1: all of it). */
  covered: number;
  /** Whether the focus wrapped round to where it started. */
  wrapped: boolean;
  /** Whether the focused element is in the page's main region. */
  inMain: boolean;
}

async function focusStop(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const active = document.activeElement;
    const notice = document.querySelector<HTMLElement>(
      '[role="region"][aria-label="Cookie notice"]',
    );
    if (!active || active === document.body)
      return { focused: "body", covered: 0, wrapped: true, inMain: false };
    const inMain = active.closest("main") !== null;
    const label = `${active.tagName.toLowerCase()} "${(active.getAttribute("aria-label") ?? active.textContent).trim().slice(0, 40)}"`;
    if (!notice || notice.contains(active))
      return { focused: label, covered: 0, wrapped: false, inMain };
    const a = active.getBoundingClientRect();
    const n = notice.getBoundingClientRect();
    const w = Math.max(0, Math.min(a.right, n.right) - Math.max(a.left, n.left));
    const h = Math.max(0, Math.min(a.bottom, n.bottom) - Math.max(a.top, n.top));
    const area = a.width * a.height;
    return { focused: label, covered: area > 0 ? (w * h) / area : 0, wrapped: false, inMain };
  });
}

const windows: { name: string; options: BrowserContextOptions }[] = [
  { name: "a 390 px phone", options: phoneContext() },
  { name: "a desktop window", options: { viewport: DESKTOP } },
  {
    name: "400% zoom (320 × 200)",
    options: { viewport: { width: 320, height: 200 }, isMobile: false },
  },
];

describe.each(windows)(
  "tabbing through every page on $name with the cookie notice showing",
  ({ options }) => {
    // One page for the walk, as a visitor going from page to page; a test per page, so a
    // page that stalls costs its own time-out, not the whole walk's.
    const getPage = usePagePerSuite(getBrowser, {
      ...options,
      reducedMotion: "reduce",
      expectNotFound: false,
    });

    it.each(ROUTE_PATHS)(
      "%s never leaves the focused element (more than half) under the notice",
      async (path) => {
        const { page, errors } = getPage();
        const whole = path === ROUTE_PATHS[0];
        await gotoHydrated(page, path);
        const notice = page.getByRole("region", { name: "Cookie notice" });
        await notice.waitFor();
        // From the top of the page, or from the start of its own content.
        if (!whole) await page.locator("main").focus();
        const hidden: string[] = [];
        const counted = { all: 0, inMain: 0 };
        for (let i = 0; i < MAX_STOPS; i += 1) {
          await page.keyboard.press("Tab");
          const stop = await focusStop(page);
          if (stop.wrapped || (!whole && !stop.inMain)) break;
          counted.all += 1;
          if (stop.inMain) counted.inMain += 1;
          // A text field scrolls its caret into view, not always all of its box, so a
          // sliver under the notice is tolerated; more than half is not.
          if (stop.covered > 0.5)
            hidden.push(`${stop.focused} ${Math.round(stop.covered * 100)}% covered`);
        }
        expect(hidden).toEqual([]);
        // It really went through the page: the first from the header round past the
        // footer and the notice, every other through its own content.
        if (whole) expect(counted.all).toBeGreaterThan(30);
        expect(counted.inMain, "stops in its content").toBeGreaterThan(0);
        expect(errors).toEqual([]);
      },
    );
  },
);

describe("the cookie notice and the keyboard", () => {
  it("Escape dismisses it for this view, stores nothing, and it is back on the next visit", async () => {
    const { page, errors } = await openPage(getBrowser(), phoneContext());
    await gotoHydrated(page, "/about");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.waitFor();
    await notice.getByRole("button", { name: "Accept" }).focus();
    await page.keyboard.press("Escape");
    await notice.waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // Focus was in the notice: it goes to the page's content, not nowhere.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("main");
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollPaddingBottom),
    ).toBe("auto");
    await page.reload();
    await notice.waitFor();
    // Escape with the menu open closes the menu only.
    await page.getByRole("button", { name: "Open menu" }).tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
    expect(await notice.isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });
});
