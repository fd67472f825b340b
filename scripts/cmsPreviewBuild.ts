/**
 * Builds the CMS's preview templates (src/admin/preview.tsx) into admin/preview.js: one
 * classic script with the site's React, styled-components and theme, loaded by /admin/
 * after Decap's bundle. A build of its own (not an input of the site's client build), so
 * the site's chunks and their byte budgets do not change with it.
 */
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { build, type LogLevel, type Plugin } from "vite";
import { loadPalette } from "./brandArt.ts";
import { projectRoot } from "./paths.ts";

/**
 * THEME_PALETTE's palette in the preview too (as themeArtPlugin does for the site), so a
 * retuned build carries no colour of the shipped palette, /admin included.
 */
async function palettePlugin(): Promise<Plugin | undefined> {
  const { file } = await loadPalette();
  if (!file) return undefined;
  const shipped = path.join(projectRoot, "theme", "palette.ts");
  return {
    name: "preview-palette",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!/palette\.ts$/.test(source) || !importer || importer === file) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === shipped ? file : null;
    },
  };
}

export async function buildAdminPreview(options: {
  outDir: string;
  mode: string;
  logLevel: LogLevel;
  minify: boolean;
}): Promise<void> {
  await build({
    configFile: false,
    root: projectRoot,
    mode: options.mode,
    logLevel: options.logLevel,
    define: {
      "process.env.NODE_ENV": JSON.stringify(options.mode),
      __BUILD_TIME__: JSON.stringify(process.env.BUILD_TIME ?? new Date().toISOString()),
    },
    plugins: [
      await palettePlugin(),
      react(),
      babel({
        include: /\/(src|theme)\/.*\.tsx?$/,
        plugins: [
          ["babel-plugin-styled-components", { ssr: false, displayName: false, pure: true }],
        ],
      }),
    ],
    build: {
      outDir: path.join(options.outDir, "admin"),
      emptyOutDir: false,
      copyPublicDir: false,
      target: "es2022",
      minify: options.minify,
      lib: {
        entry: path.join(projectRoot, "src/admin/preview.tsx"),
        formats: ["iife"],
        name: "sitePreview",
        fileName: () => "preview.js",
      },
    },
  });
}
