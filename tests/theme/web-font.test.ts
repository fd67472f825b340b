// @vitest-environment node
/**
 * The web font follows the theme (theme/fonts.ts, scripts/webFont.ts): a body stack that
 * starts with the self-hosted Inter ships its style sheet and files; any other stack, such
 * as the system stack, ships no font at all. Bundled for real, with the site's own font
 * style sheet, as the entry imports it.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { RolldownOutput } from "rolldown";
import { build } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstFamily, shipsWebFont, WEB_FONT_FAMILY } from "../../theme/fonts.ts";
import { webFontPlugin } from "../../scripts/webFont.ts";
import { projectRoot } from "../../scripts/paths.ts";

const INTER_STACK = `"${WEB_FONT_FAMILY}", system-ui, sans-serif`;
const SYSTEM_STACK = 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

describe("theme/fonts.ts", () => {
  it("ships the web font only when the body stack starts with it", () => {
    expect(firstFamily(INTER_STACK)).toBe(WEB_FONT_FAMILY);
    expect(shipsWebFont(INTER_STACK)).toBe(true);
    expect(shipsWebFont(`'${WEB_FONT_FAMILY}', sans-serif`)).toBe(true);
    expect(shipsWebFont(`${WEB_FONT_FAMILY},sans-serif`)).toBe(true);
    expect(shipsWebFont(SYSTEM_STACK)).toBe(false);
    // Named but never reached: system-ui is on every system, so Inter would not be drawn.
    expect(shipsWebFont(`system-ui, "${WEB_FONT_FAMILY}"`)).toBe(false);
  });
});

describe("webFontPlugin", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "web-font-"));
    const sheet = path.join(projectRoot, "src/fonts/inter.css");
    await writeFile(path.join(dir, "entry.js"), `import ${JSON.stringify(sheet)};\n`);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  const emitted = async (bodyStack: string) => {
    const output = (await build({
      root: dir,
      configFile: false,
      logLevel: "silent",
      plugins: [webFontPlugin(bodyStack)],
      build: { write: false, rolldownOptions: { input: path.join(dir, "entry.js") } },
    })) as RolldownOutput;
    return output.output.map((file) => file.fileName);
  };

  it("keeps Inter's style sheet and files for a stack that starts with it", async () => {
    const files = await emitted(INTER_STACK);
    expect(files.some((f) => f.endsWith(".css"))).toBe(true);
    expect(files.some((f) => /inter-latin-wght-normal.*\.woff2$/.test(f))).toBe(true);
  }, 60_000);

  it("emits no style sheet and no font file for the system stack", async () => {
    const files = await emitted(SYSTEM_STACK);
    expect(files.filter((f) => /\.(css|woff2?)$/.test(f))).toEqual([]);
  }, 60_000);
});
