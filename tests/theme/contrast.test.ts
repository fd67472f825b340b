/**
 * The token-level contrast guard: every text/surface pair the theme declares
 * (theme/contrast.ts) meets WCAG 2.2 AA, for the shipped palette and for the retune
 * fixture, so a palette change that breaks contrast fails here, before any page renders.
 */
import { describe, expect, it } from "vitest";
import { contrastRatio, over } from "../../theme/color.ts";
import { contrastPairs, minimumRatio, ratioOf } from "../../theme/contrast.ts";
import { palette } from "../../theme/palette.ts";
import { createTokens, tokens } from "../../theme/tokens.ts";
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
  ["the shipped palette", palette],
  ["the retune fixture (teal)", teal],
])("declared contrast pairs, %s", (_name, p) => {
  const pairs = contrastPairs(createTokens(p));
  it.each(pairs.map((pair) => [pair.name, pair] as const))("%s", (_label, pair) => {
    const ratio = ratioOf(pair);
    const needed = minimumRatio[pair.kind];
    expect(
      ratio,
      `${pair.name}: ${pair.fg} on ${pair.bg} is ${ratio.toFixed(2)}:1, needs ${needed}:1 (${pair.kind})`,
    ).toBeGreaterThanOrEqual(needed);
  });
});

it("fails on a pair below the minimum (the guard can fail)", () => {
  const broken = createTokens({ ...palette, slate600: palette.slate300 });
  const failing = contrastPairs(broken).filter((p) => ratioOf(p) < minimumRatio[p.kind]);
  expect(failing.map((p) => p.name)).toContain("muted text (textMuted) on page (bg)");
});

it("declares the pairs the issue lists", () => {
  const names = contrastPairs(tokens).map((p) => p.name);
  for (const needle of [
    "body text (text) on page (bg)",
    "muted text (textMuted) on alternate band (bgAlt)",
    "on-dark text (textOnDark) on ink band (bgDark)",
    "accent text, links (accentText) on white (white)",
    "focus ring (focus) on page (bg)",
    "focus ring (focus) on alternate band (bgAlt)",
    "form field border (borderStrong) on page (bg)",
  ]) {
    expect(names).toContain(needle);
  }
});
