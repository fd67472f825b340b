/**
 * Carousels under a finger, on a real phone (touch events through Chromium's input
 * pipeline, as a touchscreen sends them): a sideways swipe moves each carousel and loops
 * past either end, a vertical swipe over a carousel scrolls the page, and under reduced
 * motion a swipe ends where it lands, with no glide afterwards.
 */
import type { CDPSession, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { gotoHydrated, openPage, phoneContext, useBrowser } from "../support/browser.ts";
import { atRest, scrollThrough, slideTransforms, slidesInView } from "../support/carousel.ts";

const getBrowser = useBrowser();
const CAROUSEL = '[aria-roledescription="carousel"]';

/** A finger from one point to another in `steps` moves a frame apart, then lifted. */
async function swipe(
  cdp: CDPSession,
  from: { x: number; y: number },
  to: { x: number; y: number },
  steps = 10,
): Promise<void> {
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [from] });
  for (let i = 1; i <= steps; i += 1) {
    const point = {
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: [point] });
    await new Promise((resolve) => setTimeout(resolve, 16));
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

/** The middle of a carousel's track, where a finger would land. */
async function trackMiddle(carousel: Locator): Promise<{ x: number; y: number; width: number }> {
  const box = await carousel.locator(":scope > div").first().boundingBox();
  if (!box) throw new Error("carousel track not on screen");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, width: box.width };
}

async function openCarousels(page: Page, path: string): Promise<Locator> {
  await gotoHydrated(page, path);
  await scrollThrough(page);
  const carousels = page.locator(CAROUSEL);
  await expect.poll(() => carousels.count()).toBe(2); // client logos and testimonials
  return carousels;
}

describe("carousels under a finger on a 390 px phone", () => {
  it.each(["/", "/lp/mvp-offer"])(
    "%s: a swipe moves each carousel and loops past the start",
    async (path) => {
      const { page, context, errors } = await openPage(getBrowser(), {
        ...phoneContext(),
        consented: true,
      });
      const cdp = await context.newCDPSession(page);
      const carousels = await openCarousels(page, path);
      for (const carousel of await carousels.all()) {
        await carousel.scrollIntoViewIfNeeded();
        const slideCount = await carousel.locator('[aria-roledescription="slide"]').count();
        const start = await slidesInView(carousel);
        expect(start[0]).toBe(0);
        // Finger right to left: the next slides come in.
        let middle = await trackMiddle(carousel);
        await swipe(
          cdp,
          { x: middle.x + middle.width * 0.3, y: middle.y },
          { x: middle.x - middle.width * 0.3, y: middle.y },
        );
        await atRest(carousel);
        const moved = await slidesInView(carousel);
        expect(moved).not.toEqual(start);
        expect(moved).not.toContain(slideCount - 1);
        // Back to the first slide, then once more: the last one comes round.
        middle = await trackMiddle(carousel);
        const back = () =>
          swipe(
            cdp,
            { x: middle.x - middle.width * 0.3, y: middle.y },
            { x: middle.x + middle.width * 0.3, y: middle.y },
          );
        // Swiping back, the carousel passes the first slide and brings in the last ones
        // (without the loop it would stop at slide 0). A swipe's distance depends on its
        // speed (the logo strip glides freely), so swipe until the leading slide is from
        // the end, at most as many times as went forward and once more.
        const fromEnd = Math.ceil(slideCount / 2);
        let lead = (await slidesInView(carousel))[0] ?? 0;
        for (let i = 0; i < 4 && lead < fromEnd; i += 1) {
          await back();
          await atRest(carousel);
          lead = (await slidesInView(carousel))[0] ?? 0;
        }
        expect(lead).toBeGreaterThanOrEqual(fromEnd);
      }
      expect(errors).toEqual([]);
    },
  );

  it("a vertical swipe over a carousel scrolls the page and leaves the carousel where it was", async () => {
    const { page, context, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      consented: true,
    });
    const cdp = await context.newCDPSession(page);
    const carousels = await openCarousels(page, "/");
    const carousel = carousels.last(); // testimonials
    await carousel.scrollIntoViewIfNeeded();
    const before = await slidesInView(carousel);
    const scrollY = await page.evaluate(() => window.scrollY);
    const middle = await trackMiddle(carousel);
    await swipe(cdp, { x: middle.x, y: middle.y + 120 }, { x: middle.x, y: middle.y - 120 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY + 100);
    await atRest(carousel);
    expect(await slidesInView(carousel)).toEqual(before);
    expect(errors).toEqual([]);
  });

  it("under reduced motion a swipe ends without glide: the slide is in place as the finger lifts", async () => {
    const { page, context, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      reducedMotion: "reduce",
      consented: true,
    });
    const cdp = await context.newCDPSession(page);
    const carousels = await openCarousels(page, "/");
    for (const carousel of await carousels.all()) {
      await carousel.scrollIntoViewIfNeeded();
      const middle = await trackMiddle(carousel);
      // A short, slow swipe: without the fix, keen-slider glides (snap or momentum)
      // for up to half a second after the finger lifts.
      await swipe(
        cdp,
        { x: middle.x + middle.width * 0.25, y: middle.y },
        { x: middle.x - middle.width * 0.05, y: middle.y },
        6,
      );
      // Two frames for the lift to be handled, bounded in case the page draws none.
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            requestAnimationFrame(() => requestAnimationFrame(resolve));
            setTimeout(resolve, 200);
          }),
      );
      const lifted = await slideTransforms(carousel);
      // A glide starts as the finger lifts: none has run once the slides rest.
      await atRest(carousel, 400);
      expect(await slideTransforms(carousel)).toEqual(lifted);
    }
    // The snapping carousel (testimonials) rests on a whole slide.
    expect(await slidesInView(carousels.last())).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});
