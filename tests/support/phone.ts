/**
 * A real phone, as Playwright emulates one, for the browser tests and the bench alike
 * (no test runner imports here): the meta viewport applies (a page wider than the screen
 * widens the layout viewport, as on a phone, instead of scrolling a desktop window), touch
 * events and touch media queries, three device pixels per CSS pixel.
 */
import type { BrowserContextOptions } from "playwright-core";

export const MOBILE = { width: 390, height: 844 } as const;

export function phoneContext(
  viewport: { width: number; height: number } = MOBILE,
): BrowserContextOptions {
  return { viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 3 };
}
