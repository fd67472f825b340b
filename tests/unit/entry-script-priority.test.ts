import { describe, expect, it } from "vitest";
import { deprioritiseEntryScript } from "../../scripts/prerender.ts";

const built = [
  "<head>",
  '<script type="module" crossorigin src="/assets/index-abc.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-def.js">',
  "</head>",
].join("\n");

describe("the pre-rendered page fetches its entry script at low priority", () => {
  it("marks the entry module script fetchpriority=low", () => {
    expect(deprioritiseEntryScript(built)).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-abc.js">',
    );
  });

  it("leaves the preloaded chunks alone and is idempotent", () => {
    const once = deprioritiseEntryScript(built);
    expect(once).toContain('<link rel="modulepreload" crossorigin href="/assets/react-def.js">');
    expect(deprioritiseEntryScript(once)).toBe(once);
  });
});
