import type { Plugin } from "vite";

/**
 * Lets V8 compile the bundled CommonJS modules (react, react-dom, scheduler) while their
 * chunk downloads, instead of on the main thread after the first paint.
 *
 * The bundler wraps each CommonJS module in a function that runs once, at its first
 * import, which on every page is start-up. It writes that function as an arrow,
 * `__commonJSMin(((exports, module) => { … }))`, and V8 compiles an arrow lazily: when
 * start-up first calls it, the main thread parses react-dom's whole 200 KB body again
 * (8–10 ms unthrottled on a 2-core machine, a 50–60 ms task at a phone's pace). A
 * parenthesised `function` expression is what V8 takes as a sign that a function is
 * called at once (its "PIFE" heuristic), so it compiles it eagerly, with the rest of the
 * chunk, on the script-streaming thread. The functions inside stay lazy. Same behaviour:
 * the wrapper is called plainly in a strict module, so `this` is undefined either way, and
 * a body that read `arguments` would already fail as an arrow. Only the bundler's own wrapper is
 * matched (its parameter names, `exports` and `module`, as it writes them before
 * minifying). See docs/decisions/024-quiet-start.md.
 *
 * If a bundler release writes the wrapper differently the pattern stops matching and the
 * code stays as it was; tests/deploy/budget.browser.test.ts says so.
 */
const arrowWrapper = /\b__commonJSMin\(\(\((exports(?:, module)?)\) => \{/g;

export function eagerCommonJs(code: string): string {
  return code.replace(arrowWrapper, "__commonJSMin((function($1) {");
}

export function eagerCommonJsPlugin(): Plugin {
  return {
    name: "eager-commonjs",
    apply: "build",
    renderChunk(code) {
      const eager = eagerCommonJs(code);
      return eager === code ? null : { code: eager, map: null };
    },
  };
}
