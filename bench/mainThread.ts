/**
 * The main thread after the first paint, on a phone (390 × 844, touch, device scale 3),
 * slow 4G and the run's CPU slowdown (Emulation.setCPUThrottlingRate), in a real Chromium:
 *
 * - Long-task excess: on a cold load left alone, the sum over the long tasks (`longtask`
 *   entries) of each one's time after the first contentful paint minus 50 ms, as
 *   Lighthouse's TBT clips them, until the page has hydrated and had no long task for 2 s.
 * - Tap at the first paint: on another cold load, the menu toggle tapped as soon as the
 *   browser reports the first contentful paint over the DevTools protocol (its lifecycle
 *   event: a check inside the page would wait for the busy main thread), at the toggle's
 *   place on the untouched load; the input delay is the first input's Event Timing
 *   entry (`first-input`, reported whatever its duration) processingStart − startTime,
 *   and the menu's opening is the `beforetoggle` event of its popover.
 *
 * The observers are bench/phonePage.ts's (installed with addInitScript before any page script).
 */
import { labelsFor } from "./labels.ts";
import type { Browser, Page } from "playwright-core";
import { phoneContext } from "../tests/support/phone.ts";
import { firstPaint, menuOpens, phonePage } from "./phonePage.ts";

/** A long task blocks input for what it lasts beyond this (the TBT definition). */
const BLOCKING_MS = 50;
/** The page counts as settled after this long without a long task. */
const QUIET_MS = 2000;
/** …or, at the latest, this long after the first paint. */
const SETTLE_LIMIT_MS = 30_000;

export interface MainThread {
  /** First contentful paint of the untouched load, ms from navigation start. */
  firstPaintMs: number;
  /** Long tasks that ran (at least partly) after the first paint. */
  longTasks: number;
  /** Σ (time after the first paint − 50 ms) over those tasks. */
  excessMs: number;
  /** The tap at the first paint; undefined fields where the browser reported nothing. */
  tap: {
    /** When the tap's first event happened, ms after the first paint. */
    atMs: number | undefined;
    /** Its input delay: the event waited this long for the main thread. */
    inputDelayMs: number | undefined;
    /** The menu started to open this long after the tap; undefined: it did not. */
    menuOpenMs: number | undefined;
  };
}

interface Observed {
  longTasks: { start: number; duration: number }[];
  firstInput: { name: string; startTime: number; processingStart: number } | null;
  menuOpenAt: number | null;
}

const observed = (page: Page) =>
  page.evaluate(() => (window as unknown as { __bench: Observed }).__bench);

/** Lighthouse's TBT share of each task: its part after `from`, less 50 ms. */
export function longTaskExcess(tasks: Observed["longTasks"], from: number) {
  let count = 0;
  let excessMs = 0;
  for (const task of tasks) {
    const after = task.start + task.duration - Math.max(task.start, from);
    if (after <= 0) continue;
    count += 1;
    excessMs += Math.max(0, after - BLOCKING_MS);
  }
  return { longTasks: count, excessMs };
}

async function untouchedLoad(browser: Browser, url: string, cpuRate: number) {
  const { page, context } = await phonePage(browser, phoneContext(), cpuRate);
  try {
    await page.goto(url, { waitUntil: "commit" });
    const firstPaintMs = await firstPaint(page);
    await page.waitForFunction(
      () => document.documentElement.dataset.hydrated === "true",
      undefined,
      { timeout: 60_000 },
    );
    for (;;) {
      const { now, lastEnd } = await page.evaluate(() => {
        const tasks = (window as unknown as { __bench: Observed }).__bench.longTasks;
        const last = tasks.at(-1);
        return { now: performance.now(), lastEnd: last ? last.start + last.duration : 0 };
      });
      if (now - lastEnd >= QUIET_MS || now - firstPaintMs >= SETTLE_LIMIT_MS) break;
      await page.waitForTimeout(250);
    }
    const { openMenu } = labelsFor(new URL(url).pathname);
    const toggle = await page.getByRole("button", { name: openMenu }).boundingBox();
    if (!toggle) throw new Error(`${url}: no menu toggle on screen`);
    const tasks = (await observed(page)).longTasks;
    return { firstPaintMs, toggle, ...longTaskExcess(tasks, firstPaintMs) };
  } finally {
    await context.close();
  }
}

async function tapAtFirstPaint(
  browser: Browser,
  url: string,
  cpuRate: number,
  toggle: { x: number; y: number; width: number; height: number },
) {
  const { page, context, cdp } = await phonePage(browser, phoneContext(), cpuRate);
  try {
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on("Page.lifecycleEvent", (event) => {
        if (event.name === "firstContentfulPaint") resolve();
      }),
    );
    await page.goto(url, { waitUntil: "commit" });
    await Promise.race([
      painted,
      page.waitForTimeout(60_000).then(() => Promise.reject(new Error("no first paint in 60 s"))),
    ]);
    await page.touchscreen.tap(toggle.x + toggle.width / 2, toggle.y + toggle.height / 2);
    const opened = await menuOpens(page);
    const firstPaintMs = await firstPaint(page);
    // first-input is queued once the event has been handled: let a frame pass.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50))),
    );
    const { firstInput, menuOpenAt } = await observed(page);
    return {
      atMs: firstInput ? firstInput.startTime - firstPaintMs : undefined,
      inputDelayMs: firstInput ? firstInput.processingStart - firstInput.startTime : undefined,
      menuOpenMs:
        opened && firstInput && menuOpenAt !== null ? menuOpenAt - firstInput.startTime : undefined,
    };
  } finally {
    await context.close();
  }
}

export async function mainThread(browser: Browser, url: string, cpuRate: number) {
  const { toggle, ...load } = await untouchedLoad(browser, url, cpuRate);
  return {
    ...load,
    tap: await tapAtFirstPaint(browser, url, cpuRate, toggle),
  } satisfies MainThread;
}
