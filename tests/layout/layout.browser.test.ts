import { describe, expect, it } from "vitest";
import { site } from "../../src/content/site.ts";
import { tagline } from "../../src/content/layoutEnd.ts";
import {
  DESKTOP,
  MOBILE,
  elementHydrated,
  gotoHydrated,
  networkQuiet,
  openPage,
  url,
  useBrowser,
} from "../support/browser.ts";

const getBrowser = useBrowser();

async function withPage<T>(
  options: Parameters<typeof openPage>[1],
  fn: (tracked: Awaited<ReturnType<typeof openPage>>) => Promise<T>,
): Promise<T> {
  const tracked = await openPage(getBrowser(), options);
  const result = await fn(tracked);
  expect(tracked.errors).toEqual([]);
  return result;
}

describe("header", () => {
  it("links the logo home, the four pages, the Contact Us button and the Greek page (desktop)", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page }) => {
      await gotoHydrated(page, "/services");
      const header = page.getByRole("banner");
      expect(
        await header.getByRole("link", { name: `${site.brandName} home` }).getAttribute("href"),
      ).toBe("/");
      const nav = header.getByRole("navigation", { name: "Main" });
      const links = await nav
        .getByRole("link")
        .evaluateAll((els) => els.map((el) => [el.textContent.trim(), el.getAttribute("href")]));
      expect(links).toEqual([
        ["About Us", "/about"],
        ["Services", "/services"],
        ["Projects", "/projects"],
        ["Products", "/products"],
        ["Insights", "/insights"],
        ["Contact Us", "/contact"],
        // The same page in Greek (a plain link: the Greek pages are the other edition).
        ["Ελληνικά", "/el/services"],
      ]);
      expect(await header.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
      // Each link navigates on the client.
      for (const [label, path] of (links as [string, string][]).slice(0, -1)) {
        await nav.getByRole("link", { name: label, exact: true }).click();
        await page.waitForURL(url(path));
        expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1);
      }
      await header.getByRole("link", { name: `${site.brandName} home` }).click();
      await page.waitForURL(url("/"));
    });
  });
});

describe("mobile menu", () => {
  it("opens full-screen, keeps focus inside, closes on choosing a link", async () => {
    await withPage({ viewport: MOBILE }, async ({ page }) => {
      await gotoHydrated(page, "/");
      expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);
      const toggle = page.getByRole("button", { name: "Open menu" });
      // The menu's enhancing code arrives in its own chunk, just after hydration.
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      const dialog = page.getByRole("dialog", { name: "Menu" });
      await dialog.waitFor();
      expect(await toggle.getAttribute("aria-expanded")).toBe("true");
      await dialog.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
      const box = await dialog.boundingBox();
      expect(box).toMatchObject({ x: 0, y: 0, width: MOBILE.width, height: MOBILE.height });
      const labels = await dialog.getByRole("navigation").getByRole("link").allTextContents();
      expect(labels.map((l) => l.trim())).toEqual([
        "About Us",
        "Services",
        "Projects",
        "Products",
        "Insights",
        "Contact Us",
      ]);

      // Tab cycles inside the dialog.
      for (let i = 0; i < 10; i += 1) {
        await page.keyboard.press("Tab");
        expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await dialog.getByRole("link", { name: "Projects" }).click();
      await page.waitForURL(url("/projects"));
      expect(await dialog.count()).toBe(0);
      expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    });
  });

  it("closes on Escape and returns focus to the toggle", async () => {
    await withPage({ viewport: MOBILE }, async ({ page }) => {
      await gotoHydrated(page, "/about");
      const toggle = page.getByRole("button", { name: "Open menu" });
      await expect.poll(() => toggle.getAttribute("aria-expanded")).toBe("false");
      await toggle.click();
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await page.keyboard.press("Escape");
      expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(page.url()).toBe(url("/about"));
      // Close button works too.
      await toggle.click();
      await page.getByRole("button", { name: "Close menu" }).click();
      expect(await page.getByRole("dialog", { name: "Menu" }).count()).toBe(0);
    });
  });
});

describe("footer", () => {
  it("has the tagline, the three columns, the e-mail, social links, the year and legal links", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page }) => {
      await gotoHydrated(page, "/");
      const footer = page.getByRole("contentinfo");
      expect(await footer.getByText(tagline).isVisible()).toBe(true);
      const column = async (name: string) =>
        footer
          .getByRole("navigation", { name })
          .getByRole("link")
          .evaluateAll((els) => els.map((el) => [el.textContent.trim(), el.getAttribute("href")]));
      expect(await column("Sitemap")).toEqual([
        ["Services", "/services"],
        ["Projects", "/projects"],
        ["Products", "/products"],
      ]);
      expect(await column("Resources")).toEqual([
        ["About Us", "/about"],
        ["Insights", "/insights"],
        ["Contact", "/contact"],
      ]);
      const connect = footer.getByRole("navigation", { name: "Connect" });
      expect(
        await connect.getByRole("link", { name: site.supportEmail }).getAttribute("href"),
      ).toBe(`mailto:${site.supportEmail}`);
      // Twitter is X now: the link goes to the configured Twitter/X profile, and its name
      // says what its icon shows.
      for (const [name, href] of [
        ["Facebook", site.social.facebook],
        ["X (Twitter)", site.social.twitter],
        ["LinkedIn", site.social.linkedin],
      ] as const) {
        const link = connect.getByRole("link", {
          name: `${name} (opens in a new tab)`,
          exact: true,
        });
        expect(await link.getAttribute("href")).toBe(href);
        expect(await link.getAttribute("target")).toBe("_blank");
        expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      }
      const year = new Date().getFullYear();
      expect(await footer.getByText(`© ${year}`).textContent()).toMatch(
        new RegExp(`© ${year} .+ All rights reserved\\.`),
      );
      expect(await column("Legal")).toEqual([
        ["Terms and Conditions", "/terms"],
        ["Privacy Policy", "/privacy"],
      ]);
      await footer.getByRole("link", { name: "Privacy Policy" }).click();
      await page.waitForURL(url("/privacy"));
    });
  });
});

describe("promo banner", () => {
  it("shows the offer and links to the booking page (new tab) and the MVP offer", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page }) => {
      await gotoHydrated(page, "/about");
      const banner = page.getByRole("region", {
        name: "Transform Your Idea Into a Live MVP in 2 Weeks",
      });
      expect(await banner.getByText("MVP Launch – Special Offer").isVisible()).toBe(true);
      expect(
        await banner.getByText("Free 30-minute consultation • No commitment required").isVisible(),
      ).toBe(true);
      const book = banner.getByRole("link", { name: /^Book a Call with Our Team/ });
      expect(await book.getAttribute("href")).toBe(site.bookingUrl);
      expect(await book.getAttribute("target")).toBe("_blank");
      expect(await book.getAttribute("rel")).toBe("noopener noreferrer");
      await banner.getByRole("link", { name: "Learn More About Our MVP Offer" }).click();
      await page.waitForURL(url("/lp/mvp-offer"));
    });
  });
});

describe("cookie notice", () => {
  const notice = (page: import("playwright-core").Page) =>
    page.getByRole("region", { name: "Cookie notice" });

  it("Accept stores cookieConsent=accepted, hides the notice, and it stays hidden after reload", async () => {
    await withPage({ viewport: MOBILE }, async ({ page }) => {
      await gotoHydrated(page, "/");
      await notice(page).waitFor();
      const learnMore = notice(page).getByRole("link", { name: /^Learn More/ });
      expect(await learnMore.getAttribute("href")).toMatch(/^\/privacy/);
      expect(await learnMore.getAttribute("target")).toBe("_blank");
      await notice(page).getByRole("button", { name: "Accept" }).click();
      expect(await notice(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBe("accepted");
      await gotoHydrated(page, "/about");
      await networkQuiet(page);
      expect(await notice(page).count()).toBe(0);
    });
  });

  it("keeps its link and both buttons on one row on phones from 360 px, in both languages", async () => {
    // A long label wraps within its link ("Μάθετε περισσότερα" on two lines) instead of
    // leaving the close button on a row of its own under the others.
    for (const path of ["/", "/el"]) {
      for (const width of [360, 390, 412]) {
        await withPage({ viewport: { width, height: 800 } }, async ({ page }) => {
          await gotoHydrated(page, path);
          const region = page.getByRole("region", { name: /cookie/i });
          await region.waitFor();
          const rows = await region.evaluate((element) =>
            [...element.querySelectorAll("a, button")].map((control) => {
              const box = control.getBoundingClientRect();
              return Math.round(box.top + box.height / 2);
            }),
          );
          expect(rows, `${path} at ${width} px`).toHaveLength(3);
          // Centred on one line: within a few pixels of each other.
          expect(Math.max(...rows) - Math.min(...rows), `${path} at ${width} px`).toBeLessThan(8);
          expect(await page.evaluate(() => window.innerWidth)).toBe(width);
        });
      }
    }
  });

  it("puts the close button in its top corner on a 320 px phone, the link and Accept on one row", async () => {
    for (const path of ["/", "/el"]) {
      await withPage(
        { viewport: { width: 320, height: 700 }, isMobile: true, hasTouch: true },
        async ({ page }) => {
          await gotoHydrated(page, path);
          const region = page.getByRole("region", { name: /cookie/i });
          await region.waitFor();
          const boxes = await region.evaluate((element) => {
            const box = (node: Element | Range | null) => {
              const rect = node?.getBoundingClientRect();
              return (
                rect && { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right }
              );
            };
            const [link, accept, close] = [...element.querySelectorAll("a, button")];
            return {
              notice: box(element),
              // The words themselves, not the paragraph's box with its padding.
              text: (() => {
                const range = document.createRange();
                range.selectNodeContents(element.querySelector("p") ?? element);
                return box(range);
              })(),
              link: box(link ?? null),
              accept: box(accept ?? null),
              close: box(close ?? null),
            };
          });
          const { notice, text, link, accept, close } = boxes;
          if (!notice || !text || !link || !accept || !close)
            throw new Error(`${path}: a part is missing`);
          // The close button: in the notice's top right corner, beside the text, not over it.
          expect(close.top - notice.top, path).toBeLessThan(12);
          expect(notice.right - close.right, path).toBeLessThan(12);
          expect(close.left, path).toBeGreaterThanOrEqual(text.right - 1);
          // The link and Accept share a row under the text.
          const middle = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;
          expect(Math.abs(middle(link) - middle(accept)), path).toBeLessThan(8);
          expect(link.top, path).toBeGreaterThanOrEqual(text.bottom);
          expect(accept.right, path).toBeLessThanOrEqual(notice.right);
          expect(await page.evaluate(() => window.innerWidth)).toBe(320);
        },
      );
    }
  });

  it("X hides it for this view only and stores nothing", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page }) => {
      await gotoHydrated(page, "/services");
      await notice(page).getByRole("button", { name: "Dismiss cookie notice" }).click();
      expect(await notice(page).count()).toBe(0);
      expect(await page.evaluate(() => localStorage.length)).toBe(0);
      await page.reload();
      await notice(page).waitFor();
      expect(await notice(page).isVisible()).toBe(true);
    });
  });

  it("Learn More opens the privacy policy in a new tab", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page, context }) => {
      await gotoHydrated(page, "/");
      const [popup] = await Promise.all([
        context.waitForEvent("page"),
        notice(page)
          .getByRole("link", { name: /^Learn More/ })
          .click(),
      ]);
      await popup.waitForLoadState();
      expect(new URL(popup.url()).pathname).toBe("/privacy");
      expect(page.url()).toBe(url("/"));
    });
  });
});

describe("scrolling", () => {
  it("returns to the top on every path change", async () => {
    await withPage({ viewport: DESKTOP }, async ({ page }) => {
      await gotoHydrated(page, "/");
      await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
      // The footer is a deferred chunk: before it hydrates, its link is a full page load.
      const projects = page.getByRole("contentinfo").getByRole("link", { name: "Projects" });
      await elementHydrated(projects);
      await projects.click();
      await page.waitForURL(url("/projects"));
      // vitest's poll gives up after 1 s: room for the page's chunk on a busy machine.
      await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBe(0);
      // Focus moves to the new page's main content (once its chunk has rendered).
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id), { timeout: 10_000 })
        .toBe("main");
    });
  });
});
