// @vitest-environment node
/**
 * Invariants of what the home and /lp/mvp-offer carousels and sections show that
 * tests/content/content.test.ts does not already pin down: enough slides for every looping
 * carousel, the landing page's six tiles and figures, and image sizes that match the
 * files, so no image shifts the layout when it loads.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { clients } from "../../src/content/clients.ts";
import { claims, mvpOffer } from "../../src/content/offer.ts";
import { homeCopy } from "../../src/content/pages/home.ts";
import { mvpOfferCopy } from "../../src/content/pages/mvpOffer.ts";
import { testimonials } from "../../src/content/testimonials.ts";
import { assetImage, assetUrl, folderImageSizes } from "../../src/ui/assetUrl.ts";
import { carouselPresets, layoutSteps } from "../../src/ui/carouselOptions.ts";

const assetsDir = fileURLToPath(new URL("../../assets/", import.meta.url));

/** The width and height attributes of an SVG file's root element. */
function svgSize(file: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(readFileSync(file, "utf8"))?.[0] ?? "";
  const attribute = (name: string) => Number(new RegExp(`\\s${name}="(\\d+)"`).exec(root)?.[1]);
  return { width: attribute("width"), height: attribute("height") };
}

describe("looping carousels have more slides than fit in view", () => {
  it("client logos: all ten logos, more than the most in view at any width", () => {
    const mostInView = Math.max(...layoutSteps(carouselPresets.clientLogos).map((s) => s.perView));
    expect(clients.length).toBeGreaterThan(mostInView);
  });

  it("testimonials: more quotes than the carousel shows below the grid breakpoint", () => {
    const carouselSteps = layoutSteps(carouselPresets.testimonials).filter((step) => !step.grid);
    for (const step of carouselSteps) expect(testimonials.length).toBeGreaterThan(step.perView);
    const grid = layoutSteps(carouselPresets.testimonials).find((step) => step.grid);
    expect(grid?.perView).toBe(testimonials.length); // one desktop row holds all three
  });

  it("each slide has a unique key (the name or author)", () => {
    expect(new Set(clients.map((c) => c.name)).size).toBe(clients.length);
    expect(new Set(testimonials.map((t) => t.author)).size).toBe(testimonials.length);
  });
});

describe("the landing page's six tiles", () => {
  const tiles = mvpOfferCopy.tilesSection.tiles;

  it("are the six artworks of assets/mvp, each once", () => {
    const files = readdirSync(`${assetsDir}mvp`).filter((file) => file.endsWith(".svg"));
    expect(tiles).toHaveLength(6);
    expect(tiles.map((tile) => tile.image).sort()).toEqual(files.map((f) => `mvp/${f}`).sort());
  });

  it("each have a title, a kind and a describing alt text", () => {
    for (const tile of tiles) {
      expect(tile.title).not.toBe("");
      expect(tile.kind).not.toBe("");
      expect(tile.alt.length).toBeGreaterThan(30);
      expect(tile.alt).not.toMatch(/^(image|picture|tile)\b/i);
    }
    expect(new Set(tiles.map((tile) => tile.title)).size).toBe(tiles.length);
  });
});

describe("figures", () => {
  it("the landing page's hero states price, delivery and support from the offer", () => {
    expect(mvpOfferCopy.heroFigures.map((figure) => figure.value)).toEqual([
      mvpOffer.priceLabel,
      `${mvpOffer.deliveryWeeks} weeks`,
      `${mvpOffer.supportDays} days`,
    ]);
  });

  it("the home page's About teaser states the company claims", () => {
    const values = homeCopy.aboutTeaser.figures.map((figure) => figure.value);
    expect(values).toEqual([claims.years, claims.projects, claims.customers, claims.support]);
  });
});

describe("images", () => {
  it.each(Object.entries(folderImageSizes))(
    "every SVG in assets/%s has the size the pages declare",
    (folder, size) => {
      const files = readdirSync(`${assetsDir}${folder}`).filter((file) => file.endsWith(".svg"));
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(svgSize(`${assetsDir}${folder}/${file}`)).toEqual(size);
    },
  );

  it("resolves every image the two pages show to a built URL with its size", () => {
    const paths = [
      "hero/hero-art.svg",
      ...clients.map((client) => client.image),
      ...homeCopy.recentWork.projects.map((project) => project.image),
      ...mvpOfferCopy.tilesSection.tiles.map((tile) => tile.image),
    ];
    for (const path of paths) {
      const image = assetImage(path);
      expect(image.src).toMatch(/\.svg$/);
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
  });

  it("refuses a path that is not in assets/", () => {
    expect(() => assetUrl("clients/nobody.svg")).toThrow(/No image/);
    expect(() => assetImage("elsewhere/x.svg")).toThrow(/No known image size/);
  });
});
