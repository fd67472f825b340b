/**
 * Built image URLs with their intrinsic sizes, from an `import.meta.glob` map of
 * assets/ (see assetUrl.ts). Content modules name images by their path relative to
 * assets/ ("projects/pulp-press.svg"). No glob here: a page that needs only one folder
 * (/projects) globs that folder itself and bundles no other image's URL.
 */

/**
 * Intrinsic size of the images in each assets/ folder (the SVGs' own width and height,
 * checked by tests/content/carousel-content.test.ts), so every <img> gets width and height
 * attributes and reserves its space before it loads.
 */
export const folderImageSizes = {
  clients: { width: 200, height: 64 },
  projects: { width: 800, height: 500 },
  mvp: { width: 480, height: 360 },
  hero: { width: 640, height: 560 },
} as const;

export interface AssetImage {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/**
 * The URL of `path` in a glob map whose keys start with `prefix` (the glob's relative
 * path to assets/, e.g. "../../assets/").
 */
export function urlIn(urls: Record<string, string>, prefix: string, path: string): string {
  const url = urls[`${prefix}${path.replace(/^\/+/, "")}`];
  if (url === undefined) throw new Error(`No image at assets/${path}`);
  return url;
}

/** An image with its built URL and its folder's intrinsic size. */
export function imageIn(urls: Record<string, string>, prefix: string, path: string): AssetImage {
  const folder = path.replace(/^\/+/, "").split("/")[0] ?? "";
  const size = (folderImageSizes as Record<string, { width: number; height: number }>)[folder];
  if (!size) throw new Error(`No known image size for assets/${folder}/`);
  return { src: urlIn(urls, prefix, path), ...size };
}
