/**
 * Text in the client wordmarks and the MVP tiles (scripts/brandArt.ts's artworkPattern) is
 * turned into outlines when the site is built or served.
 *
 * An SVG shown through <img> is a document of its own: the browser parses, styles, lays
 * out and shapes its <text> on the page's main thread, once to load it and again at
 * every paint. On the home page the client wordmarks alone were ~60 ms of such work after
 * the first paint on this machine (×4 and more on a phone), and their text was drawn in
 * whatever font the visitor's system had, since an image cannot use the page's web font.
 * Outlined with the self-hosted Inter, each wordmark is a few paths: no shaping, no
 * layout of text, and the same letters everywhere. See docs/decisions/024-quiet-start.md.
 *
 * resvg (already used for the social images) does the outlining: its simplified output
 * (`toString()`) has every glyph as a path. It reads TrueType, not WOFF, so the Inter
 * faces of @fontsource/inter are unpacked once into a cache folder (WOFF 1.0 is the
 * TrueType tables, each zlib-compressed).
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { inflateSync } from "node:zlib";
import { Resvg } from "@resvg/resvg-js";
import { projectRoot } from "./paths.ts";

const fontSource = path.join(projectRoot, "node_modules", "@fontsource", "inter", "files");
const fontCache = path.join(projectRoot, "node_modules", ".cache", "outline-fonts-v3");
/**
 * The Latin faces only: with other subsets loaded, a glyph missing from the face matched
 * falls back to any face, whatever its weight. Artwork text is in Latin letters.
 */
const subsets = /^inter-latin-\d00-(normal|italic)\.woff$/;

/** WOFF 1.0 → the TrueType/OpenType file it packs (the W3C WOFF 1.0 layout). */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.toString("latin1", 0, 4) !== "wOFF") throw new Error("not a WOFF 1.0 file");
  const flavor = woff.readUInt32BE(4);
  const numTables = woff.readUInt16BE(12);
  const tables = Array.from({ length: numTables }, (_, i) => {
    const at = 44 + i * 20;
    const offset = woff.readUInt32BE(at + 4);
    const compLength = woff.readUInt32BE(at + 8);
    const origLength = woff.readUInt32BE(at + 12);
    const packed = woff.subarray(offset, offset + compLength);
    return {
      tag: woff.readUInt32BE(at),
      checksum: woff.readUInt32BE(at + 16),
      data: compLength < origLength ? inflateSync(packed) : packed,
    };
  });
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const bodies: Buffer[] = [];
  let offset = header.length;
  tables.forEach(({ tag, checksum, data }, i) => {
    const at = 12 + i * 16;
    header.writeUInt32BE(tag, at);
    header.writeUInt32BE(checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(data.length, at + 12);
    const padded = Buffer.alloc(Math.ceil(data.length / 4) * 4);
    data.copy(padded);
    bodies.push(padded);
    offset += padded.length;
  });
  return Buffer.concat([header, ...bodies]);
}

/**
 * Fontsource names each static face as a family of its own ("Inter ExtraBold"), so an
 * SVG's `font-family="Inter"` with `font-weight="800"` would match none of them. Every
 * family name starts with "Inter": shortening the family records (name ID 1) to those
 * five characters makes them one family, told apart by weight and style as usual.
 */
export function asInterFamily(sfnt: Buffer): Buffer {
  const numTables = sfnt.readUInt16BE(4);
  for (let i = 0; i < numTables; i++) {
    const at = 12 + i * 16;
    if (sfnt.toString("latin1", at, at + 4) !== "name") continue;
    const table = sfnt.readUInt32BE(at + 8);
    const count = sfnt.readUInt16BE(table + 2);
    for (let r = 0; r < count; r++) {
      const record = table + 6 + r * 12;
      const platform = sfnt.readUInt16BE(record);
      if (sfnt.readUInt16BE(record + 6) !== 1) continue;
      // Unicode and Windows names are UTF-16BE; Macintosh ones one byte a character.
      sfnt.writeUInt16BE(platform === 1 ? 5 : 10, record + 8);
    }
  }
  return sfnt;
}

let fontFiles: string[] | undefined;

/** The Inter faces as TrueType files (unpacked on first use, then reused). */
function interFonts(): string[] {
  if (fontFiles) return fontFiles;
  mkdirSync(fontCache, { recursive: true });
  fontFiles = readdirSync(fontSource)
    .filter((name) => subsets.test(name))
    .map((name) => {
      const target = path.join(fontCache, name.replace(/\.woff$/, ".ttf"));
      if (!existsSync(target))
        writeFileSync(target, asInterFamily(woffToSfnt(readFileSync(path.join(fontSource, name)))));
      return target;
    });
  if (fontFiles.length === 0) throw new Error(`No Inter faces found in ${fontSource}`);
  return fontFiles;
}

/** Each source outlined once per process (the build renders both languages' bundles). */
const outlined = new Map<string, string>();

/**
 * The SVG with its text as outlines in Inter; an SVG without <text> comes back as it is.
 * The root keeps its size and accessible name; glyph outlines are written to 0.1 of a unit
 * (a tenth of a pixel or less at the sizes the site shows them), other numbers to 0.01.
 */
export function outlineText(svg: string): string {
  if (!/<text[\s>]/.test(svg)) return svg;
  const cached = outlined.get(svg);
  if (cached !== undefined) return cached;
  const options = {
    font: { loadSystemFonts: false, fontFiles: interFonts(), defaultFontFamily: "Inter" },
    logLevel: "error",
  } as const;
  const simplified = new Resvg(fitTextLengths(svg, options), options).toString();
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const label = /\saria-label="([^"]*)"/.exec(root)?.[1];
  const role = /\srole="([^"]*)"/.exec(root)?.[1];
  const result = simplified
    .replace(/ d="([^"]*)"/g, (_m, d: string) => ` d="${compactPath(d)}"`)
    .replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100))
    .replace(/ stroke="none"/g, "")
    .replace(/>\s+</g, "><")
    .replace(/<defs\/>/, "")
    .replace(
      /^<svg\b/,
      `<svg${role ? ` role="${role}"` : ""}${label ? ` aria-label="${label}"` : ""}`,
    )
    .trim();
  outlined.set(svg, result);
  return result;
}

/**
 * resvg does not apply `textLength` with `lengthAdjust="spacingAndGlyphs"` (the text,
 * letter-spacing included, stretched or squeezed to that length, which is how the
 * wordmarks fit their box in any font). Each such <text> is measured as resvg sets it
 * without the attribute and then scaled horizontally from its start, so its letters end
 * exactly `textLength` after `x`. The measurement sees the <text>'s own attributes and
 * the root's (the wordmarks put their font there), not those of a <g> around it.
 */
function fitTextLengths(svg: string, options: ConstructorParameters<typeof Resvg>[1]): string {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "<svg>";
  return svg.replace(
    /<text\b([^>]*)>([\s\S]*?)<\/text>/g,
    (whole, attrs: string, inner: string) => {
      const length = Number(/\stextLength="([\d.]+)"/.exec(attrs)?.[1]);
      if (!length || !/\slengthAdjust="spacingAndGlyphs"/.test(attrs)) return whole;
      const plain = attrs.replace(/\s(textLength|lengthAdjust)="[^"]*"/g, "");
      const x = Number(/\sx="(-?[\d.]+)"/.exec(attrs)?.[1] ?? 0);
      const box = new Resvg(`${root}<text${plain}>${inner}</text></svg>`, options).getBBox();
      if (!box || box.width <= 0) return whole;
      const scale = length / (box.x + box.width - x);
      return `<g transform="translate(${x} 0) scale(${scale} 1) translate(${-x} 0)"><text${plain}>${inner}</text></g>`;
    },
  );
}

/**
 * resvg's path data ("M 57.68 36 L 67.07 20.72 Q …", absolute, six decimals) rewritten
 * relative to the previous point, to 0.1 of a unit: about a third of the bytes. Points are
 * rounded before they are subtracted, so the error never adds up along an outline.
 */
export function compactPath(d: string): string {
  const tokens = d.match(/[MLQCZ]|-?\d*\.?\d+(?:e-?\d+)?/gi) ?? [];
  const tenth = (n: number) => Math.round(n * 10);
  const num = (tenths: number, first: boolean) => {
    const text = String(tenths / 10).replace(/^(-?)0\./, "$1.");
    return first || text.startsWith("-") ? text : ` ${text}`;
  };
  let out = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  for (let i = 0; i < tokens.length;) {
    const command = tokens[i++] ?? "";
    if (command === "Z") {
      out += "z";
      x = startX;
      y = startY;
      continue;
    }
    const pairs = { M: 1, L: 1, Q: 2, C: 3 }[command];
    if (!pairs) throw new Error(`Unexpected path command ${command} in outlined text`);
    let part = command.toLowerCase();
    for (let p = 0; p < pairs; p++) {
      const px = tenth(Number(tokens[i++]));
      const py = tenth(Number(tokens[i++]));
      part += num(px - x, p === 0) + num(py - y, false);
      if (p === pairs - 1) {
        x = px;
        y = py;
      }
    }
    if (command === "M") {
      startX = x;
      startY = y;
    }
    out += part;
  }
  return out;
}
