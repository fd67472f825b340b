// @vitest-environment node
/**
 * The client wordmarks and MVP tiles are served with their text as outlines in Inter
 * (scripts/outlineText.ts): no <text> left for the browser to shape on the main thread,
 * each word still as long as its `textLength` says, and the outlines true to resvg's.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { artworkPattern, renderArtwork } from "../../scripts/brandArt.ts";
import { compactPath, outlineText } from "../../scripts/outlineText.ts";
import { projectRoot } from "../../scripts/paths.ts";
import { schemes as tokens } from "../../theme/schemes.ts";

const outlined = ["clients", "mvp"].flatMap((dir) =>
  readdirSync(path.join(projectRoot, "assets", dir)).map((f) =>
    path.join(projectRoot, "assets", dir, f),
  ),
);

describe("artwork text as outlines", () => {
  it.each(outlined.map((file) => [path.relative(projectRoot, file), file]))(
    "%s is served without text, with its size and name",
    (_name, file) => {
      expect(artworkPattern.test(file)).toBe(true);
      const source = readFileSync(file, "utf8");
      const served = renderArtwork(file, tokens);
      expect(served).not.toMatch(/<text[\s>]/);
      expect(served).toMatch(/<path [^>]*d="m/);
      for (const attribute of ["viewBox", "width", "height", "aria-label", "role"]) {
        const value = new RegExp(`<svg[^>]*\\s${attribute}="([^"]*)"`).exec(source)?.[1];
        if (value !== undefined) expect(served).toContain(`${attribute}="${value}"`);
      }
    },
  );

  it("stretches a word to its textLength, as a browser does", () => {
    // AEROSERVE starts at x=58 with textLength 134, so its letters end at 192.
    const svg = readFileSync(path.join(projectRoot, "assets/clients/aeroserve.svg"), "utf8");
    const word = svg
      .replace(/<(path|rect)\b[^>]*\/>/g, "")
      .replace(/<text[^>]*>AVIATION<\/text>/, "");
    const box = new Resvg(outlineText(word)).getBBox();
    expect(box).toBeDefined();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(192, 0);
    expect(box?.x).toBeGreaterThan(57);
  });

  it("writes each word in the weight it asks for", () => {
    const word = (weight: number) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 40"><text x="0" y="30" font-family="Inter" font-size="24" font-weight="${weight}">MMMM</text></svg>`;
    const width = (weight: number) => new Resvg(outlineText(word(weight))).getBBox()?.width ?? 0;
    // Heavier Inter is wider: a face picked without regard to weight would measure the same.
    expect(width(800)).toBeGreaterThan(width(300) + 5);
  });

  it("leaves artwork without text as it is", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>';
    expect(outlineText(svg)).toBe(svg);
  });

  it("writes path data relative, within 0.05 of every point", () => {
    const d =
      "M 57.68123 36 L 67.07 20.72 Q 67.9 23.35 67.71 22.53 L 61.41 30.91 Z M 8 24 L 24 24 Z";
    const compact = compactPath(d);
    expect(compact).toBe("m57.7 36l9.4-15.3q.8 2.7 .6 1.8l-6.3 8.4zm-49.7-12l16 0z");
    // Back to absolute points: each within 0.05 of the original.
    const tokens = compact.match(/[mlqz]|-?\d*\.?\d+/g) ?? [];
    const points: number[] = [];
    let [x, y, startX, startY] = [0, 0, 0, 0];
    for (let i = 0; i < tokens.length;) {
      const command = tokens[i++];
      if (command === "z") {
        [x, y] = [startX, startY];
        continue;
      }
      const pairs = command === "q" ? 2 : 1;
      let last: [number, number] = [x, y];
      for (let p = 0; p < pairs; p++) {
        last = [x + Number(tokens[i++]), y + Number(tokens[i++])];
        points.push(...last);
      }
      [x, y] = last;
      if (command === "m") [startX, startY] = [x, y];
    }
    const original = (d.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    expect(points).toHaveLength(original.length);
    points.forEach((value, i) => expect(Math.abs(value - (original[i] ?? 0))).toBeLessThan(0.051));
  });
});
