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
