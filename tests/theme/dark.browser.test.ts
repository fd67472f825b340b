/**
 * Dark mode from the theme (issue 23), driven the way a visitor meets it: the system's
 * scheme emulated by Playwright (`colorScheme`), the header's scheme control clicked,
 * tapped and reached by keyboard, pages reloaded and navigated client-side. "Dark from
 * the first frame" is read at DOMContentLoaded, before any of the app's JavaScript has
 * run (an init script records the page's background then), with JavaScript on and off.
 */
import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { schemes } from "../../theme/schemes.ts";
import {
  DESKTOP,
  MOBILE,
  ROUTE_PATHS,
  devBaseUrl,
  gotoHydrated,
  openPage,
  url,
  useBrowser,
  usePagePerSuite,
  waitForHydration,
} from "../support/browser.ts";

const getBrowser = useBrowser();

/** `#RRGGBB` as the browser's computed `rgb(r, g, b)`. */
const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(", ")})`;
const LIGHT_BG = rgb(schemes.light.colors.bg);
const DARK_BG = rgb(schemes.dark.colors.bg);
const SWITCH_NAME = /^Change colour scheme, current: (System|Light|Dark)$/;

interface FirstFrame {
  background: string;
  theme: string | null;
  hydrated: boolean;
}

/**
 * Records, at DOMContentLoaded, the body's background, <html data-theme> and whether
 * the app had hydrated (it never has by then: it starts after the first paint).
 */
async function recordFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener("DOMContentLoaded", () => {
      const html = document.documentElement;
      Object.assign(window, {
        __firstFrame: {
          background: getComputedStyle(document.body).backgroundColor,
          theme: html.getAttribute("data-theme"),
          hydrated: html.dataset.hydrated === "true",
        },
      });
    });
  });
}

const firstFrame = (page: Page) =>
  page.evaluate(() => (window as unknown as { __firstFrame: FirstFrame }).__firstFrame);

/**
 * Scrolls through the page and lists large boxes painted in a light colour. Each step
 * waits for a frame, or a tenth of a second at most: two clean runs timed out on every
 * route here, at a step they did not name, and a page that draws no frame (seen once in a
 * clean run's axe scan) would hang just so on a wait for one.
 */
async function lightBoxesAfterScrolling(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const step = Math.round(innerHeight * 0.8);
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      scrollTo(0, y);
      await new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 100);
      });
    }
    const light: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = el.getBoundingClientRect();
      if (box.width < 200 || box.height < 100) continue;
      const m = /rgba?\((\d+), (\d+), (\d+)(?:, ([\d.]+))?\)/.exec(
        getComputedStyle(el).backgroundColor,
      );
      if (!m || Number(m[4] ?? 1) < 0.5) continue;
      const [r, g, b] = [m[1], m[2], m[3]].map(Number) as [number, number, number];
      if ((r + g + b) / 3 > 160) light.push(`${el.tagName.toLowerCase()}.${el.className}`);
    }
    return light;
  });
}

/** The scheme control that is visible now (header on a desktop, menu on a phone). */
const schemeSwitch = (page: Page) =>
  page.getByRole("button", { name: SWITCH_NAME }).filter({ visible: true });

/** The choice a control shows (the names of the others are display:none). */
const shown = (control: Locator) =>
  control.locator("[data-choice]").filter({ visible: true }).innerText();

const pageBackground = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe("the system's dark scheme, every route", () => {
  const routes = [...ROUTE_PATHS, "/page-that-does-not-exist"];
  const options = (javaScriptEnabled: boolean): BrowserContextOptions => ({
    viewport: DESKTOP,
    colorScheme: "dark",
    javaScriptEnabled,
  });

  // A test per route, on one page (a navigation each): on a busy machine the 12 routes in
  // one test went past its time-out (30 s; 5 s alone on a quiet one).
  describe("with JavaScript", () => {
    const getPage = usePagePerSuite(getBrowser, options(true));
    beforeAll(async () => {
      const { page } = getPage();
      // A step that hangs fails on its own, named, within the test's time (30 s).
      page.setDefaultTimeout(10_000);
      await recordFirstFrame(page);
    });

    it.each(routes)(
      "%s is dark from the first frame, before hydration, and still after scrolling through",
      async (path) => {
        const { page, errors } = getPage();
        await page.goto(url(path), { waitUntil: "domcontentloaded" });
        expect(await firstFrame(page)).toEqual({
          background: DARK_BG,
          theme: "system",
          hydrated: false,
        });
        await waitForHydration(page);
        expect(await lightBoxesAfterScrolling(page)).toEqual([]);
        expect(await pageBackground(page)).toBe(DARK_BG);
        expect(errors).toEqual([]);
      },
    );
  });

  it("is dark from the first frame with JavaScript off too, and hides the control it needs", async () => {
    const { page } = await openPage(getBrowser(), { ...options(false), expectNotFound: true });
    for (const path of routes) {
      await page.goto(url(path), { waitUntil: "domcontentloaded" });
      expect(await pageBackground(page), path).toBe(DARK_BG);
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-theme"))).toBe(
        false,
      );
      await expect.poll(() => page.locator("[data-scheme-switch]").first().isVisible()).toBe(false);
    }
  });

  it("gives the browser's own UI the scheme: color-scheme on :root, theme-color for both", async () => {
    const { page } = await openPage(getBrowser(), options(true));
    await page.goto(url("/contact"), { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      "dark",
    );
    const themeColors = await page
      .locator('meta[name="theme-color"]')
      .evaluateAll((metas) => metas.map((m) => m.getAttribute("media")));
    expect(themeColors).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
  });
});

describe("a visitor's choice", () => {
  it("Dark chosen while the system is light survives a reload and a client-side navigation, with no light frame; System follows the system again", async () => {
    const { page, errors } = await openPage(getBrowser(), {
      viewport: DESKTOP,
      colorScheme: "light",
    });
    await recordFirstFrame(page);
    await gotoHydrated(page, "/");
    const control = schemeSwitch(page);
    await expect.poll(() => shown(control)).toBe("System");
    expect(await pageBackground(page)).toBe(LIGHT_BG);

    await control.click(); // Light
    await expect.poll(() => shown(control)).toBe("Light");
    await control.click(); // Dark
    await expect.poll(() => shown(control)).toBe("Dark");
    expect(
      await page.getByRole("button", { name: "Change colour scheme, current: Dark" }).count(),
    ).toBeGreaterThan(0);
    expect(await pageBackground(page)).toBe(DARK_BG);
    expect(await page.evaluate(() => localStorage.getItem("scheme"))).toBe("dark");

    // A reload: dark at DOMContentLoaded, before the app's JavaScript.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await firstFrame(page)).toEqual({ background: DARK_BG, theme: "dark", hydrated: false });
    await waitForHydration(page);

    // A client-side navigation: every frame painted meanwhile is dark.
    await page.evaluate(() => {
      const frames: string[] = [];
      Object.assign(window, { __frames: frames });
      const sample = () => {
        frames.push(getComputedStyle(document.body).backgroundColor);
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "About Us" })
      .click();
    await page.waitForURL(/\/about$/);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).count()).toBe(1);
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: string[] }).__frames,
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(new Set(frames)).toEqual(new Set([DARK_BG]));
    await expect.poll(() => shown(schemeSwitch(page))).toBe("Dark");

    // System again: the system's light, and its dark when the system changes.
    await schemeSwitch(page).click();
    await expect.poll(() => shown(schemeSwitch(page))).toBe("System");
    expect(await pageBackground(page)).toBe(LIGHT_BG);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => pageBackground(page)).toBe(DARK_BG);
    expect(errors).toEqual([]);
  });

  it("Light chosen while the system is dark stays light from the first frame", async () => {
    const { page } = await openPage(getBrowser(), { viewport: DESKTOP, colorScheme: "dark" });
    await page.addInitScript(() => localStorage.setItem("scheme", "light"));
    await recordFirstFrame(page);
    await page.goto(url("/projects"), { waitUntil: "domcontentloaded" });
    expect(await firstFrame(page)).toEqual({
      background: LIGHT_BG,
      theme: "light",
      hydrated: false,
    });
  });
});

describe("the scheme control", () => {
  it("is reached by keyboard, named for what it does, shows the choice and changes it with Enter", async () => {
    const { page } = await openPage(getBrowser(), { viewport: DESKTOP });
    await gotoHydrated(page, "/services");
    for (let i = 0; i < 30; i += 1) {
      await page.keyboard.press("Tab");
      const onSwitch = await page.evaluate(
        () => document.activeElement?.hasAttribute("data-scheme-switch") ?? false,
      );
      if (onSwitch) break;
    }
    const control = page.getByRole("button", { name: "Change colour scheme, current: System" });
    await expect.poll(() => control.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await expect
      .poll(() =>
        page.getByRole("button", { name: "Change colour scheme, current: Light" }).count(),
      )
      .toBeGreaterThan(0);
  });

  it("is in the mobile menu on a phone, and a tap changes the scheme", async () => {
    const { page } = await openPage(getBrowser(), { viewport: MOBILE });
    await gotoHydrated(page, "/");
    await expect.poll(() => schemeSwitch(page).count()).toBe(0);
    await page.getByRole("button", { name: "Open menu" }).tap();
    const menu = page.getByRole("dialog", { name: "Menu" });
    await menu.waitFor();
    const control = menu.getByRole("button", { name: SWITCH_NAME });
    await control.scrollIntoViewIfNeeded();
    await control.tap();
    await expect.poll(() => shown(control)).toBe("Light");
    await control.tap();
    await expect.poll(() => shown(control)).toBe("Dark");
    expect(await pageBackground(page)).toBe(DARK_BG);
  });

  it("hydrates with no warning with a stored choice (the server renders the neutral control)", async () => {
    const { page, errors, warnings } = await openPage(getBrowser(), { viewport: DESKTOP });
    await page.addInitScript(() => localStorage.setItem("scheme", "dark"));
    await gotoHydrated(page, "/", devBaseUrl());
    await page.waitForLoadState("networkidle");
    await expect.poll(() => shown(schemeSwitch(page))).toBe("Dark");
    expect(errors).toEqual([]);
    expect(warnings).toEqual([]);
  });
});
