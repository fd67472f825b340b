/**
 * Reflow and text spacing (WCAG 1.4.10, 1.4.12, 1.4.4): with the text-spacing values of
 * 1.4.12 on a 320 px phone, and with text at 200% on a 1280 px window, no page scrolls
 * sideways and no text is clipped: each text block's box lies inside the page and inside
 * every ancestor that hides its overflow, and no block hides part of its own text
 * (scrollWidth against clientWidth). At 400% zoom (a 320 × 200 CSS px window) the cookie
 * notice fits.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  GREEK_ROUTE_PATHS,
  ROUTE_PATHS,
  gotoHydrated,
  openPage,
  phoneContext,
  useBrowser,
  usePagePerSuite,
  waitForBands,
} from "../support/browser.ts";
import { NAV_COMPACT, SITE_NAV_ID } from "../../src/layout/navigation.ts";

const getBrowser = useBrowser();
const NOT_FOUND = "/page-that-does-not-exist";
// Greek words are longer: the Greek pages too.
const PAGES = [...ROUTE_PATHS, NOT_FOUND, ...GREEK_ROUTE_PATHS, `/el${NOT_FOUND}`];

/** WCAG 1.4.12's values, applied over the site's own styles as a visitor's style sheet would. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;
/** Text at 200% (the browser's text size setting scales the root font size). */
const TEXT_200 = "html { font-size: 200% !important; }";

interface Overflow {
  page: { innerWidth: number; scrollWidth: number; clientWidth: number };
  clipped: string[];
}

/** How the page and its text blocks fit, measured in the page. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clipped: string[] = [];
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()} "${el.textContent.trim().slice(0, 40)}"`;
    const skip = '.visually-hidden, [inert], [aria-hidden="true"], [popover]:not(:popover-open)';
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      // A text block: an element holding text of its own.
      const ownText = [...el.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? "").trim() !== "",
      );
      if (!ownText || el.closest(skip)) continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      const style = getComputedStyle(el);
      // Hidden text is not clipped text (the header's links, laid out but hidden while
      // the menu toggle stands in for them: html[data-nav-compact]).
      if (style.visibility === "hidden") continue;
      if (style.overflowX !== "visible" && el.scrollWidth > el.clientWidth + 1) {
        clipped.push(
          `${describe(el)} hides part of its text (${el.scrollWidth} > ${el.clientWidth})`,
        );
      }
      let scrolls = false;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const overflow = getComputedStyle(up).overflowX;
        if (overflow === "visible") continue;
        if (overflow === "auto" || overflow === "scroll") {
          scrolls = true; // the visitor can scroll to it
          break;
        }
        const outer = up.getBoundingClientRect();
        if (box.left < outer.left - 1 || box.right > outer.right + 1) {
          clipped.push(`${describe(el)} is cut off by ${describe(up).slice(0, 20)}`);
          break;
        }
      }
      if (
        !scrolls &&
        style.position !== "fixed" &&
        (box.left < -1 || box.right > root.clientWidth + 1)
      ) {
        clipped.push(
          `${describe(el)} runs off the page (${Math.round(box.left)}–${Math.round(box.right)})`,
        );
      }
    }
    return {
      page: {
        innerWidth: window.innerWidth,
        scrollWidth: root.scrollWidth,
        clientWidth: root.clientWidth,
      },
      clipped,
    };
  });
}

async function styled(page: Page, path: string, css: string): Promise<Overflow> {
  await gotoHydrated(page, path);
  await waitForBands(page);
  // Whether the header's links fit or give way to the menu toggle is decided by the menu's
  // own chunk (src/layout/MobileMenu.tsx, which also sets the toggle's aria-expanded): the
  // header with its scheme control needs it at 200% text on a 1280 px window.
  await page.waitForFunction(() => {
    const toggle = document.querySelector("[popovertarget]");
    return !toggle || toggle.hasAttribute("aria-expanded");
  });
  await page.addStyleTag({ content: css });
  // Larger text can bring in more glyphs (a Greek page's subset file): measure once every
  // font the text needs has arrived, and the header has answered the new widths (its
  // ResizeObserver sets or clears the compact state, which lays the bar out again).
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A frame, or a tenth of a second where the page draws none (seen on a busy machine).
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    await frame();
    await frame();
  });
  // The header's links either fit the bar or have given way to the menu toggle: in the
  // compact state they are hidden and drawn at no size, which the browser may show a frame
  // after the state is set (its transform and visibility change, not at once).
  await page.waitForFunction(
    ({ navId, compact }) => {
      const nav = document.getElementById(navId);
      if (!nav) return true;
      const box = nav.getBoundingClientRect();
      const hidden = getComputedStyle(nav).visibility === "hidden" && box.width === 0;
      return document.documentElement.hasAttribute(compact) ? hidden : box.right <= innerWidth;
    },
    { navId: SITE_NAV_ID, compact: NAV_COMPACT },
    { timeout: 15_000 },
  );
  return measure(page);
}

// Each width walks the pages on one page of its own, a test per page, so a page that
// stalls costs its own time-out, not the walk's.
describe("reflow: text spacing on a 320 px phone", () => {
  const getPage = usePagePerSuite(getBrowser, {
    ...phoneContext({ width: 320, height: 568 }),
    reducedMotion: "reduce",
    consented: true,
  });

  it.each(PAGES)("%s: no sideways scroll, no clipped text", async (path) => {
    const { page, errors } = getPage();
    const { page: fit, clipped } = await styled(page, path, TEXT_SPACING);
    expect({ ...fit, clipped }).toEqual({
      innerWidth: 320,
      scrollWidth: 320,
      clientWidth: 320,
      clipped: [],
    });
    expect(errors).toEqual([]);
  });
});

describe("reflow: text at 200% on a 1280 px window", () => {
  const getPage = usePagePerSuite(getBrowser, {
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
    consented: true,
  });

  it.each(PAGES)("%s: no sideways scroll, no clipped text", async (path) => {
    const { page, errors } = getPage();
    const { page: fit, clipped } = await styled(page, path, TEXT_200);
    expect({ scrollWidth: fit.scrollWidth, clipped }).toEqual({
      scrollWidth: fit.clientWidth,
      clipped: [],
    });
    expect(errors).toEqual([]);
  });
});

describe("reflow", () => {
  it("at 400% zoom (320 × 200) the cookie notice fits: its first line and its buttons can be seen", async () => {
    const { page, errors } = await openPage(getBrowser(), {
      viewport: { width: 320, height: 200 },
      deviceScaleFactor: 4,
      isMobile: false,
      reducedMotion: "reduce",
    });
    await gotoHydrated(page, "/");
    const notice = page.getByRole("region", { name: "Cookie notice" });
    await notice.waitFor();
    // It is the last thing on the page: at the end of the page all of it shows, below
    // the fixed header.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const header = await page.getByRole("banner").boundingBox();
    const box = await notice.boundingBox();
    expect(box).not.toBeNull();
    if (!box || !header) return;
    expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height).toBeLessThanOrEqual(200);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320);
    for (const name of [/^Learn More/, /^Accept$/, /^Dismiss cookie notice$/]) {
      const control = notice.getByRole(name.source.startsWith("^Learn") ? "link" : "button", {
        name,
      });
      expect(await control.isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});
