/**
 * What a page does under the production headers, recorded from the first byte of every
 * document (`installRecorders` as a page's `prepare`, `recorded` to read): the CSP
 * violations it reports, and the rules a script inserts into a style sheet.
 *
 * The route-by-route scan (tests/support/a11yScan.ts) records both on every page at both
 * widths; tests/deploy/production.browser.test.ts adds a visitor's clicks on the pages
 * that have something to click.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";

/** Records CSP violations (`recorded.violations` reads them). */
async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener("securitypolicyviolation", (e) => {
      w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`);
    });
  });
}

/**
 * Records every rule a script inserts into a style sheet (`recorded.insertedAgain` reads
 * them). The pre-rendered sheet stays (src/app/serverStyles.ts): a rule of it inserted
 * again would make the browser restyle the whole page during hydration.
 */
async function recordInsertedRules(page: Page) {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, { __insertedRules: inserted });
    const proto = CSSStyleSheet.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- called with its sheet below
    const insertRule = proto.insertRule;
    proto.insertRule = function (rule: string, index?: number) {
      inserted.push(rule);
      return insertRule.call(this, rule, index);
    };
  });
}

/** Both recorders, for every document the page loads. */
export async function installRecorders(page: Page): Promise<void> {
  await recordCspViolations(page);
  await recordInsertedRules(page);
}

/** What the recorders hold for the page's current document. */
export const recorded = {
  violations: (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp),
  /** The server sheet's length, and the rules of it that a script inserted again. */
  insertedAgain: async (page: Page) => {
    const { server, inserted } = await page.evaluate(() => ({
      server: document.querySelector("style[data-styled-version]")?.textContent ?? "",
      inserted: (window as unknown as { __insertedRules: string[] }).__insertedRules,
    }));
    return { serverSheet: server.length, again: inserted.filter((rule) => server.includes(rule)) };
  },
};

/**
 * The page's current document kept the policy: no CSP violation, and the pre-rendered
 * sheet is there with none of its rules inserted again (after hydration and whatever
 * rendered later: deferred sections, lazy chunks, a visitor's clicks).
 */
export async function expectPolicyKept(page: Page): Promise<void> {
  expect(await recorded.violations(page)).toEqual([]);
  const { serverSheet, again } = await recorded.insertedAgain(page);
  expect(serverSheet).toBeGreaterThan(500);
  expect(again).toEqual([]);
}
