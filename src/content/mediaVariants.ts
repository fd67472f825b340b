/**
 * Photos under content/media/ (uploads from the CMS go to content/media/uploads/) reach the
 * browser resized and converted: AVIF and WebP at a few widths, the original format as the
 * fallback, each named after its source (`/media/uploads/team.jpg` at 960 px in WebP is
 * `/media/uploads/team-960w.webp`). The Markdown renderer writes the <picture> from these
 * names; the content plugin writes the files (scripts/mediaVariants.ts, with sharp). Plain
 * data and string work, so the preview pane can use it too. SVG is sent as it is.
 */

/** The widths a photo is offered at (never wider than the photo itself). */
export const VARIANT_WIDTHS = [480, 960, 1440, 1920] as const;
/** The modern formats offered before the fallback, best first. */
export const MODERN_FORMATS = ["avif", "webp"] as const;
export type VariantFormat = (typeof MODERN_FORMATS)[number] | "jpg" | "png";

/** A raster image the build converts (not SVG). */
export function isPhoto(src: string): boolean {
  return /\.(jpe?g|png|webp)$/i.test(src);
}

/** The widths one photo of `width` pixels is offered at: the standard ones below it, and its own. */
export function variantWidths(width: number): number[] {
  const largest = Math.min(width, VARIANT_WIDTHS[VARIANT_WIDTHS.length - 1] ?? width);
  return [...VARIANT_WIDTHS.filter((w) => w < largest), largest];
}

/** The fallback format of a source: JPEG for photos, PNG for PNGs (transparency). */
export function fallbackFormat(src: string): VariantFormat {
  return /\.png$/i.test(src) ? "png" : "jpg";
}

/** The URL (or path) of one variant: "/media/x/team.jpg", 960, "webp" → "/media/x/team-960w.webp". */
export function variantPath(src: string, width: number, format: VariantFormat): string {
  return `${src.replace(/\.[a-z]+$/i, "")}-${width}w.${format}`;
}

/** Every variant of a photo of `width` pixels, as [path, width, format]. */
export function variantsOf(src: string, width: number): [string, number, VariantFormat][] {
  const formats: VariantFormat[] = [...MODERN_FORMATS, fallbackFormat(src)];
  return formats.flatMap((format) =>
    variantWidths(width).map(
      (w) => [variantPath(src, w, format), w, format] as [string, number, VariantFormat],
    ),
  );
}

const srcset = (src: string, width: number, format: VariantFormat) =>
  variantWidths(width)
    .map((w) => `${variantPath(src, w, format)} ${w}w`)
    .join(", ");

/**
 * The <picture> of a photo in a long-form body: AVIF and WebP sources, the fallback <img>
 * with its srcset, and width and height so nothing shifts while it loads. `alt` and `src`
 * are already HTML-escaped.
 */
export function pictureHtml(
  src: string,
  alt: string,
  size: { width: number; height: number },
): string {
  const sizes = `(min-width: 48rem) 44rem, 100vw`;
  const shown = variantWidths(size.width).at(-1) ?? size.width;
  const height = Math.round((size.height * shown) / size.width);
  const fallback = fallbackFormat(src);
  return [
    "<picture>",
    ...MODERN_FORMATS.map(
      (format) =>
        `<source type="image/${format}" srcset="${srcset(src, size.width, format)}" sizes="${sizes}">`,
    ),
    `<img src="${variantPath(src, shown, fallback)}" srcset="${srcset(src, size.width, fallback)}" sizes="${sizes}" alt="${alt}" width="${shown}" height="${height}" loading="lazy" decoding="async">`,
    "</picture>",
  ].join("");
}
