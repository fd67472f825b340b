import path from "node:path";
import { fileURLToPath } from "node:url";

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const distDir = path.join(projectRoot, "dist");
/** The same site with React's development build (`tsx scripts/build.ts --development`). */
export const devDistDir = path.join(projectRoot, "dist-dev");

/** True when the module at `metaUrl` is the script node was started with. */
export function isMainModule(metaUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(metaUrl);
}
