/**
 * The main thread after the first paint, on a phone at a fixed 4× CPU slowdown: a tap on a
 * control of the first screen, made as soon as the browser reports the first contentful
 * paint, is taken up promptly, and it does what it says once the page has hydrated.
 * "Promptly" is the tap's input delay from the Event Timing API (first-input's
 * processingStart − startTime: how long the event waited for a busy main thread), not wall
 * time, so a loaded machine moves it far less than it moves the page's timings. Its bound
 * sits well above what the calibrated bench measures (bench/mainThread.ts, REPORT.md's
 * main-thread columns) and well below the second the page used to ignore a visitor for.
 *
 * Also the bands below a page's first one (src/app/deferredBands.ts): skipped by the first
 * layouts, given back one per task once the fonts are in, never skipped without JavaScript.
 */
import type { CDPSession, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { layoutCopy } from "../../src/content/layout.ts";
import { mvpOfferCopy } from "../../src/content/pages/mvpOffer.ts";
import { projectsCopy } from "../../src/content/pages/projects.ts";
import { countFor } from "../../src/content/projectFilter.ts";
import { projects } from "../../src/content/projects.ts";
import { routeById } from "../../src/content/routes.ts";
import {
  BANDS_ATTRIBUTE,
  GROUP_STEP_TEXT,
  PAGE_BANDS,
  SITE_END_BANDS,
} from "../../src/app/deferredBands.ts";
import { BAND_GROUP_ATTRIBUTE } from "../../src/ui/bandGroup.ts";
import { privacySections } from "../../src/content/pages/privacy.ts";
import {
  holdRequests,
  openPage,
  phoneContext,
  url,
  useBrowser,
  waitForBands,
  waitForHydration,
} from "../support/browser.ts";
import { slidesInView } from "../support/carousel.ts";

const getBrowser = useBrowser();
const CPU_SLOWDOWN = 4;
/**
 * The longest a tap at the first paint may wait for the main thread. Measured in clean CI
 * runs: menu 62–206 ms, filter tab 47–71 ms; 320 ms once with three builds running beside
 * the suite, and 577 ms once in a clean CI run (hence a second load, below). On a virtual
 * machine whose host took a third of its CPU (top's "st"), 5 runs of the file: menu
 * 146–456 ms (731 once, its first load), filter tab 107–454 ms, carousel arrow 200–498 ms.
 * Half the second the page used to ignore a visitor for.
 */
const INPUT_DELAY_BOUND_MS = 500;

interface FirstInput {
  name: string;
  startTime: number;
  processingStart: number;
  /** What the input hit: the nearest labelled element's name, or the element's tag. */
  target: string;
}

/** Installed before the page's scripts: the first input, as Event Timing reports it. */
function observeFirstInput() {
  if (location.protocol === "about:") return; // the blank page between the two loads
  new PerformanceObserver((list) => {
    const [entry] = list.getEntries() as PerformanceEventTiming[];
    const state = window as { firstInput?: FirstInput };
    if (entry && !state.firstInput) {
      const hit = entry.target instanceof Element ? entry.target : null;
      const labelled = hit?.closest("[aria-label]");
      Object.assign(window, { firstInputTarget: hit });
      state.firstInput = {
        name: entry.name,
        startTime: entry.startTime,
        processingStart: entry.processingStart,
        target: labelled?.getAttribute("aria-label") ?? hit?.tagName ?? "none",
      };
    }
  }).observe({ type: "first-input", buffered: true });
  localStorage.setItem("cookieConsent", "accepted");
}

/**
 * Where the control sits on the page as pre-rendered (an untouched load, no slowdown).
 * Leaves the page blank, so that loading `path` again is a new document (with a fragment,
 * going to the same address would only scroll).
 */
async function placeOf(page: Page, path: string, control: (page: Page) => Locator) {
  await page.goto(url(path), { waitUntil: "load" });
  const box = await control(page).boundingBox();
  if (!box) throw new Error(`${path}: the control is not on the first screen`);
  await page.goto("about:blank");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * Loads `path` cold and resolves at its first contentful paint, told by the browser; with
 * a fragment, once the document is also parsed (DOMContentLoaded, told by the browser too):
 * a busy machine can paint the page's start before the part the link points to has arrived,
 * and the visitor's first view is then that part, not the start.
 */
async function loadToFirstPaint(page: Page, cdp: CDPSession, path: string): Promise<void> {
  await cdp.send("Page.enable");
  await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
  const awaited = new Set([
    "firstContentfulPaint",
    ...(path.includes("#") ? ["DOMContentLoaded"] : []),
  ]);
  const painted = new Promise<void>((resolve) =>
    cdp.on("Page.lifecycleEvent", (event) => {
      awaited.delete(event.name);
      if (awaited.size === 0) resolve();
    }),
  );
  await page.goto(url(path), { waitUntil: "commit" });
  await painted;
}

const cases = [
  {
    name: "the menu toggle on /",
    path: "/",
    control: (page: Page) => page.getByRole("button", { name: layoutCopy.header.openMenu }),
    done: (page: Page) => page.waitForFunction(() => document.querySelector(":popover-open")),
  },
  {
    // No carousel is in a page's first screen; a link to a page's section is the nearest
    // real case. The section is a deferred one: the boot script holds the tap until the
    // carousel runs (decision 012).
    name: "a carousel arrow on /lp/mvp-offer, reached by a link to its clients",
    path: "/lp/mvp-offer#mvp-clients-heading",
    control: (page: Page) => page.getByRole("button", { name: layoutCopy.carousel.nextLogos }),
    done: (page: Page) =>
      expect
        .poll(async () => {
          const carousel = page.getByRole("group", { name: mvpOfferCopy.clientsCarouselLabel });
          return (await slidesInView(carousel))[0];
        })
        .toBe(1),
  },
  {
    name: "a filter tab on /projects",
    path: "/projects",
    control: (page: Page) =>
      page.getByRole("group", { name: projectsCopy.filterLabel }).getByRole("button", {
        name: `${projectsCopy.filterTabs["web-development"]} (${countFor("web-development", projects)})`,
      }),
    done: (page: Page) =>
      expect
        .poll(() =>
          page
            .getByRole("group", { name: projectsCopy.filterLabel })
            .locator('[aria-pressed="true"]')
            .textContent(),
        )
        .toContain(projectsCopy.filterTabs["web-development"]),
  },
];

/**
 * One cold load of the case's page at the slowdown, tapped at its first paint where the
 * control sat on an untouched load: the input's delay, and whether it hit the control
 * (when it did, the control has also done what it says).
 */
async function tapAtFirstPaint(
  c: (typeof cases)[number],
): Promise<{ delay: number; hit: boolean }> {
  const { page, context, errors } = await openPage(getBrowser(), {
    ...phoneContext(),
    fresh: true,
  });
  await context.addInitScript(observeFirstInput);
  const at = await placeOf(page, c.path, c.control);

  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  await loadToFirstPaint(page, cdp, c.path);
  await page.touchscreen.tap(at.x, at.y);
  await waitForHydration(page);
  await expect
    .poll(() => page.evaluate(() => (window as { firstInput?: FirstInput }).firstInput))
    .toBeDefined();
  const input = await page.evaluate(() => (window as { firstInput?: FirstInput }).firstInput);
  const delay = input ? input.processingStart - input.startTime : Number.NaN;
  const hit = await c
    .control(page)
    .evaluate((control) =>
      control.contains((window as { firstInputTarget?: Element | null }).firstInputTarget ?? null),
    );
  console.log(
    `${c.name}: input delay ${delay.toFixed(0)} ms (${input?.name ?? "?"} on ${input?.target ?? "?"}${hit ? "" : ", not the control"})`,
  );
  if (hit) await c.done(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
  expect(errors).toEqual([]);
  return { delay, hit };
}

describe(`a phone at ${CPU_SLOWDOWN}× CPU: a tap at the first paint`, () => {
  it.each(cases)("$name waits under 500 ms for the main thread and takes effect", async (c) => {
    // A second load only when the first one's tap waited too long or missed the control,
    // and the shorter wait of a tap on the control counts: another process on the machine
    // can hold a core through one load (577 ms once in a clean CI run), while a page that
    // keeps its main thread busy does so in both. A miss is the test's, not the page's:
    // the control's place comes from an untouched load (a clean run's first carousel tap
    // hit a paragraph of the page's start, painted before the linked section had arrived).
    const first = await tapAtFirstPaint(c);
    const loads = [first];
    if (!first.hit || first.delay > INPUT_DELAY_BOUND_MS) loads.push(await tapAtFirstPaint(c));
    const onControl = loads.filter((load) => load.hit).map((load) => load.delay);
    expect(onControl.length, "a tap at the first paint on the control").toBeGreaterThan(0);
    expect(Math.min(...onControl)).toBeLessThanOrEqual(INPUT_DELAY_BOUND_MS);
  });
});

/**
 * Installed before the page's scripts: how the bands stand once the document is parsed,
 * and, per task that changed the skipping rule's style element, how many bands were
 * still skipped once that task's change was in.
 */
function watchBands({ selector, attribute }: { selector: string; attribute: string }) {
  const state = window as { bandsAtParse?: string[]; skippedPerTask?: number[] };
  state.skippedPerTask = [];
  document.addEventListener("DOMContentLoaded", () => {
    const bands = [...document.querySelectorAll(selector)];
    const skipped = () =>
      bands.filter((band) => getComputedStyle(band).contentVisibility === "auto").length;
    state.bandsAtParse = bands.map((band) => getComputedStyle(band).contentVisibility);
    const style = document.head.querySelector(`style[${attribute}]`);
    if (!style) return;
    new MutationObserver(() => state.skippedPerTask?.push(skipped())).observe(style, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
}

/** What watchBands saw. */
const watched = (page: Page) =>
  page.evaluate(() => {
    const state = window as { bandsAtParse?: string[]; skippedPerTask?: number[] };
    return { bandsAtParse: state.bandsAtParse ?? [], skippedPerTask: state.skippedPerTask };
  });

describe("the bands below the first one, while the first load settles", () => {
  // Every band, in the page's order: its own (the first two are never skipped), then the
  // promo band and the footer.
  const selector = [PAGE_BANDS, ...SITE_END_BANDS].join(",");
  const bandsOf = (page: Page, bands = selector) =>
    page.evaluate(
      (s) =>
        [...document.querySelectorAll(s)].map((band) => getComputedStyle(band).contentVisibility),
      bands,
    );

  it("are skipped by the first layouts, then rendered one per task, and the page ends as it was", async () => {
    const { page, context, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      fresh: true,
    });
    await context.addInitScript(watchBands, { selector, attribute: BANDS_ATTRIBUTE });
    await page.goto(url("/"), { waitUntil: "load" });
    await waitForBands(page);
    const { bandsAtParse, skippedPerTask } = await watched(page);
    // The home page's bands: the hero and the logo strip (a phone's first screen), then
    // its sections, the promo band and the footer.
    expect(bandsAtParse.length).toBeGreaterThan(8);
    expect(bandsAtParse.slice(0, 2)).toEqual(["visible", "visible"]);
    expect(new Set(bandsAtParse.slice(2))).toEqual(new Set(["auto"]));
    // Given back one band per task, in the page's order, down to the footer, which goes
    // with the rule itself in a last task.
    const skipped = bandsAtParse.length - 2;
    expect(skippedPerTask).toEqual(Array.from({ length: skipped - 1 }, (_, i) => skipped - 1 - i));
    expect(await bandsOf(page)).toEqual(Array(bandsAtParse.length).fill("visible"));
    expect(await page.locator(`style[${BANDS_ATTRIBUTE}]`).count()).toBe(0);
    // A page reached by a link is rendered in full from the start.
    const about = routeById("about").path;
    await page.locator(`footer a[href="${about}"]`).click();
    await page.waitForURL(url(about));
    await page.locator("main h1").waitFor();
    expect(new Set(await bandsOf(page))).toEqual(new Set(["visible"]));
    expect(errors).toEqual([]);
  });

  it("wait for the web font, and a page hydrated meanwhile still reveals what is below the fold as it scrolls in", async () => {
    const { page, errors } = await openPage(getBrowser(), { ...phoneContext(), fresh: true });
    const release = await holdRequests(page, /\.woff2$/);
    await page.goto(url("/"), { waitUntil: "domcontentloaded" });
    await waitForHydration(page);
    // Reveal items inside a skipped band have no box of their own (src/motion/Reveal.tsx).
    const below = page.locator("[data-reveal]").last();
    await expect.poll(() => below.getAttribute("data-reveal")).toBe("hidden");
    expect(
      await page.evaluate((name) => document.documentElement.hasAttribute(name), BANDS_ATTRIBUTE),
    ).toBe(true);
    release();
    await waitForBands(page);
    await below.scrollIntoViewIfNeeded();
    await expect.poll(() => below.getAttribute("data-reveal")).toBe("shown");
    expect(errors).toEqual([]);
  });

  it("of a long text are its sections: skipped past the first two, given back after the bands, a few at a time", async () => {
    const { page, context, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      fresh: true,
    });
    const items = `[${BAND_GROUP_ATTRIBUTE}] > *`;
    await context.addInitScript(watchBands, { selector: items, attribute: BANDS_ATTRIBUTE });
    await page.goto(url(routeById("privacy").path), { waitUntil: "load" });
    await waitForBands(page);
    const { bandsAtParse, skippedPerTask } = await watched(page);
    // The legal text's sections (src/pages/legal/LegalPage.tsx).
    expect(bandsAtParse).toHaveLength(privacySections.length);
    expect(bandsAtParse.slice(0, 2)).toEqual(["visible", "visible"]);
    expect(new Set(bandsAtParse.slice(2))).toEqual(new Set(["auto"]));
    // While the promo band and the footer come back (the page's own bands past the first
    // two: none here), every section stays skipped.
    const skipped = privacySections.length - 2;
    const ends = SITE_END_BANDS.length;
    expect(skippedPerTask?.slice(0, ends)).toEqual(SITE_END_BANDS.map(() => skipped));
    // Then the sections in order, a step per task (the last with the rule itself), each
    // giving back one section or several of no more than GROUP_STEP_TEXT characters.
    const remaining = [skipped, ...(skippedPerTask ?? []).slice(ends), 0];
    const sizes = await page.evaluate(
      (s) => [...document.querySelectorAll(s)].map((item) => item.textContent.length),
      items,
    );
    for (let step = 1; step < remaining.length; step++) {
      const from = sizes.length - (remaining[step - 1] ?? 0);
      const to = sizes.length - (remaining[step] ?? 0);
      expect(to).toBeGreaterThan(from);
      const text = sizes.slice(from, to).reduce((sum, size) => sum + size, 0);
      if (to - from > 1) expect(text).toBeLessThanOrEqual(GROUP_STEP_TEXT);
    }
    expect(remaining.length).toBeGreaterThan(3);
    expect(await bandsOf(page, items)).toEqual(Array(privacySections.length).fill("visible"));
    expect(errors).toEqual([]);
  });

  it("keep a section linked to far down the page in its place while the sections above it come back", async () => {
    const { page, errors } = await openPage(getBrowser(), { ...phoneContext(), fresh: true });
    const release = await holdRequests(page, /\.woff2$/);
    const section = privacySections[privacySections.length - 2];
    if (!section) throw new Error("the privacy page has no sections");
    await page.goto(url(`${routeById("privacy").path}#${section.id}`), {
      waitUntil: "domcontentloaded",
    });
    await waitForHydration(page);
    const heading = page.locator(`[id="${section.id}"]`);
    const top = async () => (await heading.boundingBox())?.y ?? Number.NaN;
    // Scrolled to it below the sticky header, with every section above it still skipped.
    await expect.poll(top).toBeGreaterThan(0);
    const before = await top();
    expect(before).toBeLessThan((page.viewportSize()?.height ?? 0) / 3);
    release();
    await waitForBands(page);
    expect(Math.abs((await top()) - before)).toBeLessThanOrEqual(2);
    // The table of contents knows where the reader is (src/pages/legal/useActiveSection.ts).
    await expect
      .poll(() => page.locator(`nav a[href="#${section.id}"]`).getAttribute("aria-current"))
      .toBe("location");
    expect(errors).toEqual([]);
  });

  it("without JavaScript, skip nothing", async () => {
    const { page, errors } = await openPage(getBrowser(), {
      ...phoneContext(),
      javaScriptEnabled: false,
    });
    await page.goto(url("/"), { waitUntil: "load" });
    const bands = await bandsOf(page);
    expect(bands.length).toBeGreaterThan(8);
    expect(new Set(bands)).toEqual(new Set(["visible"]));
    expect(errors).toEqual([]);
  });
});
