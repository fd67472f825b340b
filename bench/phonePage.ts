/**
 * A phone page for the bench's phone measurements (bench/phone.ts, bench/mainThread.ts):
 * slow 4G as DevTools applies Lighthouse's profile, the run's CPU slowdown, and observers
 * installed before any of the page's scripts; tapping the menu toggle after the first paint.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Page,
} from "playwright-core";
import { throttling } from "lighthouse/core/config/constants.js";
import { labelsFor } from "./labels.ts";
import { colorScheme } from "./settings.ts";

/** How long a tap may take to open the menu before it counts as lost. */
const ANSWER_WINDOW_MS = 1500;

const profile = throttling.mobileSlow4G;
/** Slow 4G and the run's CPU slowdown on the page. */
async function throttle(page: Page, cpuRate: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate });
  return cdp;
}

/**
 * Installed before any of the page's scripts: Event Timing entries per interaction (as
 * web-vitals' INP does), the first input, long tasks, and when the menu starts to open.
 */
const OBSERVERS = `
  window.__interactions = new Map();
  window.__bench = { longTasks: [], firstInput: null, menuOpenAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    const e = list.getEntries()[0];
    if (e && !window.__bench.firstInput)
      window.__bench.firstInput = { name: e.name, startTime: e.startTime, processingStart: e.processingStart };
  }).observe({ type: "first-input", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      window.__bench.longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: "longtask", buffered: true });
  // beforetoggle is fired as the browser starts to show the popover (toggle comes later).
  document.addEventListener("beforetoggle", (event) => {
    if (event.target.id === "mobile-menu" && event.newState === "open" && window.__bench.menuOpenAt === null)
      window.__bench.menuOpenAt = performance.now();
  }, true);
  // Consent given: the cookie notice is not what is measured (and would sit over the page).
  try { localStorage.setItem("cookieConsent", "accepted"); } catch {}
`;

/** A fresh page on its own context with the observers installed and the throttling on. */
export async function phonePage(
  browser: Browser,
  options: BrowserContextOptions,
  cpuRate: number,
): Promise<{ page: Page; context: BrowserContext; cdp: CDPSession }> {
  const context = await browser.newContext({ colorScheme, ...options });
  const page = await context.newPage();
  await page.addInitScript(OBSERVERS);
  const cdp = await throttle(page, cpuRate);
  return { page, context, cdp };
}

export async function firstPaint(page: Page): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: 16, timeout: 60_000 },
  );
  return page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
}

/** Taps the menu toggle `offsetMs` after the first paint (as soon as possible for 0). */
export async function tapToggleAfterPaint(page: Page, firstPaintMs: number, offsetMs: number) {
  const toggle = page.getByRole("button", {
    name: labelsFor(new URL(page.url()).pathname).openMenu,
  });
  const box = await toggle.boundingBox();
  if (!box) throw new Error(`${page.url()}: no menu toggle on screen`);
  const since = await page.evaluate((paint) => performance.now() - paint, firstPaintMs);
  if (offsetMs > since) await page.waitForTimeout(offsetMs - since);
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** Whether the menu opens within the answer window. */
export const menuOpens = (page: Page) =>
  page
    .waitForFunction(() => document.querySelector("#mobile-menu:popover-open"), undefined, {
      timeout: ANSWER_WINDOW_MS,
    })
    .then(
      () => true,
      () => false,
    );
