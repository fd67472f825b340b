// @vitest-environment node
/**
 * scripts/inlinedStyleSheets.ts: the entry's style sheets, which every page carries
 * inline, leave the dependency lists of Vite's preload helper; other files stay. The
 * built site is checked in tests/theme/font-fallback.browser.test.ts (no page requests a
 * style sheet) and tests/pages/languages.browser.test.ts (a Greek page loads one font).
 */
import { describe, expect, it } from "vitest";
import { withoutInlinedStyleSheets } from "../../scripts/inlinedStyleSheets.ts";

const table = (files: string[]) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[${files.map((f) => JSON.stringify(f)).join(",")}])))=>i.map(i=>d[i]);\n`;

describe("withoutInlinedStyleSheets", () => {
  const inlined = new Set(["assets/index-AbC123xy.css"]);

  it("empties the lists that name only the inlined sheet", () => {
    const code = `${table(["assets/index-AbC123xy.css"])}const a=()=>p(()=>import("./x.js"),__vite__mapDeps([0]));const b=()=>p(()=>import("./y.js"),__vite__mapDeps([0]));`;
    expect(withoutInlinedStyleSheets(code, inlined)).toBe(
      `${table(["assets/index-AbC123xy.css"])}const a=()=>p(()=>import("./x.js"),__vite__mapDeps([]));const b=()=>p(()=>import("./y.js"),__vite__mapDeps([]));`,
    );
  });

  it("keeps every other file, by its index", () => {
    const files = [
      "assets/Lazy-Q1w2E3r4.css",
      "assets/index-AbC123xy.css",
      "assets/Other-Z9x8C7v6.css",
    ];
    const code = `${table(files)}f(__vite__mapDeps([0,1,2]));g(__vite__mapDeps([1]));h(__vite__mapDeps([2, 1]));`;
    expect(withoutInlinedStyleSheets(code, inlined)).toBe(
      `${table(files)}f(__vite__mapDeps([0,2]));g(__vite__mapDeps([]));h(__vite__mapDeps([2]));`,
    );
  });

  it("leaves a chunk without the helper's table, or without an inlined sheet, as it is", () => {
    const plain = 'import("./x.js").then((m)=>m.default);';
    expect(withoutInlinedStyleSheets(plain, inlined)).toBe(plain);
    const other = `${table(["assets/Lazy-Q1w2E3r4.css"])}f(__vite__mapDeps([0]));`;
    expect(withoutInlinedStyleSheets(other, inlined)).toBe(other);
  });
});
