// @vitest-environment node
/**
 * The social image of each case study and article (scripts/socialImages.ts) draws its
 * words in Inter, Greek ones included: a letter missing from the faces satori was given
 * is drawn as the font's "no glyph" box, the same box for every letter.
 */
import { describe, expect, it } from "vitest";
import { socialImageSvg } from "../../scripts/socialImages.ts";

const colors = {
  bg: "#0b1020",
  text: "#ffffff",
  muted: "#a0a8c0",
  accent: "#6d4aff",
  accentOnDark: "#b8a6ff",
};
const card = (title: string, kind: string, locale: string) =>
  socialImageSvg({
    path: "/x",
    title,
    kind,
    locale,
    brand: "Kyma Labs",
    host: "example.com",
    colors,
  });
/** The outlines satori drew (its <path d> data), in order. */
const outlines = (svg: string) => [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].map((m) => m[1]);

describe("social images", () => {
  it.each([
    ["Greek", "αβγδε", "εεεεε", "el"],
    ["Latin", "abcde", "eeeee", "en"],
  ])("draws %s letters as themselves, not as boxes", async (_script, mixed, same, locale) => {
    // Boxes are alike whatever the letter: two titles of as many letters would look the same.
    const [a, b] = [await card(mixed, "Kind", locale), await card(same, "Kind", locale)];
    expect(outlines(a)).not.toEqual(outlines(b));
  });

  it("writes a Greek kind in capitals without accents, as the pages do", async () => {
    const accented = outlines(await card("Τίτλος", "Άρθρα", "el"));
    const plain = outlines(await card("Τίτλος", "Αρθρα", "el"));
    expect(accented).toEqual(plain);
  });
});
