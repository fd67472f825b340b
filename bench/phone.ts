/**
 * The phone half of `npm run bench` (scripts/bench.ts): what a visitor's finger meets on
 * Lighthouse's mobile profile, measured in a real Chromium through playwright-core (not
 * simulated): the Moto G Power screen (412 × 823, touch), Lighthouse's slow 4G as DevTools
 * applies it (562.5 ms request latency, 1.47 Mbps down) and 4× CPU slowdown.
 *
 * - First paint: first-contentful-paint of a cold load.
 * - First answered tap: taps on the menu toggle probed from the first paint in 250 ms
 *   steps, each on a fresh load (new context, empty cache); the first offset at which
 *   the menu opens. 0 means the very first paint answers.
 * - Interaction latency (Event Timing, the INP definition: the longest duration among an
 *   interaction's events, from input to the next paint) of opening and closing the menu,
 *   choosing a project filter (/projects), moving a carousel (pages that have one) and
 *   typing in the contact form (/contact), after the page has hydrated, still at 4× CPU.
 */
import type { Browser, BrowserContext, CDPSession, Page } from "playwright-core";
import { throttling, userAgents } from "lighthouse/core/config/constants.js";

export const PROBE_STEP_MS = 250;
/** Taps are probed up to this long after the first paint. */
export const PROBE_LIMIT_MS = 5000;
/** How long a tap may take to open the menu before it counts as lost. */
const ANSWER_WINDOW_MS = 1500;

export type InteractionKind = "menu" | "filter" | "carousel" | "typing";
export const INTERACTION_KINDS: readonly InteractionKind[] = [
  "menu",
  "filter",
  "carousel",
  "typing",
];

export interface PhoneRun {
  /** First contentful paint of the first cold load, ms from navigation start. */
  firstPaintMs: number;
  /** Offset from the first paint of the first tap the menu answered; null: none did. */
  firstAnsweredTapMs: number | null;
  /** Worst Event Timing duration per kind of interaction; absent where the page has none. */
  latencyMs: Partial<Record<InteractionKind, number>>;
}

const profile = throttling.mobileSlow4G;
/** Lighthouse's mobile screen (its constants' MOTOGPOWER_EMULATION_METRICS). */
const screen = { width: 412, height: 823, deviceScaleFactor: 1.75 } as const;

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: screen.width, height: screen.height },
    deviceScaleFactor: screen.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
}

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: profile.requestLatencyMs,
    downloadThroughput: (profile.downloadThroughputKbps * 1024) / 8,
    uploadThroughput: (profile.uploadThroughputKbps * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: profile.cpuSlowdownMultiplier });
  return cdp;
}

/** Records Event Timing entries from the start of the page (as web-vitals' INP does). */
const EVENT_TIMING = `
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const seen = window.__interactions.get(entry.interactionId) ?? 0;
      window.__interactions.set(entry.interactionId, Math.max(seen, entry.duration));
    }
  }).observe({ type: "event", buffered: true, durationThreshold: 16 });
  // Consent given: the cookie notice is not what is measured (and would sit over the page).
  try { localStorage.setItem("cookieConsent", "accepted"); } catch {}
`;

async function firstPaint(page: Page): Promise<number> {
  await page.waitForFunction(
    () => performance.getEntriesByName("first-contentful-paint").length > 0,
    undefined,
    { polling: 16, timeout: 60_000 },
  );
  return page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
  );
}

/** One cold load; taps the toggle `offsetMs` after the first paint; did the menu open? */
async function tapProbe(
  browser: Browser,
  url: string,
  offsetMs: number,
): Promise<{ firstPaintMs: number; answered: boolean }> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(EVENT_TIMING);
    await throttle(page);
    await page.goto(url, { waitUntil: "commit" });
    const firstPaintMs = await firstPaint(page);
    const toggle = page.getByRole("button", { name: "Open menu" });
    const box = await toggle.boundingBox();
    if (!box) throw new Error(`${url}: no menu toggle on screen`);
    const since = await page.evaluate((paint) => performance.now() - paint, firstPaintMs);
    if (offsetMs > since) await page.waitForTimeout(offsetMs - since);
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    const answered = await page
      .waitForFunction(
        () => document.querySelector("#mobile-menu:popover-open, [role=dialog]"),
        undefined,
        {
          timeout: ANSWER_WINDOW_MS,
        },
      )
      .then(
        () => true,
        () => false,
      );
    return { firstPaintMs, answered };
  } finally {
    await context.close();
  }
}

async function worstSince(page: Page, before: number): Promise<number | undefined> {
  // Event Timing entries are queued after the next paint: let two frames pass.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
  );
  return page.evaluate((skip) => {
    const values = [
      ...(window as unknown as { __interactions: Map<number, number> }).__interactions.values(),
    ];
    const mine = values.slice(skip);
    return mine.length ? Math.max(...mine) : undefined;
  }, before);
}

const interactionCount = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __interactions: Map<number, number> }).__interactions.size,
  );

async function tapCentre(page: Page, selector: ReturnType<Page["locator"]>): Promise<void> {
  await selector.scrollIntoViewIfNeeded();
  const box = await selector.boundingBox();
  if (!box) throw new Error("nothing to tap");
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
}

/** The interactions of a hydrated page, each measured on its own. */
async function latencies(browser: Browser, url: string): Promise<PhoneRun["latencyMs"]> {
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await page.addInitScript(EVENT_TIMING);
    await throttle(page);
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
      undefined,
      {
        timeout: 60_000,
      },
    );
    await page.waitForTimeout(1000); // deferred chunks (the menu's, the footer's) land
    const result: PhoneRun["latencyMs"] = {};
    const measure = async (kind: InteractionKind, act: () => Promise<void>) => {
      const before = await interactionCount(page);
      await act();
      const worst = await worstSince(page, before);
      if (worst !== undefined) result[kind] = Math.max(result[kind] ?? 0, worst);
    };

    await measure("menu", async () => {
      await tapCentre(page, page.getByRole("button", { name: "Open menu" }));
      await page.getByRole("dialog", { name: "Menu" }).waitFor();
      await page.waitForTimeout(300);
      await tapCentre(page, page.getByRole("button", { name: "Close menu" }));
      await page.getByRole("dialog", { name: "Menu" }).waitFor({ state: "hidden" });
    });

    const filter = page.locator("button[data-filter]").nth(2);
    if ((await filter.count()) > 0) await measure("filter", () => tapCentre(page, filter));

    // A carousel's buttons are in the HTML; keen-slider takes over after hydration.
    if ((await page.locator('button[aria-label^="Next"]').count()) > 0) {
      const carousel = page.locator('[aria-roledescription="carousel"]').first();
      await carousel.waitFor({ timeout: 20_000 });
      const next = carousel.locator('button[aria-label^="Next"]');
      await measure("carousel", async () => {
        await tapCentre(page, next);
        await page.waitForTimeout(600);
      });
    }

    const field = page.getByRole("textbox", { name: /^Name/ });
    if ((await field.count()) > 0) {
      await measure("typing", async () => {
        await tapCentre(page, field);
        await page.waitForTimeout(1500); // the form's logic loads as the visitor turns to it
        await page.keyboard.type("Ada Lovelace", { delay: 120 });
      });
    }
    return result;
  } finally {
    await context.close();
  }
}

/** One run of every phone measurement for one route. */
export async function phoneRun(browser: Browser, url: string): Promise<PhoneRun> {
  let firstPaintMs = Number.NaN;
  let firstAnsweredTapMs: number | null = null;
  for (let offset = 0; offset <= PROBE_LIMIT_MS; offset += PROBE_STEP_MS) {
    const probe = await tapProbe(browser, url, offset);
    if (offset === 0) firstPaintMs = probe.firstPaintMs;
    if (probe.answered) {
      firstAnsweredTapMs = offset;
      break;
    }
  }
  return { firstPaintMs, firstAnsweredTapMs, latencyMs: await latencies(browser, url) };
}
