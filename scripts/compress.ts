/**
 * Writes pre-compressed copies (.br, .gz) of the built text files, so nginx
 * (brotli_static / gzip_static), CDNs and the local server serve them without
 * compressing on every request.
 */
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export const COMPRESSIBLE_EXTENSIONS = new Set([
  ".html",
  ".js",
  ".css",
  ".json",
  ".webmanifest",
  ".svg",
  ".txt",
  ".xml",
]);
/** Below this, compression costs more than it saves. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** A file's Brotli (best level) and gzip (level 9) twins. */
export async function compressedTwins(data: Buffer): Promise<{ br: Buffer; gz: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: 9 }),
  ]);
  return { br, gz };
}

export async function precompress(outDir: string): Promise<number> {
  let count = 0;
  for await (const file of files(outDir)) {
    if (!COMPRESSIBLE_EXTENSIONS.has(path.extname(file))) continue;
    const data = await readFile(file);
    if (data.length < MIN_BYTES) continue;
    const { br, gz } = await compressedTwins(data);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    count += 1;
  }
  return count;
}
