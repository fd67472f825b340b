/**
 * The route-by-route accessibility scan, at one width per test file (a phone's in
 * tests/layout/a11y-phone.browser.test.ts, a desktop's in a11y-desktop…), so the two
 * halves run side by side on the two cores instead of one after the other.
 *
 * Every route, its Greek twin and both 404 pages: one h1, no console errors, and axe finds
 * nothing once the whole page has been scrolled (so lazy images and deferred sections are
 * real), in the light scheme and, for the English pages, again in the dark one (issue 23)
 * without reloading, with the rules colour decides (COLOUR_RULES). Under the production
 * headers, as every browser test: no CSP violation, and the pre-rendered style sheet stays
 * with none of its rules inserted again (tests/support/pageRecorders.ts). This is the one
 * route-by-route scan; page tests check their page's own content. One context per width,
 * reused from route to route, so the matrix costs little more than the scans themselves.
 */
import { describe, expect, it } from "vitest";
import { COLOUR_RULES, axeViolations } from "./axe.ts";
import { scrollThrough } from "./carousel.ts";
import { expectPolicyKept, installRecorders } from "./pageRecorders.ts";
import {
  GREEK_ROUTE_PATHS,
  ROUTE_PATHS,
  VIEWPORTS,
  animationsSettled,
  gotoHydrated,
  openPage,
  phoneContext,
  usePagePerSuite,
  useBrowser,
} from "./browser.ts";

const MISSING = "/page-that-does-not-exist";
const paths = [...ROUTE_PATHS, MISSING, ...GREEK_ROUTE_PATHS, `/el${MISSING}`];

export function scanEveryRoute(width: (typeof VIEWPORTS)[number]["name"]): void {
  const getBrowser = useBrowser();
  const entry = VIEWPORTS.find((v) => v.name === width);
  if (!entry) throw new Error(`No viewport named ${width}`);
  const { name, viewport } = entry;

  describe(`at ${name} width`, () => {
    const getPage = usePagePerSuite(
      getBrowser,
      {
        ...(viewport.width < 768 ? phoneContext(viewport) : { viewport }),
        reducedMotion: "reduce",
      },
      installRecorders,
    );

    it.each(paths)("%s: one h1, no console errors, no axe or CSP violations", async (path) => {
      const { page, errors } = getPage();
      await page.emulateMedia({ colorScheme: "light" });
      await gotoHydrated(page, path);
      expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      // Every lazy image and deferred section loads before the scan, as a reader sees them.
      await scrollThrough(page, 700, 30);
      expect(await axeViolations(page)).toEqual([]);
      if (!path.startsWith("/el")) {
        await page.emulateMedia({ colorScheme: "dark" });
        expect(await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches)).toBe(
          true,
        );
        // Under reduced motion nothing eases into the new scheme; the scan still waits for a
        // settled page, so it stays right if the page ever animates the change.
        await animationsSettled(page);
        // The same page in other colours: the colour rules are the ones that can differ.
        expect(await axeViolations(page, COLOUR_RULES), "dark scheme").toEqual([]);
      }
      await expectPolicyKept(page);
      expect(errors).toEqual([]);
    });

    it("the scan itself finds what it is there to find: a planted image without alt text", async () => {
      const { page } = getPage();
      await gotoHydrated(page, "/about");
      await page.evaluate(() =>
        document.querySelector("main")?.insertAdjacentHTML("beforeend", '<img src="/favicon.svg">'),
      );
      expect(await axeViolations(page)).toEqual([expect.stringMatching(/^image-alt: .*img/)]);
    });

    it("the dark scheme's colour scan finds text that the dark scheme leaves unreadable", async () => {
      const { page } = getPage();
      await gotoHydrated(page, "/about");
      await page.emulateMedia({ colorScheme: "dark" });
      // Text in the light scheme's ink on the dark scheme's page.
      await page.evaluate(() =>
        document
          .querySelector("main")
          ?.insertAdjacentHTML(
            "beforeend",
            '<p style="color: #1f2937" id="planted">Readable only in the light scheme</p>',
          ),
      );
      expect(await axeViolations(page, COLOUR_RULES)).toEqual([
        expect.stringMatching(/^color-contrast: .*#planted/),
      ]);
      await page.emulateMedia({ colorScheme: "light" });
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
      expect(await axeViolations(page)).toEqual([]);
    });
  });
}
