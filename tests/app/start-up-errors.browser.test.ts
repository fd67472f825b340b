/**
 * Start-up makes no Error object. With DevTools' runtime attached (Lighthouse, PageSpeed
 * Insights, the bench, these tests) V8 resolves where each Error was made as it is made,
 * and for one made during react-dom's initialisation that meant parsing react-dom's whole
 * body again, on every page (on /services a 50–60 ms task after the first paint at a
 * phone's pace). React's own sentinels are made without a stack
 * (scripts/reactSentinels.ts); this fails if they, or anything else the pages load at
 * start-up, make an Error again.
 */
import { describe, expect, it } from "vitest";
import {
  DESKTOP,
  networkQuiet,
  openPage,
  phoneContext,
  url,
  useBrowser,
  waitForHydration,
} from "../support/browser.ts";

const getBrowser = useBrowser();

/**
 * Installed before the page's scripts: each Error constructed (called or with `new`,
 * subclasses included) is listed with its message. A proxy, so `instanceof Error` and
 * subclassing behave as without it.
 */
function recordErrors() {
  const made: string[] = [];
  Object.assign(window, { madeErrors: made });
  const record = (args: unknown[]) => made.push(String(args[0]).slice(0, 120));
  window.Error = new Proxy(Error, {
    apply(target, thisArg, args: unknown[]) {
      record(args);
      return Reflect.apply(target, thisArg, args) as Error;
    },
    construct(target, args: unknown[], newTarget) {
      record(args);
      return Reflect.construct(
        target,
        args,
        newTarget === window.Error ? target : newTarget,
      ) as Error;
    },
  });
}

describe.each([
  { path: "/", options: phoneContext() },
  { path: "/el/projects", options: phoneContext() },
  { path: "/services", options: { viewport: DESKTOP } },
])("$path", ({ path, options }) => {
  it("starts up without making an Error", async () => {
    const { page, errors } = await openPage(getBrowser(), { ...options, fresh: true });
    await page.addInitScript(recordErrors);
    await page.goto(url(path), { waitUntil: "load" });
    await waitForHydration(page);
    await networkQuiet(page);
    const made = await page.evaluate(() => (window as { madeErrors?: string[] }).madeErrors);
    // The recorder ran (a page it missed would pass for the wrong reason).
    expect(made).toBeInstanceOf(Array);
    expect(made).toEqual([]);
    expect(errors).toEqual([]);
  });
});
