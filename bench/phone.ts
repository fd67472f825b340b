/**
 * The phone part of `npm run bench`: what a visitor's finger meets on Lighthouse's mobile
 * profile, measured in a real Chromium through playwright-core (not simulated): the Moto G
 * Power screen (412 × 823, touch), Lighthouse's slow 4G as DevTools applies it (562.5 ms
 * request latency, 1.47 Mbps down) and the CPU slowdown of the run (bench/calibrate.ts).
 *
 * - First paint: first-contentful-paint of a cold load.
 * - First answered tap: taps on the menu toggle probed from the first paint in 250 ms
 *   steps, each on a fresh load (new context, empty cache); the first offset at which
 *   the menu opens. 0 means the very first paint answers.
 * - Interaction latency (Event Timing, the INP definition: the longest duration among an
 *   interaction's events, from input to the next paint) of opening and closing the menu,
 *   choosing a project filter (/projects), moving a carousel (pages that have one) and
 *   typing in the contact form (/contact), after the page has hydrated.
 * - The main thread after the first paint on a phone screen (bench/mainThread.ts).
 */
import { labelsFor } from "./labels.ts";
import type { Browser, BrowserContextOptions, Page } from "playwright-core";
import { userAgents } from "lighthouse/core/config/constants.js";
import type { Cpu } from "./calibrate.ts";
import { mainThread, type MainThread } from "./mainThread.ts";
import { firstPaint, menuOpens, phonePage, tapToggleAfterPaint } from "./phonePage.ts";

export const PROBE_STEP_MS = 250;
/** Taps are probed up to this long after the first paint. */
export const PROBE_LIMIT_MS = 5000;
export type InteractionKind = "menu" | "filter" | "carousel" | "typing";
export const INTERACTION_KINDS: readonly InteractionKind[] = [
  "menu",
  "filter",
  "carousel",
  "typing",
];

export interface PhoneRun {
  /** The CPU slowdown of the run. */
  cpu: Cpu;
  /** First contentful paint of the first cold load, ms from navigation start. */
  firstPaintMs: number;
  /** Offset from the first paint of the first tap the menu answered; null: none did. */
  firstAnsweredTapMs: number | null;
  /** Worst Event Timing duration per kind of interaction; absent where the page has none. */
  latencyMs: Partial<Record<InteractionKind, number>>;
  mainThread: MainThread;
}

/** Lighthouse's mobile screen (its constants' MOTOGPOWER_EMULATION_METRICS). */
const MOTO_G_POWER: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: userAgents.mobile,
};

/** One cold load; taps the toggle `offsetMs` after the first paint; did the menu open? */
async function tapProbe(browser: Browser, url: string, offsetMs: number, cpuRate: number) {
  const { page, context } = await phonePage(browser, MOTO_G_POWER, cpuRate);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const firstPaintMs = await firstPaint(page);
    await tapToggleAfterPaint(page, firstPaintMs, offsetMs);
    return { firstPaintMs, answered: await menuOpens(page) };
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
async function latencies(browser: Browser, url: string, cpuRate: number) {
  const { page, context } = await phonePage(browser, MOTO_G_POWER, cpuRate);
  try {
    await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
      undefined,
      { timeout: 60_000 },
    );
    await page.waitForTimeout(1000); // deferred chunks (the menu's, the footer's) land
    const result: PhoneRun["latencyMs"] = {};
    const measure = async (kind: InteractionKind, act: () => Promise<void>) => {
      const before = await interactionCount(page);
      await act();
      const worst = await worstSince(page, before);
      if (worst !== undefined) result[kind] = Math.max(result[kind] ?? 0, worst);
    };

    // The page's own words (a Greek page's menu button is named in Greek).
    const labels = labelsFor(new URL(url).pathname);
    await measure("menu", async () => {
      await tapCentre(page, page.getByRole("button", { name: labels.openMenu }));
      await page.getByRole("dialog", { name: labels.menu }).waitFor();
      await page.waitForTimeout(300);
      await tapCentre(page, page.getByRole("button", { name: labels.closeMenu }));
      await page.getByRole("dialog", { name: labels.menu }).waitFor({ state: "hidden" });
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

    const field = page.getByRole("textbox", { name: new RegExp(`^${labels.name}`) });
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

/** One run of every phone measurement for one route, at the run's CPU slowdown. */
export async function phoneRun(browser: Browser, url: string, cpu: Cpu): Promise<PhoneRun> {
  const rate = cpu.multiplier;
  let firstPaintMs = Number.NaN;
  let firstAnsweredTapMs: number | null = null;
  for (let offset = 0; offset <= PROBE_LIMIT_MS; offset += PROBE_STEP_MS) {
    const probe = await tapProbe(browser, url, offset, rate);
    if (offset === 0) firstPaintMs = probe.firstPaintMs;
    if (probe.answered) {
      firstAnsweredTapMs = offset;
      break;
    }
  }
  const latencyMs = await latencies(browser, url, rate);
  return {
    cpu,
    firstPaintMs,
    firstAnsweredTapMs,
    latencyMs,
    mainThread: await mainThread(browser, url, rate),
  };
}
