/**
 * Measuring carousels in a browser test the way a visitor sees them: which slides are in
 * view (by their on-screen position), not which class a library put on them.
 */
import type { Locator, Page } from "playwright-core";

/**
 * Indexes (0-based, from each slide's "n of N" name) of the slides at least half inside
 * the carousel's box, from left to right.
 */
export function slidesInView(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((root) => {
    const box = root.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')]
      .map((slide) => {
        const rect = slide.getBoundingClientRect();
        const shown = Math.min(rect.right, box.right) - Math.max(rect.left, box.left);
        const index = Number(/^(\d+) of/.exec(slide.getAttribute("aria-label") ?? "")?.[1]) - 1;
        return { index, left: rect.left, share: rect.width > 0 ? shown / rect.width : 0 };
      })
      .filter((slide) => slide.share >= 0.5)
      .sort((a, b) => a.left - b.left)
      .map((slide) => slide.index);
  });
}

/** The inline transform of every slide (keen-slider moves slides with transforms). */
export function slideTransforms(carousel: Locator): Promise<string[]> {
  return carousel.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')].map(
      (slide) => getComputedStyle(slide).transform,
    ),
  );
}

/**
 * Scrolls the page down in steps, as a reader would, so lazy content and reveals run: the
 * whole page, or only past `through` (from a screen above it to its end).
 */
export async function scrollThrough(
  page: Page,
  step = 400,
  pauseMs = 60,
  through?: Locator,
): Promise<void> {
  const range = through
    ? await through.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return {
          from: Math.max(0, box.top + scrollY - innerHeight),
          to: box.bottom + scrollY,
        };
      })
    : undefined;
  await page.evaluate(
    async ({ step, pauseMs, range }) => {
      const end = range?.to ?? document.documentElement.scrollHeight;
      for (let y = range?.from ?? 0; y < end; y += step) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    },
    { step, pauseMs, range },
  );
}

/**
 * Resolves once the carousel's slides have not moved for `quietMs` (checked every
 * animation frame, or every 100 ms when no frame comes): a swipe's glide or snap has ended. No fixed sleep, so a loaded
 * machine only makes it slower, never wrong; fails if the slides still move at `timeoutMs`.
 */
export async function atRest(carousel: Locator, quietMs = 200, timeoutMs = 5000): Promise<void> {
  const resting = await carousel.evaluate(
    async (root, { quietMs, timeoutMs }) => {
      const read = () =>
        [...root.querySelectorAll('[aria-roledescription="slide"]')]
          .map((slide) => getComputedStyle(slide).transform)
          .join("|");
      let last = read();
      let since = performance.now();
      const end = since + timeoutMs;
      while (performance.now() < end) {
        // A frame, or 100 ms if the page draws none (headless Chromium can stop drawing
        // a page for a while): the loop still reaches its timeout instead of hanging.
        await new Promise((resolve) => {
          requestAnimationFrame(resolve);
          setTimeout(resolve, 100);
        });
        const now = read();
        if (now !== last) {
          last = now;
          since = performance.now();
        } else if (performance.now() - since >= quietMs) {
          return true;
        }
      }
      return false;
    },
    { quietMs, timeoutMs },
  );
  if (!resting) throw new Error(`the carousel was still moving after ${timeoutMs} ms`);
}
