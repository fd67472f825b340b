/**
 * Built URLs of the images in assets/. Content modules name images by their path
 * relative to assets/ ("projects/pulp-press.svg"); `assetUrl` turns that into the URL
 * Vite emitted (hashed in production). Only URL strings are bundled, never image data.
 */
const urls = import.meta.glob<string>("../../assets/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const PREFIX = "../../assets/";

export function assetUrl(path: string): string {
  const url = urls[`${PREFIX}${path.replace(/^\/+/, "")}`];
  if (url === undefined) throw new Error(`No image at assets/${path}`);
  return url;
}

/**
 * Intrinsic size of the images in each assets/ folder (the SVGs' own width and height,
 * checked by tests/unit/carousel-content.test.ts), so every <img> gets width and height
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

/** An image of assets/ with its built URL and intrinsic size. */
export function assetImage(path: string): AssetImage {
  const folder = path.replace(/^\/+/, "").split("/")[0] ?? "";
  const size = (folderImageSizes as Record<string, { width: number; height: number }>)[folder];
  if (!size) throw new Error(`No known image size for assets/${folder}/`);
  return { src: assetUrl(path), ...size };
}
