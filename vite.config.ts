/// <reference types="vitest/config" />
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { themeArtPlugin } from "./scripts/brandArt.ts";
import { chunkReportPlugin } from "./scripts/chunkReport.ts";
import { contentPlugin } from "./scripts/contentPlugin.ts";
import { mailGatewayPlugin } from "./server/vite-plugin.ts";

/**
 * A module-id pattern anchored at the project root, so a folder above the project that
 * happens to be called like one of ours (a checkout in ".../theme/") does not match.
 */
const projectDir = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (pattern: RegExp) =>
  new RegExp(`^${projectDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/${pattern.source}`);

// One timestamp for the client and the server build, so both render the same date.
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();

/** Settings both browser-test projects share (see `test.projects` below). */
const browserProject = {
  environment: "node",
  globalSetup: ["tests/support/global-browser.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};
/** Browser-test files that run a build of their own. */
const serialBrowserFiles = [
  "tests/browser/content-build.test.ts",
  "tests/browser/production.test.ts",
  "tests/browser/retune.test.ts",
];

export default defineConfig(({ isSsrBuild }) => {
  const globalStyleInUi = isSsrBuild ? "" : String.raw`(?!GlobalStyle\.ts)`;
  return {
    define: { __BUILD_TIME__: JSON.stringify(buildTime) },
    plugins: [
      // content/ as validated, per-page virtual modules (scripts/contentPlugin.ts).
      contentPlugin(),
      // Brand artwork, favicon and manifest drawn from the tokens; THEME_PALETTE swaps the
      // palette for a whole build (the retune test). See scripts/brandArt.ts.
      themeArtPlugin(),
      react(),
      // Stable styled-components class ids on server and client, whatever order lazy
      // route chunks load in (see ../docs/decisions/001-prerendering.md).
      babel({
        include: /\/(src|theme)\/.*\.tsx?$/,
        plugins: [
          ["babel-plugin-styled-components", { ssr: true, displayName: false, pure: true }],
        ],
      }),
      // The mail gateway on the dev and preview servers' own origin (sink mode by default).
      mailGatewayPlugin(),
      chunkReportPlugin(),
    ],
    ssr: { noExternal: ["styled-components", "keen-slider", "react-hot-toast"] },
    build: {
      manifest: true,
      target: "es2022",
      assetsInlineLimit: 0,
      // No modulepreload tags or runtime preload links from Vite: the pages' boot data
      // names the start-up chunks (scripts/prerender.ts), and for a lazy chunk's imports
      // Vite's helper would insert one <link> per import at run time, about a millisecond
      // of main thread each on a phone, all in one task. Lazy chunks load their imports
      // themselves instead (one round trip later, for content that is already on screen).
      modulePreload: false,
      rolldownOptions: {
        output: {
          // Every page needs these libraries: two stable chunks (React; the router and
          // styled-components) instead of fragments spread over page-shaped chunks. Their
          // code runs in separate start-up stages (src/main.tsx).
          codeSplitting: {
            groups: [
              { name: "react", test: /\/node_modules\/(react|react-dom|scheduler)\// },
              {
                name: "framework",
                test: /\/node_modules\/(react-router|styled-components|stylis)\//,
              },
              // The theme and the primitives nearly every page's first screen uses: one
              // chunk rather than a dozen sub-kilobyte ones (each costs a request and
              // compresses worse). Nothing lazy belongs here (carousels, motion, forms).
              // The global rules: the pre-render renders them from this chunk (first in the
              // server bundle, so first in each page's sheet); the browser loads them only
              // without a pre-rendered sheet (the dev server, see AppProviders), on demand.
              {
                name: "ui",
                test: fromRoot(
                  new RegExp(
                    String.raw`(theme\/${globalStyleInUi}|src\/content\/(site|offer|layout|routes)\.ts|\0content:(settings|offer|ui\/layout|meta)|src\/ui\/(Badge|Button|ButtonLink|buttonStyles|Card|Container|ExternalLink|Heading|PageHero|Section|SectionHeader|SectionIntro|ContentIcon)\.tsx?|src\/ui\/CallToAction\.tsx|src\/sections\/CtaActions\.tsx)`,
                  ),
                ),
              },
            ],
          },
        },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: "unit",
            include: ["tests/unit/**/*.test.{ts,tsx}"],
            environment: "jsdom",
            setupFiles: ["tests/support/setup-unit.ts"],
            sequence: { groupOrder: 0 },
          },
        },
        // Browser tests against the built site: one Chromium per file, two files at a
        // time (one per core). Files that build the site themselves run afterwards, alone,
        // so a build's CPU does not slow the pages other files are timing.
        {
          extends: true,
          test: {
            ...browserProject,
            name: "browser",
            include: ["tests/browser/**/*.test.ts"],
            exclude: serialBrowserFiles,
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            ...browserProject,
            name: "browser-builds",
            include: serialBrowserFiles,
            fileParallelism: false,
            sequence: { groupOrder: 2 },
          },
        },
      ],
    },
  };
});
