/**
 * Writes the resized, converted copies of the photos under content/media/ (the names and
 * widths are in src/content/mediaVariants.ts): AVIF and WebP, and the original format as
 * the fallback, at each width up to the photo's own. Made with sharp, cached in
 * .cache/media/ by a hash of the photo, so a build converts each upload once.
 */
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import { variantsOf, type VariantFormat } from "../src/content/mediaVariants.ts";
import { projectRoot } from "./paths.ts";

export interface Variant {
  /** Path under the site's root, without the leading slash: "media/uploads/team-960w.webp". */
  fileName: string;
  data: Buffer;
}

function encode(image: Sharp, format: VariantFormat): Sharp {
  switch (format) {
    case "avif":
      return image.avif({ quality: 55, effort: 4 });
    case "webp":
      return image.webp({ quality: 78 });
    case "png":
      return image.png({ compressionLevel: 9, palette: true });
    default:
      return image.jpeg({ quality: 80, mozjpeg: true });
  }
}

/** Every variant of one photo; `src` is its site path ("/media/uploads/team.jpg"). */
export async function photoVariants(file: string, src: string): Promise<Variant[]> {
  const source = await readFile(file);
  const { width } = await sharp(source).metadata();
  if (!width) return [];
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 16);
  const cache = path.join(projectRoot, ".cache", "media", hash);
  await mkdir(cache, { recursive: true });
  return Promise.all(
    variantsOf(src, width).map(async ([variant, w, format]) => {
      const cached = path.join(cache, `${w}.${format}`);
      const data = existsSync(cached)
        ? await readFile(cached)
        : await encode(
            sharp(source).rotate().resize({ width: w, withoutEnlargement: true }),
            format,
          ).toBuffer();
      if (!existsSync(cached)) await writeFile(cached, data);
      return { fileName: variant.replace(/^\//, ""), data };
    }),
  );
}
