/**
 * What each pre-rendered page loads before any interaction: the scripts its boot data
 * names (entry + the route's chunk and its imports, started after the first paint by
 * deploy/bootScript.ts), its stylesheets and inline styles. Sizes are gzip (level 9), as a CDN would serve them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { readBootData } from "../../deploy/bootScript.ts";
import { textOfHtml } from "./html.ts";

export interface PageWeight {
  page: string;
  scripts: string[];
  jsGzip: number;
  cssGzip: number;
}

const gz = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;

/** The entry and the modules the boot script preloads, from the page's boot data. */
export function initialScripts(html: string): string[] {
  const data = readBootData(html);
  return [...new Set([data.entry, ...data.preload])];
}

export function pageWeight(distDir: string, htmlFile: string): PageWeight {
  const html = readFileSync(path.join(distDir, htmlFile), "utf8");
  const read = (href: string) => readFileSync(path.join(distDir, href.replace(/^\//, "")));
  const scripts = initialScripts(html);
  const jsGzip = scripts.reduce((sum, href) => sum + gz(read(href)), 0);
  const stylesheets = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    (m) => m[1] ?? "",
  );
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? "");
  const cssGzip =
    stylesheets.reduce((sum, href) => sum + gz(read(href)), 0) +
    (inline.length ? gz(inline.join("")) : 0);
  return { page: htmlFile, scripts, jsGzip, cssGzip };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * How much of a page's own text is also inside its initial JS, in bytes (UTF-8): every
 * run of pre-rendered text of at least 24 characters that a start-up script contains
 * again. Copy a page must hydrate (headings, labels) counts; long-form bodies should not.
 */
export function textInScripts(distDir: string, htmlFile: string): { text: number; inJs: number } {
  const html = readFileSync(path.join(distDir, htmlFile), "utf8");
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, "")
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, "");
  const runs = body
    .split(/<[^>]+>/)
    .map((run) => textOfHtml(run).trim())
    .filter((run) => run.length >= 24);
  const js = initialScripts(html)
    .map((href) => readFileSync(path.join(distDir, href.replace(/^\//, "")), "utf8"))
    .join("\n");
  const bytes = (text: string) => Buffer.byteLength(text, "utf8");
  return {
    text: runs.reduce((sum, run) => sum + bytes(run), 0),
    inJs: runs.filter((run) => js.includes(run)).reduce((sum, run) => sum + bytes(run), 0),
  };
}
