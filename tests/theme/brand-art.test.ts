// @vitest-environment node
/**
 * The brand artwork takes its colours from the tokens: its templates write no colour
 * of their own, every placeholder resolves, and the committed raster icons and social
 * image were drawn from the current tokens.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandArtPattern, resolveArt } from "../../scripts/brandArt.ts";
import { projectRoot } from "../../scripts/paths.ts";
import { rasterFingerprint, renderedStampPath } from "../../scripts/render-images.ts";
import { schemes as tokens } from "../../theme/schemes.ts";
import { findColours } from "../support/colours.ts";

const templates = [
  ...["brand", "hero", "mvp", "og"].flatMap((dir) =>
    readdirSync(path.join(projectRoot, "assets", dir)).map((f) => `assets/${dir}/${f}`),
  ),
  "theme/icons/favicon.svg",
  "theme/icons/manifest.webmanifest",
];
const read = (file: string) => readFileSync(path.join(projectRoot, file), "utf8");

describe("brand artwork templates", () => {
  it.each(templates)("%s writes colours only as tokens", (file) => {
    // A mask's black and white cut shapes out; they are not colours anyone sees.
    const withoutMasks = read(file).replace(/<mask[\s\S]*?<\/mask>/g, "");
    expect(findColours(withoutMasks).map((c) => c.raw)).toEqual([]);
    const resolved = resolveArt(read(file), tokens);
    expect(resolved).not.toContain("{{");
  });

  it("covers every artwork the build recolours", () => {
    for (const file of templates.filter((f) => f.endsWith(".svg") && f.startsWith("assets/"))) {
      expect(brandArtPattern.test(`/x/${file}`), file).toBe(true);
    }
    expect(brandArtPattern.test("/x/assets/clients/pulp-press.svg")).toBe(false);
  });

  it("resolves names and mixes", () => {
    expect(resolveArt("{{accent500}}", tokens)).toBe(tokens.palette.accent500);
    expect(resolveArt("{{ink900 + white 100%}}", tokens)).toBe("#FFFFFF");
    expect(resolveArt("{{markVia}}", tokens)).toBe(tokens.art.markVia);
    expect(() => resolveArt("{{violet500}}", tokens)).toThrow(/Unknown colour token/);
  });

  it("the committed icons and social image match the current tokens", () => {
    const stamp = JSON.parse(readFileSync(renderedStampPath, "utf8")) as { fingerprint: string };
    expect(
      stamp.fingerprint,
      "public/ icons are stale: run `npx tsx scripts/render-images.ts`",
    ).toBe(rasterFingerprint(tokens));
  });
});
