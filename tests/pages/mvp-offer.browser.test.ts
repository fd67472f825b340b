/**
 * The MVP landing page (SPEC §2 "/lp/mvp-offer") at 390x844 and 1366x900: its buttons
 * and links go where the spec says (MVP in 2 Weeks scrolls to the offer on the same
 * page), sections in order, the three steps, the pricing card's figures, client logos
 * and testimonial carousels, six image tiles, reduced motion, no console errors. (Axe scans
 * it with every other route: tests/layout/a11y-phone.browser.test.ts and a11y-desktop.)
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clients } from "../../src/content/clients.ts";
import { mvpOffer } from "../../src/content/offer.ts";
import { servicesCopy } from "../../src/content/pages/services.ts";
import { mvpOfferCopy } from "../../src/content/pages/mvpOffer.ts";
import { site } from "../../src/content/site.ts";
import { testimonials } from "../../src/content/testimonials.ts";

const { pricingCard, steps: mvpSteps } = mvpOfferCopy;
import { tokens } from "../../theme/tokens.ts";
import {
  VIEWPORTS,
  gotoHydrated,
  openPage,
  usePageForReading,
  url,
  useBrowser as browserForThisFile,
  motionLeftUnderReducedMotion,
} from "../support/browser.ts";
import { initialScripts } from "../support/budget.ts";
import { slideTransforms, slidesInView } from "../support/carousel.ts";

const getBrowser = browserForThisFile();
const copy = mvpOfferCopy;
const PATH = "/lp/mvp-offer";

/** expect.poll with room for a busy machine (vitest's default gives up after 1 s). */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/** Loads the offer page and waits until its logo carousel runs. */
async function loadOffer(page: Page): Promise<void> {
  await gotoHydrated(page, PATH);
  await logoCarousel(page).waitFor();
}

/** A page of the test's own with the offer page loaded (loadOffer). */
async function openOffer(viewport: { width: number; height: number }, reducedMotion?: "reduce") {
  const tracked = await openPage(getBrowser(), {
    viewport,
    ...(reducedMotion ? { reducedMotion } : {}),
  });
  await loadOffer(tracked.page);
  return tracked;
}

const main = (page: Page) => page.getByRole("main");
const logoCarousel = (page: Page) => page.getByRole("group", { name: copy.clientsCarouselLabel });
const section = (page: Page, name: string) => main(page).getByRole("region", { name });
const isDesktop = (viewport: { width: number }) => viewport.width >= tokens.breakpoints.lg;

describe.each(VIEWPORTS)("/lp/mvp-offer at $name", ({ viewport }) => {
  // Tests that only read the page as it loaded share one load.
  describe("as loaded", () => {
    const loaded = usePageForReading(getBrowser, { viewport }, loadOffer);

    it("sends every link where the spec says, and has no other link", async () => {
      const { page, errors } = loaded();
      const external = { target: "_blank", rel: "noopener noreferrer" };
      const internal = { target: null, rel: null };
      const expected: [RegExp, { href: string; target: string | null; rel: string | null }][] = [
        [/^Book a Call \(opens in a new tab\)$/, { href: site.bookingUrl, ...external }],
        [/^MVP in 2 Weeks$/, { href: "#offer", ...internal }],
        [/^Explore Our Services$/, { href: "/services", ...internal }],
        [/^Book a Call with Our Team \(opens/, { href: site.bookingUrl, ...external }],
        [/^Book a Call \(opens in a new tab\)$/, { href: site.bookingUrl, ...external }],
        [/^Explore Our Services$/, { href: "/services", ...internal }],
      ];
      const links = main(page).getByRole("link");
      expect(await links.count()).toBe(expected.length);
      for (const [index, [name, target]] of expected.entries()) {
        const link = links.nth(index);
        expect(await link.textContent()).toMatch(name);
        expect({
          href: await link.getAttribute("href"),
          target: await link.getAttribute("target"),
          rel: await link.getAttribute("rel"),
        }).toEqual(target);
      }
      expect(errors).toEqual([]);
    });
    it("shows the sections in the spec's order with the three steps and the pricing card", async () => {
      const { page, errors } = loaded();
      expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([
        copy.heading,
      ]);
      expect(await main(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual([
        copy.clientsHeading,
        copy.stepsSection.heading,
        copy.pricingSection.heading,
        copy.testimonialsSection.heading,
        copy.tilesSection.heading,
        copy.closingCta.heading,
      ]);
      const steps = section(page, copy.stepsSection.heading);
      expect(await steps.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
        mvpSteps.map((step) => step.title),
      );
      expect(mvpSteps.map((step) => step.title)).toEqual([
        "Plan Your Roadmap",
        "Build Your MVP (2 Weeks)",
        "Launch & Iterate",
      ]);
      const offer = section(page, copy.pricingSection.heading);
      const text = (await offer.textContent()) ?? "";
      expect(text).toContain("€4,500");
      expect(text).toContain(`${mvpOffer.deliveryWeeks} weeks`);
      expect(text).toContain("30 days of support included");
      expect(text).toContain("Free 30-minute consultation");
      expect(await offer.getByRole("listitem").count()).toBe(pricingCard.included.length);
      // The hero's key figures.
      const hero = main(page)
        .locator("section")
        .filter({ has: page.getByRole("heading", { level: 1 }) });
      const figures = (await hero.locator("dd").allTextContents()).join(" | ");
      expect(figures).toBe(copy.heroFigures.map((figure) => figure.value).join(" | "));
      expect(errors).toEqual([]);
    });
    it("shows six project tiles with alt text, size and lazy loading", async () => {
      const { page, errors } = loaded();
      const tiles = section(page, copy.tilesSection.heading);
      const images = tiles.getByRole("img");
      expect(await images.count()).toBe(6);
      for (const [index, tile] of copy.tilesSection.tiles.entries()) {
        const image = images.nth(index);
        expect(await image.getAttribute("alt")).toBe(tile.alt);
        expect(await image.getAttribute("width")).toBe("480");
        expect(await image.getAttribute("height")).toBe("360");
        expect(await image.getAttribute("loading")).toBe("lazy");
      }
      expect(await tiles.getByRole("figure").count()).toBe(6);
      expect(errors).toEqual([]);
    });
  });

  it("MVP in 2 Weeks scrolls to the offer on the same page", async () => {
    const { page, errors } = await openOffer(viewport);
    await main(page).getByRole("link", { name: "MVP in 2 Weeks", exact: true }).click();
    await poll(() => page.evaluate(() => location.hash)).toBe("#offer");
    expect(new URL(page.url()).pathname).toBe(PATH);
    const offer = section(page, copy.pricingSection.heading);
    expect(await offer.getAttribute("id")).toBe("offer");
    // The section's top sits just under the fixed header.
    const top = await offer.evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(120);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(copy.heading);
    expect(errors).toEqual([]);
  });

  it("Explore Our Services opens /services", async () => {
    const { page, errors } = await openOffer(viewport);
    await main(page).getByRole("link", { name: "Explore Our Services" }).first().click();
    await page.waitForURL(url("/services"));
    await poll(() => page.getByRole("heading", { level: 1 }).textContent()).toBe(
      servicesCopy.heading,
    );
    expect(errors).toEqual([]);
  });

  it("moves the looping client-logo carousel with the buttons and the arrow keys", async () => {
    const { page, errors } = await openOffer(viewport);
    const carousel = logoCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    const perView = isDesktop(viewport) ? 5 : 2;
    expect((await slidesInView(carousel)).length).toBe(perView);
    expect(await carousel.getByRole("group").count()).toBe(clients.length);
    const before = await slideTransforms(carousel);
    await carousel.getByRole("button", { name: "Next logos" }).click();
    await poll(async () => (await slidesInView(carousel))[0]).toBe(1);
    expect(await slideTransforms(carousel)).not.toEqual(before);
    await carousel.focus();
    await page.keyboard.press("ArrowLeft");
    await poll(async () => (await slidesInView(carousel))[0]).toBe(0);
    await page.keyboard.press("ArrowLeft");
    await poll(async () => (await slidesInView(carousel))[0]).toBe(clients.length - 1);
    expect(errors).toEqual([]);
  });

  it("shows the testimonials as a grid on desktop, a looping carousel on mobile", async () => {
    const { page, errors } = await openOffer(viewport);
    const region = section(page, copy.testimonialsSection.heading);
    await region.scrollIntoViewIfNeeded();
    expect(await region.getByRole("img", { name: "Rated 5 out of 5" }).count()).toBe(3);
    const carousel = page.getByRole("group", { name: copy.testimonialsSection.carouselLabel });
    if (isDesktop(viewport)) {
      expect(await carousel.count()).toBe(0);
      expect(await region.getByRole("button").count()).toBe(0);
      const tops = await region
        .getByRole("figure")
        .evaluateAll((figures) => figures.map((f) => Math.round(f.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
    } else {
      expect(await slidesInView(carousel)).toEqual([0]);
      await carousel.getByRole("button", { name: "Previous testimonial" }).click();
      await poll(() => slidesInView(carousel)).toEqual([testimonials.length - 1]);
    }
    expect(errors).toEqual([]);
  });

  it("under reduced motion: nothing animates and all content is visible", async () => {
    const { page, errors } = await openOffer(viewport, "reduce");
    expect(await motionLeftUnderReducedMotion(page)).toEqual({ found: [], animations: [] });
    expect(errors).toEqual([]);
  });
});

describe("before JavaScript", () => {
  it("the pre-rendered HTML holds every section and the #offer target, nothing hidden", async () => {
    const html = await (await fetch(url(PATH))).text();
    const mainHtml = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    expect(mainHtml).toContain('id="offer"');
    expect(mainHtml).toContain('href="#offer"');
    for (const step of mvpSteps) expect(mainHtml).toContain(step.title.replace(/&/g, "&amp;"));
    expect(mainHtml).toContain(pricingCard.priceLabel);
    expect(mainHtml).not.toMatch(/opacity:\s*0[;"]/);
    expect(initialScripts(html).join(" ")).not.toMatch(/keen-slider/);
  });
});
