/**
 * Built URLs of the images in assets/. `assetUrl` turns a content path
 * ("projects/pulp-press.svg") into the URL Vite emitted (hashed in production);
 * `assetImage` adds the intrinsic size. Only URL strings are bundled, never image data.
 */
import { imageIn, urlIn, type AssetImage } from "./assetImage.ts";

export { folderImageSizes, type AssetImage } from "./assetImage.ts";

const urls = import.meta.glob<string>("../../assets/**/*.{svg,png,jpg,jpeg,webp,avif}", {
  eager: true,
  query: "?url",
  import: "default",
});

const PREFIX = "../../assets/";

export function assetUrl(path: string): string {
  return urlIn(urls, PREFIX, path);
}

/** An image of assets/ with its built URL and intrinsic size. */
export function assetImage(path: string): AssetImage {
  return imageIn(urls, PREFIX, path);
}
