// @vitest-environment node
/**
 * scripts/eagerCommonJs.ts: the bundler's CommonJS wrappers become parenthesised function
 * expressions, which V8 compiles while the chunk streams in; nothing else changes. The
 * built chunk itself is checked in tests/deploy/budget.browser.test.ts.
 */
import { describe, expect, it } from "vitest";
import { eagerCommonJs } from "../../scripts/eagerCommonJs.ts";

describe("eagerCommonJs", () => {
  it("rewrites both shapes of the bundler's wrapper, and keeps the parameters", () => {
    const code = [
      "var require_react = /* @__PURE__ */ __commonJSMin(((exports, module) => {",
      "\tmodule.exports = require_react_production();",
      "}));",
      "var require_scheduler_production = /* @__PURE__ */ __commonJSMin(((exports) => {",
      "\texports.unstable_now = void 0;",
      "}));",
    ].join("\n");
    expect(eagerCommonJs(code)).toBe(
      [
        "var require_react = /* @__PURE__ */ __commonJSMin((function(exports, module) {",
        "\tmodule.exports = require_react_production();",
        "}));",
        "var require_scheduler_production = /* @__PURE__ */ __commonJSMin((function(exports) {",
        "\texports.unstable_now = void 0;",
        "}));",
      ].join("\n"),
    );
  });

  it("leaves every other arrow function alone", () => {
    const code = [
      "const f = ((exports, module) => {});",
      "items.map(((x) => { return x; }));",
      "my__commonJSMin(((exports) => {}));",
      "__commonJSMin(((exports, module, extra) => {}));",
    ].join("\n");
    expect(eagerCommonJs(code)).toBe(code);
  });
});
