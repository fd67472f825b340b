/**
 * Shared pieces of the browser tests: one Chromium per test file, pages that record
 * every console error, page error and (in the development build) React warning.
 */
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  CDPSession,
  Locator,
  Page,
} from "playwright-core";
import { setTimeout as delay } from "node:timers/promises";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject, onTestFinished } from "vitest";
import { findTestChromium, launchChromium } from "./chromium.ts";
import { BANDS_ATTRIBUTE } from "../../src/app/deferredBands.ts";
import { consentStorage } from "../../src/content/consent.ts";
import { localePath } from "../../src/content/locales.ts";
import { routeRegistry } from "../../src/content/routes.ts";
import { tokens } from "../../theme/tokens.ts";
import { MOBILE, phoneContext } from "./phone.ts";

export { MOBILE, phoneContext } from "./phone.ts";
export const DESKTOP = { width: 1366, height: 900 } as const;
export const VIEWPORTS = [
  { name: "mobile", viewport: MOBILE },
  { name: "desktop", viewport: DESKTOP },
] as const;

/** The phone widths every route is tried at, with a usual screen height for each. */
export const PHONES = [
  { width: 320, height: 568 },
  { width: 360, height: 780 },
  { width: 375, height: 667 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

/** Below this width a test's window is a phone (see openPage). */
const PHONE_MAX_WIDTH = tokens.breakpoints.md - 1;

/**
 * How long a page gets to answer a script while its test is wound up. A page that takes
 * longer is stuck (its main thread busy or hung): what a test would still do on it is given
 * up, and its context is closed rather than kept warm.
 */
const ANSWER_TIME = 5_000;

/** The promise's value, or `undefined` once it fails or `ms` have passed. */
function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([promise.catch(() => undefined), delay(ms, undefined, { ref: false })]);
}

/** Every route's path, from the one registry. */
export const ROUTE_PATHS = routeRegistry.map((r) => r.path);
/** Every route's Greek twin (/el, /el/about …), from the same registry. */
export const GREEK_ROUTE_PATHS = routeRegistry.map((r) => localePath("el", r.path));

export const baseUrl = () => inject("baseUrl");
export const devBaseUrl = () => inject("devBaseUrl");
export const url = (path: string, base = baseUrl()) => new URL(path, base).href;

/** Launches Chromium (its headless shell when installed) once for the calling test file. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium({}, findTestChromium());
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("Browser not launched yet");
    return browser;
  };
}

export interface TrackedPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
  /** Console warnings. */
  warnings: string[];
  /**
   * Closes the page (a fresh context with it). A warm context stays open for the file's
   * next test unless `discard` says the page may be stuck (after a time-out).
   */
  close: (discard?: boolean) => Promise<void>;
  /**
   * A DevTools session attached when the page opened: unlike one attached later, it still
   * reaches a main thread that a script holds (whyStuck).
   */
  inspector: CDPSession;
}

interface OpenPageOptions extends BrowserContextOptions {
  /** The test loads a missing page on purpose: Chromium logs its 404 as a console error. */
  expectNotFound?: boolean;
  /**
   * A context of the test's own, like a first visit in a new browser profile: for a test
   * that changes the context itself (addInitScript, route, offline, permissions…) or that
   * needs a cold cache. Without it, the page opens in the file's warm context (openPage).
   */
  fresh?: boolean;
  /**
   * The visitor accepted the cookie notice on an earlier visit (set before any script
   * runs, on every page of a fresh context, on this page of a warm one): for tests where
   * the notice would only sit over what they look at.
   */
  consented?: boolean;
}

/** Stores the cookie notice's answer as the notice itself does (src/content/consent.ts). */
const consentGiven = ({ key, acceptedValue }: typeof consentStorage) =>
  localStorage.setItem(key, acceptedValue);

/** A test's options as context options: a narrow window is a phone (openPage). */
function splitOptions({
  expectNotFound = false,
  fresh = false,
  consented = false,
  ...options
}: OpenPageOptions) {
  const viewport = options.viewport ?? DESKTOP;
  const phone =
    viewport.width <= PHONE_MAX_WIDTH && options.isMobile === undefined
      ? phoneContext(viewport)
      : {};
  const context: BrowserContextOptions = { viewport: DESKTOP, ...phone, ...options };
  return { expectNotFound, fresh, consented, context };
}

/** A page with its console errors, page errors and warnings tracked. */
async function track(
  page: Page,
  context: BrowserContext,
  expectNotFound: boolean,
  close: (discard?: boolean) => Promise<void>,
): Promise<TrackedPage> {
  const expected = expectNotFound ? [/status of 404 \(Not Found\)/] : [];
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "error" && !expected.some((re) => re.test(msg.text())))
      errors.push(msg.text());
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
  const inspector = await page.context().newCDPSession(page);
  return { page, context, errors, warnings, close, inspector };
}

/** A context of its own and its page; the caller closes it. */
async function trackedPage(browser: Browser, options: OpenPageOptions): Promise<TrackedPage> {
  const { expectNotFound, consented, context: contextOptions } = splitOptions(options);
  const context = await browser.newContext(contextOptions);
  if (consented) await context.addInitScript(consentGiven, consentStorage);
  const page = await context.newPage();
  return track(page, context, expectNotFound, async () => {
    await within(context.close(), ANSWER_TIME);
  });
}

/**
 * Per browser (one per test file), the warm contexts: one per set of context options. A
 * fresh context costs a page load about twice the CPU (1.0–1.3 s against 0.5–0.6 s for
 * /, measured on a 2-core machine): no cached script, no compiled code, no renderer.
 */
const warmContexts = new WeakMap<Browser, Map<string, Promise<BrowserContext>>>();

/** What a test could change on a shared context, and so leave to the next test. */
const CONTEXT_CHANGES = new Set<PropertyKey>([
  "addCookies",
  "addInitScript",
  "clearCookies",
  "close",
  "exposeBinding",
  "exposeFunction",
  "grantPermissions",
  "route",
  "routeFromHAR",
  "routeWebSocket",
  "setDefaultNavigationTimeout",
  "setDefaultTimeout",
  "setExtraHTTPHeaders",
  "setGeolocation",
  "setHTTPCredentials",
  "setOffline",
]);

/** The shared context as a test sees it: any change to the context itself throws. */
function guarded(context: BrowserContext): BrowserContext {
  return new Proxy(context, {
    get(target, property) {
      if (CONTEXT_CHANGES.has(property)) {
        return () => {
          throw new Error(
            `context.${String(property)} would outlive this test in the file's shared context: open the page with { fresh: true }`,
          );
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function"
        ? (value as (...args: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/** The storage a visit leaves, cleared between tests (the HTTP cache stays warm). */
const VISIT_STORAGE =
  "cookies,file_systems,indexeddb,local_storage,websql,service_workers,cache_storage";

/**
 * A new page in the file's warm context for these options. When the test ends, every page
 * it opened there is closed and what the visit stored (local storage, IndexedDB, cookies…)
 * is cleared for every origin its page went to, so the next test is a new visitor again;
 * session storage ends with the page.
 */
async function warmPage(browser: Browser, options: OpenPageOptions): Promise<TrackedPage> {
  const { expectNotFound, consented, context: resolved } = splitOptions(options);
  const key = JSON.stringify(resolved);
  let pool = warmContexts.get(browser);
  if (!pool) warmContexts.set(browser, (pool = new Map<string, Promise<BrowserContext>>()));
  let pending = pool.get(key);
  if (!pending) pool.set(key, (pending = browser.newContext(resolved)));
  const context = await pending;
  const page = await context.newPage();
  if (consented) await page.addInitScript(consentGiven, consentStorage);
  const origins = new Set<string>();
  page.on("framenavigated", (frame) => {
    if (/^https?:/.test(frame.url())) origins.add(new URL(frame.url()).origin);
  });
  return track(page, guarded(context), expectNotFound, async (discard = false) => {
    if (!page.isClosed()) {
      // First from the pages themselves: a page's own storage writes travel to the store
      // apart from the clear below and, on a busy machine, can land after it (one clean run
      // found a key of the last test's in the next test's page). A clear from the page
      // comes after its writes, in the page's own order.
      const answered = await Promise.all(
        context.pages().map((open) =>
          within(
            open.evaluate(() => {
              try {
                localStorage.clear();
              } catch {
                // A page with no storage of its own (about:blank, an error page).
              }
              return true;
            }),
            ANSWER_TIME,
          ),
        ),
      );
      // A page that did not answer is stuck: the next test gets a new context, not one
      // whose renderer may be the stuck one's.
      if (discard || answered.includes(undefined)) {
        pool.delete(key);
        await within(context.close(), ANSWER_TIME);
        return;
      }
      const cdp = await context.newCDPSession(page);
      for (const origin of origins)
        await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: VISIT_STORAGE });
      await cdp.detach();
    }
    await Promise.all(context.pages().map((open) => open.close()));
    await context.clearPermissions();
  });
}

/**
 * Holds back the page's requests that match `pattern` (as on a slow network) until the
 * returned function is called. The route is the page's own and ends with it, so a page of
 * the warm context may hold requests too; a routed page bypasses the HTTP cache.
 */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** A page in the file's warm context, or in a context of its own with `fresh`. */
const openTracked = (browser: Browser, options: OpenPageOptions): Promise<TrackedPage> =>
  options.fresh ? trackedPage(browser, options) : warmPage(browser, options);

/**
 * A page for the calling test, closed when it finishes (pass or fail), so a test needs no
 * try/finally of its own. A viewport narrower than the md breakpoint is a phone
 * (phoneContext: isMobile, hasTouch, device scale 3) unless the options say otherwise
 * (`isMobile: false`), so every mobile test runs as on a real phone.
 *
 * The page opens in a context the test file keeps warm for these options (its cache and
 * compiled scripts stay; its storage is cleared after each test), unless `fresh` asks for
 * a context of the test's own.
 */
export async function openPage(
  browser: Browser,
  options: OpenPageOptions = {},
): Promise<TrackedPage> {
  const tracked = await openTracked(browser, options);
  onTestFinished(async ({ task }) => {
    // Errors of an earlier try stay listed in a retry that passes.
    const timedOut =
      task.result?.state === "fail" &&
      task.result.errors?.some((error) => /timed out in/.test(error.message));
    if (timedOut) console.warn(`"${task.name}" timed out. Its page: ${await whyStuck(tracked)}`);
    await tracked.close(timedOut);
  });
  return tracked;
}

/**
 * One page for a describe block whose tests only read it (no click, scroll or navigation
 * that a later test would see): opened as openPage would and set up by `load` once, before
 * the block's first test; closed after its last. Each test still checks `errors`, which
 * then holds everything the page logged so far.
 */
export function usePageForReading(
  getBrowser: () => Browser,
  options: OpenPageOptions,
  load: (page: Page) => Promise<void>,
): () => TrackedPage {
  return useSuitePage(() => openTracked(getBrowser(), options), load);
}

/**
 * A page `open`ed and `prepare`d before a describe block's first test, closed after its
 * last. After a failed test the next one (or its retry, vite.config.ts) gets a newly
 * opened page: in landing runs a page stopped answering mid-scan and every later test of
 * its file timed out on it. What held the old one is logged for the record (whyStuck).
 */
function useSuitePage(
  open: () => Promise<TrackedPage>,
  prepare: (page: Page) => Promise<void>,
): () => TrackedPage {
  let opened: TrackedPage | undefined;
  let failed: string | undefined;
  const openPrepared = async () => {
    const page = await open();
    await prepare(page.page);
    return page;
  };
  beforeAll(async () => {
    opened = await openPrepared();
  });
  afterAll(async () => {
    await opened?.close();
  });
  afterEach(({ task }) => {
    if (task.result?.state === "fail") failed = task.name;
  });
  beforeEach(async () => {
    if (!opened || failed === undefined) return;
    const stuck = opened;
    console.warn(`New page after "${failed}" failed. The old one: ${await whyStuck(stuck)}`);
    opened = undefined;
    failed = undefined;
    await within(stuck.close(), ANSWER_TIME);
    opened = await openPrepared();
  });
  return () => {
    if (!opened) throw new Error("Page not opened yet");
    return opened;
  };
}

/**
 * One context and page for a whole describe block, reused from test to test (a navigation
 * per test, no new context): for a matrix of routes where each test only loads and scans.
 * `errors` is emptied before each test; a missing page's 404 is not an error unless the
 * options say `expectNotFound: false`. After a failed test the next one (or its retry)
 * gets a new context and page (useSuitePage); `prepare` sets up each page so opened (init
 * scripts, routes) before its first test.
 */
export function usePagePerSuite(
  getBrowser: () => Browser,
  options: Omit<OpenPageOptions, "fresh"> = {},
  prepare: (page: Page) => Promise<void> = async () => {},
): () => TrackedPage {
  const getPage = useSuitePage(
    () => trackedPage(getBrowser(), { expectNotFound: true, ...options }),
    prepare,
  );
  beforeEach(() => {
    getPage().errors.length = 0;
  });
  return getPage;
}

/**
 * Waits until React has hydrated the page (the client router is in control): hydration
 * runs in slices after a staged start, so the root container existing is not enough;
 * AppProviders marks <html data-hydrated> once the hydrated tree has committed.
 */
export async function waitForHydration(page: Page): Promise<void> {
  // Checked on a timer, not per frame (Playwright's default): a page that draws no frame
  // (seen in clean runs on a busy machine) still hydrates, and would never be checked.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true", null, {
    polling: 50,
  });
}

/**
 * Waits until the bands a pre-rendered page's first layouts skipped are rendered in full
 * (src/app/deferredBands.ts): until then a band clips what overflows it, so a check of
 * what sticks out of the page waits for this first.
 */
export async function waitForBands(page: Page): Promise<void> {
  await page.waitForFunction(
    (attribute) => !document.documentElement.hasAttribute(attribute),
    BANDS_ATTRIBUTE,
  );
}

export async function gotoHydrated(page: Page, path: string, base = baseUrl()): Promise<void> {
  await page.goto(url(path, base), { waitUntil: "load" });
  await waitForHydration(page);
}

/**
 * Scrolls the whole page under reduced motion and lists what still moves: a reveal item
 * (list item, figure, heading) not fully opaque, a hero image shifted by its parallax,
 * and any animation still running. Both empty when reduced motion is honoured.
 */
export function motionLeftUnderReducedMotion(
  page: Page,
): Promise<{ found: string[]; animations: string[] }> {
  return page.evaluate(async () => {
    const found: string[] = [];
    const check = () => {
      for (const el of document.querySelectorAll("main li, main figure, main h2, main h3")) {
        if (getComputedStyle(el).opacity !== "1") found.push(`opacity ${el.textContent}`);
      }
      for (const img of document.querySelectorAll("main img[fetchpriority=high]")) {
        const transform = getComputedStyle(img.parentElement as Element).transform;
        if (transform !== "none" && transform !== "matrix(1, 0, 0, 1, 0, 0)")
          found.push(`hero art ${transform}`);
      }
    };
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      check();
    }
    return {
      found,
      // Running ones only: a CSS animation that reduced motion cut to 0.01 ms stays
      // listed, finished, when it fills forwards.
      animations: document
        .getAnimations()
        .filter((animation) => animation.playState !== "finished")
        .map((animation) => {
          const effect = animation.effect as KeyframeEffect | null;
          return `${animation.constructor.name} ${effect?.target?.nodeName ?? ""} ${JSON.stringify(effect?.getKeyframes())}`;
        }),
    };
  });
}

/**
 * Waits until React has hydrated this element (it carries React's props): a section in a
 * deferred chunk hydrates after the page does, and a click on its link before that is a
 * plain link (a full page load), as it is for a visitor with no JavaScript yet.
 */
export async function elementHydrated(locator: Locator): Promise<void> {
  await locator.waitFor();
  await expect
    .poll(
      () => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))),
      {
        timeout: 15_000,
      },
    )
    .toBe(true);
}

/**
 * Waits until every scroll reveal has run to its end: each revealed element is marked
 * shown and fully opaque, and no animation that ends is still running.
 */
export async function revealsFinished(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll<HTMLElement>("[data-reveal]")].every(
        (element) =>
          element.dataset.reveal === "shown" && getComputedStyle(element).opacity === "1",
      ),
    undefined,
    { polling: 50 },
  );
  await animationsSettled(page);
}

/**
 * Waits until no animation (CSS or Web Animations) that ends is running in `scope`, the
 * whole page by default, on three checks in a row 50 ms apart: a fade, slide or
 * transition that the last step set off has started and is over. Endless loops (a
 * spinner) are not waited for. The checks are timed from Node, so a page whose clock the
 * test has frozen (page.clock) is waited on too.
 *
 * Headless Chromium has been seen to stop drawing a page for a while: an animation then
 * stays pending, never starts and never ends, and the wait hung until its timeout. So
 * after a second of waiting the page is asked for a frame; if none comes within half a
 * second it is brought to the front once, which can make Chromium draw it again; if it
 * still draws nothing, its animations are taken to their end (`finish()` needs no frame).
 * A wait that still times out names the animations and says whether frames came.
 */
export async function animationsSettled(scope: Page | Locator): Promise<void> {
  const endingAnimations = (root: Element | undefined) =>
    (root ? root.getAnimations({ subtree: true }) : document.getAnimations())
      .filter(
        (animation) =>
          animation.playState === "running" &&
          animation.effect?.getComputedTiming().endTime !== Infinity,
      )
      .map((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        const name =
          animation instanceof CSSTransition
            ? `transition of ${animation.transitionProperty}`
            : animation instanceof CSSAnimation
              ? `animation ${animation.animationName}`
              : "script animation";
        const where = `${target?.nodeName ?? "?"}${target?.id ? `#${target.id}` : ""}`;
        const state = animation.pending
          ? "pending"
          : `at ${Math.round(Number(animation.currentTime))} ms`;
        return `${name} on ${where}, ${state}`;
      });
  const page = "goto" in scope ? scope : scope.page();
  const running = () =>
    "goto" in scope
      ? scope.evaluate(endingAnimations, undefined)
      : scope.evaluate(endingAnimations);
  const started = Date.now();
  let quiet = 0;
  let last: string[];
  let frames: "not asked" | "came" | "none, even after the page was brought to the front" =
    "not asked";
  while (quiet < 3) {
    last = await running();
    quiet = last.length > 0 ? 0 : quiet + 1;
    if (quiet === 0 && frames === "not asked" && Date.now() - started > 1000) {
      frames = (await pageDraws(page))
        ? "came"
        : "none, even after the page was brought to the front";
      if (frames !== "came") {
        await page.bringToFront();
        if (await pageDraws(page)) frames = "came";
      }
      // Still no frame (seen once in a clean run: the cookie notice's entrance pending for
      // 10 s, the page drawing nothing even at the front): the browser, not the page, is
      // stuck, and an animation that never gets a frame never ends. The wait is for the
      // settled state, so the animations are taken to their end, which needs no frame.
      if (frames !== "came") {
        const finish = (root: Element | undefined) => {
          for (const animation of root
            ? root.getAnimations({ subtree: true })
            : document.getAnimations())
            if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
        };
        await ("goto" in scope ? scope.evaluate(finish, undefined) : scope.evaluate(finish));
      }
    }
    if (quiet === 0 && Date.now() - started > 10_000) {
      throw new Error(
        `animations still running after 10 s: ${last.join("; ")}; frames from the page: ${frames}`,
      );
    }
    if (quiet < 3) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Whether the page runs an animation frame within half a second. Timed from Node, so a
 * page with a frozen clock (page.clock fakes requestAnimationFrame) answers no rather
 * than hanging the test.
 */
export async function pageDraws(page: Page): Promise<boolean> {
  const frame = page
    .evaluate(() => new Promise<boolean>((resolve) => requestAnimationFrame(() => resolve(true))))
    .catch(() => false);
  return Promise.race([frame, new Promise<boolean>((resolve) => setTimeout(resolve, 500, false))]);
}

/**
 * What holds a page that a test waited on in vain, for the log: whether it still answers a
 * script and draws frames and, when it answers nothing, whether a script holds its main
 * thread. That one is ended through the page's inspector session, and what the page says
 * then (its load state, whether it hydrated) is told. Twice in landing runs a page stopped
 * answering mid-file on a busy host with nothing to say why; each step here is bounded,
 * so a stuck page costs seconds, not a hung hook.
 */
export async function whyStuck({ page, inspector }: TrackedPage): Promise<string> {
  if (page.isClosed()) return "closed";
  const at = page.url();
  const state = () =>
    within(
      page.evaluate(
        () =>
          `${document.readyState}, ${document.documentElement.dataset.hydrated ? "" : "not "}hydrated`,
      ),
      1000,
    );
  if (await state())
    return `${at} answers scripts and ${(await pageDraws(page)) ? "draws frames" : "drew no frame in 0.5 s"}`;
  await within(inspector.send("Runtime.terminateExecution"), 1000);
  const after = await state();
  return after
    ? `${at} answered no script for a second: a script held its main thread; once the inspector ended it, the page answered (${after})`
    : `${at} answers no script, even with its scripts ended: its main thread is stuck outside JavaScript`;
}

/**
 * Waits until the page has made no request for half a second (Playwright's network
 * idle): what a click, a reload or a lazy chunk was going to fetch has been fetched, so a
 * test can check that nothing more happened.
 */
export async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle");
}
