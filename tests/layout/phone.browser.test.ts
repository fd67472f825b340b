/**
 * Real phones (Playwright's isMobile + hasTouch, device scale 3), where a page wider than
 * the screen widens the layout viewport instead of scrolling a desktop window: every route
 * and the 404 page fit every common phone width, the menu toggle is on screen and the open
 * menu's links too. The menu works from the first paint (a tap before the app's script
 * runs) and with JavaScript off, and while it is open the page behind it is inert.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { NAV_COMPACT } from "../../src/layout/navigation.ts";
import {
  GREEK_ROUTE_PATHS,
  PHONES,
  ROUTE_PATHS,
  gotoHydrated,
  openPage,
  phoneContext,
  url,
  useBrowser,
  usePagePerSuite,
  waitForBands,
} from "../support/browser.ts";

const getBrowser = useBrowser();
/** Whether the mobile menu's glow (its ::before, src/layout/mobileMenuStyles.ts) is drawn. */
const glowShown = (panel: Element) => getComputedStyle(panel, "::before").display !== "none";
const NOT_FOUND = "/page-that-does-not-exist";
/** The menu's names on a Greek page (content/ui/layout.el.yml). */
const greekLayout = loadContent({}, "el").ui.layout;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The box lies entirely inside the screen (1 px of rounding allowed). */
function onScreen(box: Box | null, screen: { width: number; height: number }): boolean {
  if (!box) return false;
  return (
    box.x >= -1 &&
    box.y >= -1 &&
    box.x + box.width <= screen.width + 1 &&
    box.y + box.height <= screen.height + 1
  );
}

/** Elements a screen reader or the keyboard reaches outside the menu (none while open). */
function reachableOutsideMenu(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const menu = document.getElementById("mobile-menu");
    const selector = "a[href], button, input, textarea, h1, h2, h3, main, header, footer, nav";
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !menu?.contains(el) && !el.closest("[inert]"))
      .map((el) => `${el.tagName.toLowerCase()} ${el.textContent.trim().slice(0, 30)}`);
  });
}

/** The phones, widest first: a page is loaded once and narrowed from one to the next. */
const WIDEST_FIRST = [...PHONES].sort((a, b) => b.width - a.width);
const WIDEST = PHONES.reduce((a, b) => (b.width > a.width ? b : a));

/**
 * Each page fits every phone; its menu toggle and the open menu's links are on the screen.
 * A page is loaded once, at the widest phone, and narrowed to each width in turn (the
 * emulated phone's screen changes, as when a phone turns or a window is narrowed): 98 page
 * loads became 28, and a Greek page is now tried at every width, not two. A page's first
 * load at the narrowest phone is checked too, for the same overflow with the text spacing
 * of WCAG 1.4.12 on top (tests/layout/reflow.browser.test.ts).
 *
 * The open menu covers the screen and holds the same links on every page of a language:
 * it is opened at every width on the first page of the list, and on every other page its
 * toggle is checked (130 openings of the same menu became 10).
 */
async function checkPage(page: Page, path: string, first: boolean) {
  const inGreek = path.startsWith("/el");
  await page.setViewportSize(WIDEST);
  await gotoHydrated(page, path);
  await waitForBands(page);
  for (const screen of WIDEST_FIRST) {
    await page.setViewportSize(screen);
    await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(screen.width);
    await checkScreen(page, path, inGreek, screen, first);
  }
}

/** The page fits the screen; its menu toggle (and, with `openMenu`, the menu's links) are on it. */
async function checkScreen(
  page: Page,
  path: string,
  inGreek: boolean,
  screen: { width: number; height: number },
  openMenu: boolean,
) {
  const fit = await page.evaluate(() => ({
    innerWidth: window.innerWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect({ path, ...fit }).toEqual({
    path,
    innerWidth: screen.width,
    scrollWidth: screen.width,
  });
  if (path.endsWith(NOT_FOUND)) return; // a standalone page: no header, no menu

  const at = `${path} at ${screen.width} px`;
  const toggle = page.getByRole("button", {
    name: inGreek ? greekLayout.header.openMenu : "Open menu",
  });
  expect(onScreen(await toggle.boundingBox(), screen), `${at}: toggle`).toBe(true);
  if (!openMenu) return;
  await toggle.tap();
  const menu = page.getByRole("dialog", {
    name: inGreek ? greekLayout.mobileMenu.label : "Menu",
  });
  await menu.waitFor();
  const links = menu.getByRole("link");
  expect(await links.count()).toBe(8); // the logo, five pages, Contact Us, the other language
  for (const box of await links.evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  )) {
    expect(onScreen(box, screen), `${at}: menu link at ${JSON.stringify(box)}`).toBe(true);
  }
  await page.keyboard.press("Escape");
  await menu.waitFor({ state: "hidden" });
}

describe.each([
  { pages: "every route and the 404 page", paths: [...ROUTE_PATHS, NOT_FOUND] },
  {
    pages: "every Greek page (Greek words are longer)",
    paths: [...GREEK_ROUTE_PATHS, `/el${NOT_FOUND}`],
  },
])(
  `phones ${WIDEST_FIRST.map((screen) => screen.width).join(", ")} px wide: $pages`,
  ({ paths }) => {
    // One page for the list, narrowed and widened again; a test per page of the list, so a
    // page that stalls costs its own time-out, not the list's.
    const getPage = usePagePerSuite(getBrowser, {
      ...phoneContext(WIDEST),
      reducedMotion: "reduce",
    });

    it.each(paths)(
      "%s fits every width, its menu toggle on the screen (and the open menu's links, on the first page)",
      async (path) => {
        const { page, errors } = getPage();
        await checkPage(page, path, path === paths[0]);
        expect(errors).toEqual([]);
      },
    );
  },
);

describe("the mobile menu before and without JavaScript", () => {
  it("with JavaScript off it opens, takes focus, closes, and its links work", async () => {
    const { page, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      javaScriptEnabled: false,
    });
    await page.goto(url("/about"));
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    expect(await menu.isVisible()).toBe(false);

    await toggle.tap();
    await menu.waitFor();
    expect(
      await menu
        .getByRole("link", { name: "About Us" })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    // Nothing will add the glow later: it is there from the start.
    expect(await menu.evaluate(glowShown)).toBe(true);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    await toggle.tap();
    await menu.getByRole("button", { name: "Close menu" }).tap();
    await menu.waitFor({ state: "hidden" });

    await toggle.tap();
    await menu.getByRole("link", { name: "Projects" }).tap();
    await page.waitForURL(url("/projects"));
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
    expect(await menu.isVisible()).toBe(false);
    expect(errors).toEqual([]);
  });

  it("a tap before the app's script has run opens it; hydration then makes it modal", async () => {
    const { page, errors } = await openPage(getBrowser(), phoneContext());
    // Hold every script until the tap has happened, as on a slow phone.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/assets/*.js", async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(url("/services"), { waitUntil: "domcontentloaded" });
    const toggle = page.getByRole("button", { name: "Open menu" });
    const menu = page.getByRole("dialog", { name: "Menu" });
    await toggle.tap();
    await menu.waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await menu.isVisible()).toBe(true);
    // The page behind is made inert once the open menu has painted.
    await expect.poll(() => reachableOutsideMenu(page)).toEqual([]);

    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect.poll(async () => (await reachableOutsideMenu(page)).length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });

  it("is laid out once while the page is idle, out of sight, on a phone only", async () => {
    // Records every change of the panel's style attribute from the start of the page (the
    // value each change replaced), in the page's `panelStyles`.
    type Watched = { panelStyles: (string | null)[] };
    const watchPanel = () => {
      const seen: (string | null)[] = [];
      (window as unknown as Watched).panelStyles = seen;
      new MutationObserver((records) => {
        for (const record of records)
          if ((record.target as Element).id === "mobile-menu") seen.push(record.oldValue);
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeFilter: ["style"],
        attributeOldValue: true,
      });
    };
    const idle = () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve())),
      );
    const panelState = () => {
      const panel = document.getElementById("mobile-menu");
      if (!panel) throw new Error("no #mobile-menu on the page");
      return {
        styles: (window as unknown as Watched).panelStyles,
        style: panel.getAttribute("style"),
        open: panel.matches(":popover-open"),
        display: getComputedStyle(panel).display,
        focus: document.activeElement?.tagName,
      };
    };
    for (const phone of [true, false]) {
      const { page, errors } = await openPage(getBrowser(), {
        ...(phone ? phoneContext() : { viewport: { width: 1366, height: 900 } }),
        consented: true,
      });
      await page.addInitScript(watchPanel);
      await gotoHydrated(page, "/about");
      // The menu's own chunk is in once it has taken over the toggle's aria-expanded.
      await expect
        .poll(() => page.locator("button[aria-controls=mobile-menu]").getAttribute("aria-expanded"))
        .toBe("false");
      if (phone)
        await page.waitForFunction(
          () => (window as unknown as Watched).panelStyles.length >= 2,
          undefined,
          { timeout: 10_000 },
        );
      await page.evaluate(idle);
      const state = await page.evaluate(panelState);
      // On a phone: hidden, shown, and put back as it was (no style attribute); on a wide
      // screen, untouched. Either way closed, and focus where it was.
      if (phone) {
        expect(state.styles[0]).toBeNull();
        expect(state.styles.slice(1).every((value) => value?.includes("visibility: hidden"))).toBe(
          true,
        );
      } else expect(state.styles).toEqual([]);
      expect(state).toMatchObject({ style: null, open: false, display: "none", focus: "BODY" });
      expect(errors).toEqual([]);
    }
  });

  it("opens as a plain panel, and its glow comes in after that first frame", async () => {
    const { page, errors } = await openPage(getBrowser(), { ...phoneContext(), consented: true });
    await gotoHydrated(page, "/services");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false"); // enhanced
    const menu = page.getByRole("dialog", { name: "Menu" });
    // The glow as the tap's task leaves it, and as the frame that answers it is drawn.
    const opening = await toggle.evaluate((button: HTMLElement) => {
      const panel = document.getElementById("mobile-menu");
      if (!panel) throw new Error("no #mobile-menu on the page");
      const shown = () => getComputedStyle(panel, "::before").display !== "none";
      button.click();
      const inTask = shown();
      return new Promise<{ open: boolean; inTask: boolean; inFrame: boolean }>((resolve) =>
        requestAnimationFrame(() =>
          resolve({ open: panel.matches(":popover-open"), inTask, inFrame: shown() }),
        ),
      );
    });
    expect(opening).toEqual({ open: true, inTask: false, inFrame: false });
    await expect.poll(() => menu.evaluate(glowShown)).toBe(true);
    // Closed, it is plain again for the next opening.
    await page.getByRole("button", { name: "Close menu" }).tap();
    await menu.waitFor({ state: "hidden" });
    // (By id: a closed dialog is not in the accessibility tree, so not found by role.)
    expect(await page.locator("#mobile-menu").evaluate(glowShown)).toBe(false);
    expect(errors).toEqual([]);
  });

  it("while open after hydration, nothing behind it is reachable; closing gives the page back", async () => {
    // Consent given: no cookie notice arriving in the middle of the count.
    const { page, errors } = await openPage(getBrowser(), { ...phoneContext(), consented: true });
    await gotoHydrated(page, "/contact");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false"); // enhanced
    const before = (await reachableOutsideMenu(page)).length;
    expect(before).toBeGreaterThan(20);
    await toggle.tap();
    await page.getByRole("dialog", { name: "Menu" }).waitFor();
    await expect.poll(() => reachableOutsideMenu(page)).toEqual([]);
    // The page behind does not scroll under the menu.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "hidden",
    );
    await page.getByRole("button", { name: "Close menu" }).tap();
    await expect.poll(async () => (await reachableOutsideMenu(page)).length).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "visible",
    );
    // Open, then the window widens past the phone layout. At 800 px the header's links
    // still do not fit (html[data-nav-compact]): the header keeps its toggle and the menu
    // stays open, shown and modal. Wider, the links fit and the panel is hidden: the menu
    // closes rather than leave an invisible menu holding the page inert. No crossing of the
    // md media query tells of that second step: only the header's own check does.
    await toggle.tap();
    await expect.poll(() => reachableOutsideMenu(page)).toEqual([]);
    const menu = page.getByRole("dialog", { name: "Menu" });
    await page.setViewportSize({ width: 800, height: 768 });
    await expect
      .poll(() => page.evaluate((attr) => document.documentElement.hasAttribute(attr), NAV_COMPACT))
      .toBe(true);
    expect(await menu.isVisible()).toBe(true);
    expect(await reachableOutsideMenu(page)).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 768 });
    await menu.waitFor({ state: "hidden" });
    await expect
      .poll(() => page.evaluate(() => document.querySelector("[inert]") === null))
      .toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      "visible",
    );
    expect((await reachableOutsideMenu(page)).length).toBeGreaterThan(20);
    expect(errors).toEqual([]);
  });
});
