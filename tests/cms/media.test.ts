// @vitest-environment node
/**
 * Uploaded images (issue 24): a photo the CMS puts under content/media/uploads/ reaches the
 * page as a <picture> with AVIF and WebP sources, a fallback with srcset, and width and
 * height so nothing shifts; the build writes those resized copies with sharp; an image
 * without a description (alt text) fails the build, naming the file.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { loadContent } from "../../src/content/loader.ts";
import { photoVariants } from "../../scripts/mediaVariants.ts";
import { contentFixture } from "../support/contentFixture.ts";

const fixture = contentFixture();
afterAll(() => fixture.remove());

const article = (body: string) =>
  [
    "---",
    "title: Our new office",
    "description: Photos of the new office, uploaded in the CMS.",
    "published: 2026-11-20",
    "author: sofia-charalambous",
    "tags:",
    "  - cyprus",
    "---",
    "## The office",
    "",
    body,
    "",
  ].join("\n");

const photo = path.join(fixture.dir, "media", "uploads", "office.jpg");

describe("an uploaded photo", () => {
  it("is a <picture>: AVIF and WebP, a JPEG fallback with srcset, width and height", async () => {
    mkdirSync(path.dirname(photo), { recursive: true });
    await sharp({
      create: { width: 2400, height: 1200, channels: 3, background: { r: 40, g: 90, b: 160 } },
    })
      .jpeg()
      .toFile(photo);
    fixture.write(
      "insights/office.en.md",
      article("![The team at the new office](/media/uploads/office.jpg)"),
    );
    const html =
      loadContent({ dir: fixture.dir }).published.articles.find((a) => a.article.slug === "office")
        ?.article.body.html ?? "";
    expect(html).toContain(
      '<source type="image/avif" srcset="/media/uploads/office-480w.avif 480w, /media/uploads/office-960w.avif 960w, /media/uploads/office-1440w.avif 1440w, /media/uploads/office-1920w.avif 1920w"',
    );
    expect(html).toContain('<source type="image/webp"');
    expect(html).toMatch(
      /<img src="\/media\/uploads\/office-1920w\.jpg" srcset="[^"]*office-960w\.jpg 960w[^"]*" sizes="[^"]+" alt="The team at the new office" width="1920" height="960"/,
    );
  });

  it("is written by the build in every format and width, never wider than the photo", async () => {
    const variants = await photoVariants(photo, "/media/uploads/office.jpg");
    expect(variants.map((v) => v.fileName).sort()).toEqual(
      ["avif", "jpg", "webp"]
        .flatMap((format) =>
          [480, 960, 1440, 1920].map((w) => `media/uploads/office-${w}w.${format}`),
        )
        .sort(),
    );
    const webp = variants.find((v) => v.fileName.endsWith("-960w.webp"));
    expect(await sharp(webp?.data).metadata()).toMatchObject({
      format: "webp",
      width: 960,
      height: 480,
    });
    const avif = variants.find((v) => v.fileName.endsWith("-1920w.avif"));
    expect(await sharp(avif?.data).metadata()).toMatchObject({ format: "heif", width: 1920 });
  });

  it("without alt text fails the build, naming the file", () => {
    fixture.write("insights/office.en.md", article("![](/media/uploads/office.jpg)"));
    expect(() => loadContent({ dir: fixture.dir })).toThrow(
      /content\/insights\/office\.en\.md: body: image \/media\/uploads\/office\.jpg: alt text is required/,
    );
  });
});
