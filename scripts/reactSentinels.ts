import type { Plugin } from "vite";

/**
 * React's five sentinel values made without a stack trace: what start-up costs whenever
 * DevTools' runtime is attached to the page, which is how Lighthouse (PageSpeed Insights
 * too) and this project's bench and tests load it.
 *
 * react-dom creates them once, as it initialises: `var SuspenseException =
 * Error(formatProdErrorMessage(460))`, and the same for 474, 542, 461 and 519. They are
 * tokens, not errors: React throws them to itself and catches them by identity
 * (`x === SuspenseException`), and none is ever reported (a hydration mismatch is reported
 * as an Error of its own, made where it happens). An Error records where it was made, and
 * with DevTools attached V8 resolves that place to a line and column at once. The place is
 * inside react-dom's whole body, one function compiled without its position table
 * (scripts/eagerCommonJs.ts), so V8 parses all 200 KB of it again to build one. Traced on
 * /services at 5.5× that was 36–46 ms of a 50–63 ms task, the longest after the first
 * paint; in a test page the first Error made inside a 570 KB function cost 11.3–11.9 ms
 * unthrottled with DevTools' runtime attached and 0–0.1 ms without (decision 024, lever
 * 23). Without DevTools the parse never happens.
 *
 * Made by `Object.create(Error.prototype)` with their message, they are the same tokens:
 * `instanceof Error`, the same `message`, `name` and `String()`, thrown and compared as
 * before. What they lose is a `stack`, which for these named the place react-dom was
 * initialised and nothing else.
 *
 * Only the production client, in the client build (the server build keeps react-dom
 * external, and the dev server loads its development build). If a React release declares
 * them differently the transform throws and names the file; a browser test
 * (tests/app/start-up-errors.browser.test.ts) fails if start-up makes an Error again.
 */
const reactDomClient = /\/node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/;

/** `var SuspenseException = Error(…)` or, further down a `var` list, `  HydrationMismatchException = Error(…)`. */
const sentinel = /^(var | {2})(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/gm;

const HELPER = "__reactSentinel";

/** The helper, appended to the module (function declarations are hoisted). */
const helper = `
function ${HELPER}(message) {
  return Object.create(Error.prototype, {
    message: { value: message, writable: true, configurable: true },
  });
}
`;

/** react-dom-client's production `code` (file `id`) with its sentinels made by the helper. */
export function withStacklessSentinels(code: string, id: string): string {
  let count = 0;
  const replaced = code.replace(sentinel, (_, lead: string, name: string, message: string) => {
    count += 1;
    return `${lead}${name} = ${HELPER}(${message})`;
  });
  if (count === 0) {
    throw new Error(
      `${id}: react-dom no longer declares its sentinel errors as expected; ` +
        "update scripts/reactSentinels.ts",
    );
  }
  return replaced + helper;
}

export function reactSentinelsPlugin(): Plugin {
  return {
    name: "react-sentinels",
    apply: "build",
    transform: {
      filter: { id: reactDomClient },
      handler(code, id) {
        return { code: withStacklessSentinels(code, id), map: null };
      },
    },
  };
}
