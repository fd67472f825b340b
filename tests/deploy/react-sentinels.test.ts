// @vitest-environment node
/**
 * scripts/reactSentinels.ts: react-dom's five sentinel errors are made without a stack
 * trace, as the same tokens otherwise. The built site is checked in
 * tests/app/start-up-errors.browser.test.ts.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { withStacklessSentinels } from "../../scripts/reactSentinels.ts";

const reactDomClient = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-dom/package.json")),
  "cjs/react-dom-client.production.js",
);

/** The sentinel declared by `code`, made with a stand-in for React's message formatter. */
function sentinelOf(code: string): unknown {
  const module = withStacklessSentinels(code, "test.js");
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the transformed code under test
  const run = new Function("formatProdErrorMessage", `${module}\nreturn TestException;`) as (
    format: (code: number) => string,
  ) => unknown;
  return run((code) => `Minified React error #${code}`);
}

describe("withStacklessSentinels", () => {
  it("rewrites the five sentinels of the installed react-dom, and only them", () => {
    const code = readFileSync(reactDomClient, "utf8");
    const out = withStacklessSentinels(code, reactDomClient);
    const rewritten = [...out.matchAll(/^(?:var | {2})(\w+) = __reactSentinel\(/gm)].map(
      (m) => m[1],
    );
    expect(rewritten.sort()).toEqual([
      "HydrationMismatchException",
      "SelectiveHydrationException",
      "SuspenseActionException",
      "SuspenseException",
      "SuspenseyCommitException",
    ]);
    expect(out).not.toMatch(/^(var | {2})\w+Exception = Error\(/m);
    // The errors React makes where something goes wrong stay real Errors.
    expect(out).toContain("throw Error(formatProdErrorMessage(188))");
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- parses, does not run
    expect(() => new Function("exports", "require", out)).not.toThrow();
  });

  it("keeps both shapes of declaration: a var of its own, and one further down a var list", () => {
    expect(sentinelOf("var TestException = Error(formatProdErrorMessage(460));")).toMatchObject({
      message: "Minified React error #460",
    });
    expect(
      sentinelOf("var a = 1,\n  TestException = Error(formatProdErrorMessage(519));"),
    ).toMatchObject({ message: "Minified React error #519" });
  });

  it("makes tokens that are Errors in all but the stack", () => {
    const token = sentinelOf("var TestException = Error(formatProdErrorMessage(461));");
    expect(token).toBeInstanceOf(Error);
    expect(String(token)).toBe("Error: Minified React error #461");
    expect((token as Error).name).toBe("Error");
    expect(Object.hasOwn(token as object, "stack")).toBe(false);
  });

  it("throws, naming the file, when react-dom declares them differently", () => {
    expect(() =>
      withStacklessSentinels("var SuspenseException = new Error('x');", "react-dom-client.js"),
    ).toThrow(/react-dom-client\.js: react-dom no longer declares its sentinel errors/);
  });
});
