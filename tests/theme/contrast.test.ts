// @vitest-environment node
/**
 * The token-level contrast guard: every text/surface pair the theme declares
 * (theme/contrast.ts) meets WCAG 2.2 AA in both colour schemes, for the shipped palette
 * and for the retune fixture, so a palette or mapping change that breaks contrast fails
 * here, before any page renders.
 */
import { describe, expect, it } from "vitest";
import { contrastRatio, over } from "../../theme/color.ts";
import { contrastPairs, minimumRatio, ratioOf } from "../../theme/contrast.ts";
import { palette } from "../../theme/palette.ts";
import { createSchemes, schemes } from "../../theme/schemes.ts";
import { palette as teal } from "../fixtures/palette-teal.ts";

describe("contrast helper", () => {
  it("computes WCAG ratios", () => {
    expect(contrastRatio("#000000", "#FFFFFF")).toBeCloseTo(21, 5);
    expect(contrastRatio("#FFFFFF", "#FFFFFF")).toBe(1);
    // #767676 on white is the classic 4.54:1 grey.
    expect(contrastRatio("#767676", "#FFFFFF")).toBeCloseTo(4.54, 2);
  });
  it("lays a translucent colour over its surface", () => {
    expect(over("rgba(255, 255, 255, 0.5)", "#000000")).toBe("#808080");
  });
});

describe.each([
  ["the shipped palette, light", palette, "light"],
  ["the shipped palette, dark", palette, "dark"],
  ["the retune fixture (teal), light", teal, "light"],
  ["the retune fixture (teal), dark", teal, "dark"],
] as const)("declared contrast pairs, %s", (_name, p, scheme) => {
  const pairs = contrastPairs(createSchemes(p)[scheme]);
  it.each(pairs.map((pair) => [pair.name, pair] as const))("%s", (_label, pair) => {
    const ratio = ratioOf(pair);
    const needed = minimumRatio[pair.kind];
    expect(
      ratio,
      `${scheme}: ${pair.name}: ${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1, needs ${needed}:1 (${pair.kind})`,
    ).toBeGreaterThanOrEqual(needed);
  });
});

it("fails on a pair below the minimum, in either scheme (the guard can fail)", () => {
  const broken = createSchemes({
    ...palette,
    slate600: palette.slate300,
    slate300: palette.slate600,
  });
  for (const scheme of ["light", "dark"] as const) {
    const failing = contrastPairs(broken[scheme]).filter((p) => ratioOf(p) < minimumRatio[p.kind]);
    expect(
      failing.map((p) => p.name),
      scheme,
    ).toContain("muted text (textMuted) on page (bg)");
  }
});

it("both schemes declare the same pairs, the ones the issue lists among them", () => {
  const names = contrastPairs(schemes.light).map((p) => p.name);
  expect(contrastPairs(schemes.dark).map((p) => p.name)).toEqual(names);
  for (const needle of [
    "body text (text) on page (bg)",
    "muted text (textMuted) on alternate band (bgAlt)",
    "on-dark text (textOnDark) on ink band (bgDark)",
    "accent text, links (accentText) on card (surface)",
    "focus ring (focus) on page (bg)",
    "focus ring (focus) on alternate band (bgAlt)",
    "form field border (borderStrong) on page (bg)",
  ]) {
    expect(names).toContain(needle);
  }
});
