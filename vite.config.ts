/// <reference types="vitest/config" />
import babel, { defineRolldownBabelPreset } from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { themeArtPlugin } from "./scripts/brandArt.ts";
import { chunkReportPlugin } from "./scripts/chunkReport.ts";
import { routerPrunePlugin } from "./scripts/routerPrune.ts";
import { lucideIconsPlugin } from "./scripts/lucideIcons.ts";
import { eagerCommonJsPlugin } from "./scripts/eagerCommonJs.ts";
import { reactSentinelsPlugin } from "./scripts/reactSentinels.ts";
import { inlinedStyleSheetsPlugin } from "./scripts/inlinedStyleSheets.ts";
import { webFontPlugin } from "./scripts/webFont.ts";
import { cmsDevPlugin } from "./scripts/cmsDevPlugin.ts";
import { contentPlugin } from "./scripts/contentPlugin.ts";
import {
  isGreekId,
  languageAssetUrlsPlugin,
  languagePlugin,
  sourceOf,
} from "./scripts/languagePlugin.ts";
import { mailGatewayPlugin } from "./server/vite-plugin.ts";

/**
 * A module-id pattern anchored at the project root, so a folder above the project that
 * happens to be called like one of ours (a checkout in ".../theme/") does not match.
 */
const projectDir = path.dirname(fileURLToPath(import.meta.url));
const fromRoot = (pattern: RegExp) =>
  new RegExp(`^${projectDir.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/${pattern.source}`);
/** The module lucide's icons are drawn with (scripts/lucideIcons.ts). */
const lucideFactory = path.join(projectDir, "src/ui/lucideIcon.tsx");
/** The site's own TypeScript modules (the styled-components Babel plugin's scope). */
const ownSource = /\/(src|theme)\/.*\.tsx?$/;

/**
 * The "ui" chunk (the group of that name below), by rule rather than by list, so a new
 * primitive joins it without an edit here. It takes the theme, the shared content modules
 * (with the virtual content modules they read) and every component of src/ui/ and
 * src/pages/shared/ (a PascalCase .tsx file; helpers such as buttonStyles.ts come along as
 * a component's dependencies), except
 * - a component that leads, through its static or lazy imports, to a library the site loads
 *   lazily: carousels (keen-slider), motion (framer-motion), forms (react-hook-form);
 * - a component that only such lazy components import (a carousel's cards): it loads with them;
 * - the few in `outsideUiChunk`, each used by one route or one band below the fold only.
 * See docs/decisions/015-lint-boundaries.md.
 */
const uiChunkModules = fromRoot(
  /(theme\/|src\/content\/(site|offer|layout|routes|locale)\.ts$|src\/(ui|sections)\/[A-Z][^/]*\.tsx$)/,
);
/**
 * The global rules and the colour values they write (both schemes' custom properties,
 * theme/schemeCss.ts): the pre-rendered pages carry them in their style sheet, so the
 * browser loads them only without one (the dev server), on demand. Components read
 * only `var(--…)` (theme/tokens.ts), so the palette stays out of every page's start-up.
 */
const clientOnDemandTheme = fromRoot(/theme\/(GlobalStyle|schemeCss|schemes|palette|color)\.ts$/);
const uiChunkComponent = fromRoot(/src\/(ui|sections)\/[A-Z][^/]*\.tsx$/);
const uiChunkVirtualModules = /^\0content:(settings|offer|ui\/layout|meta|locale)(@el)?$/;
/** Bundled (client) or external (server build) ids of the libraries that load lazily. */
const lazyLibrary = /(^|\/node_modules\/)(keen-slider|framer-motion|react-hook-form)(\/|$)/;
/** Every page would pay for these: RichText (the legal pages), ClientLogoStrip (home's
 * hero), BookCallCta (a band below the fold of home and /lp/mvp-offer), ServiceIconTile
 * (home's services band and /services). */
const outsideUiChunk = fromRoot(
  /src\/(ui\/(RichText|ClientLogoStrip|ServiceIconTile|Breadcrumb|Prose|TestimonialCard|Stars)|sections\/(BookCallCta|HeroSection|ArticleCard))\.tsx$/,
);

/** What the group's `name` function sees of the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importers: readonly string[];
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * The ui group's rules read a Greek edition's id (src/ui/Button.el.tsx, see
 * scripts/languagePlugin.ts) as its source file's: each edition gets its own ui chunk.
 */
const plain = (id: string) => sourceOf(id);

const reachesLazyLibrary = (id: string, graph: ModuleGraph, seen = new Set<string>()): boolean => {
  if (lazyLibrary.test(id)) return true;
  if (id.includes("/node_modules/") || seen.has(id)) return false;
  seen.add(id);
  const info = graph.getModuleInfo(id);
  return [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])].some((next) =>
    reachesLazyLibrary(next, graph, seen),
  );
};

/** Whether a module the ui group's `test` took belongs in the ui chunk (see above). */
const inUiChunk = (id: string, graph: ModuleGraph, seen = new Set<string>()): boolean => {
  if (!uiChunkComponent.test(plain(id))) return true;
  if (outsideUiChunk.test(plain(id)) || reachesLazyLibrary(id, graph)) return false;
  const importers = graph.getModuleInfo(id)?.importers ?? [];
  const onlyLazyImporters = importers.every(
    (importer) =>
      uiChunkComponent.test(plain(importer)) &&
      !seen.has(importer) &&
      !inUiChunk(importer, graph, new Set([...seen, id])),
  );
  return importers.length === 0 || !onlyLazyImporters;
};

// One timestamp for the client and the server build, so both render the same date.
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();

/** Settings both browser-test projects share (see `test.projects` below). */
const browserProject = {
  environment: "node",
  globalSetup: ["tests/support/global-browser.ts"],
  // A worker's files share its imports: each launches its own Chromium, and none mocks a
  // module or changes the environment (imports 50 → 14 s over the 28 files, decision 022).
  isolate: false,
  testTimeout: 30_000,
  // A test that times out runs once more; any other failure stands. Headless Chromium on a
  // busy two-core host has stalled a page now and then (no frame for seconds, or a page
  // that stops answering: 7 tests of one file timed out on one page in a landing run). A
  // real fault fails the second time too; a page shared between tests is replaced first
  // (usePagePerSuite), a warm context dropped (openPage). vitest reads the last error: a
  // time-out of the test's own hooks after it counts too.
  retry: { count: 1, condition: /^(Test|Hook) timed out in/ },
  hookTimeout: 60_000,
  // expect.poll waits for what a page must do; vitest's 1 s default is shorter than a
  // reload on a busy two-core host (a CI run failed waiting for a chunk's second request).
  expect: { poll: { timeout: 10_000 } },
};
/**
 * Browser-test files that time the main thread (an input's delay at a fixed CPU slowdown):
 * run last and alone, since a test file beside them on the other core can hold the CPU
 * through a load (a filter tab's tap waited 1,295 and 613 ms in a clean run, 104 ms alone).
 */
const timingBrowserFiles = ["tests/app/main-thread.browser.test.ts"];
/** Browser-test files that run a build of their own. */
const buildingBrowserFiles = [
  "tests/content/build.browser.test.ts",
  "tests/theme/retune.browser.test.ts",
];

// Loaded only under vitest, so the site's builds do not load vitest's node API.
const sequencer = process.env.VITEST
  ? (await import("./scripts/testSequencer.ts")).ProjectsFirstSequencer
  : undefined;
const unitFiles = process.env.VITEST
  ? (await import("./scripts/unitFiles.ts")).unitFilesByEnvironment(projectDir)
  : { node: [], dom: [] };

export default defineConfig(({ command, isSsrBuild }) => {
  return {
    define: { __BUILD_TIME__: JSON.stringify(buildTime) },
    plugins: [
      // The Greek edition: the same source with the Greek copy (scripts/languagePlugin.ts).
      languagePlugin(projectDir),
      languageAssetUrlsPlugin(),
      // content/ as validated, per-page virtual modules (scripts/contentPlugin.ts).
      contentPlugin(),
      // The web font only when the theme's body stack names it (theme/fonts.ts).
      webFontPlugin(),
      // Brand artwork, favicon and manifest drawn from the tokens; THEME_PALETTE swaps the
      // palette for a whole build (the retune test). See scripts/brandArt.ts.
      themeArtPlugin(),
      react(),
      // Stable styled-components class ids on server and client, whatever order lazy
      // route chunks load in (see ../docs/decisions/001-prerendering.md). Only the modules
      // that import styled-components go through Babel (the plugin touches nothing else),
      // and without source maps where none are emitted: a build spent about half of its
      // bundling time in Babel, most of it on modules it left as they were.
      babel({
        include: ownSource,
        presets: [
          defineRolldownBabelPreset({
            preset: () => ({
              plugins: [
                ["babel-plugin-styled-components", { ssr: true, displayName: false, pure: true }],
              ],
            }),
            rolldown: { filter: { id: ownSource, code: /["']styled-components["']/ } },
          }),
        ],
        sourceMap: command === "serve",
      }),
      // The mail gateway on the dev and preview servers' own origin (sink mode by default).
      mailGatewayPlugin(),
      // /admin/, the content editor, on the dev server (the build writes it itself).
      cmsDevPlugin(),
      chunkReportPlugin(),
      // react-router's unused components, left in by its displayName lines (see the file).
      routerPrunePlugin(),
      // lucide's icons drawn by the site's factory, src/ui/lucideIcon.tsx (see the file).
      lucideIconsPlugin(lucideFactory),
      // React's CommonJS bodies compiled while they download, not after the first paint.
      eagerCommonJsPlugin(),
      // React's start-up tokens made without a stack trace, which DevTools would resolve
      // by parsing react-dom's body again (see the file).
      reactSentinelsPlugin(),
      // The entry's style sheets are in every page: no script loads them again.
      inlinedStyleSheetsPlugin(),
    ],
    ssr: { noExternal: ["styled-components", "keen-slider", "react-hot-toast", "lucide-react"] },
    optimizeDeps: {
      // The app's one entry; without it the dev server scans every HTML file in the
      // tree, builds written to other folders and Storybook's included.
      entries: ["index.html"],
      // Served module by module, so the dev server's icons go through lucideIconsPlugin too.
      exclude: ["lucide-react"],
    },
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
                // Also the factory lucide's icons are drawn with (scripts/lucideIcons.ts):
                // both language editions' chunks draw icons with it
                // (scripts/languagePlugin.ts), so it cannot sit in either's.
                name: "framework",
                test: (id) =>
                  /\/node_modules\/(react-router|styled-components|stylis)\//.test(id) ||
                  id === lucideFactory,
              },
              // The theme and the primitives nearly every page's first screen uses: one
              // chunk rather than a dozen sub-kilobyte ones (each costs a request and
              // compresses worse). Nothing lazy belongs here (carousels, motion, forms).
              // The global rules: the pre-render renders them from this chunk (first in the
              // server bundle, so first in each page's sheet); the browser loads them only
              // without a pre-rendered sheet (the dev server, see AppProviders), on demand.
              {
                // Which modules: the rule above `defineConfig` (uiChunkModules, inUiChunk).
                name: (id, graph) =>
                  inUiChunk(id, graph) ? (isGreekId(id) ? "ui-el" : "ui") : null,
                debugName: "ui",
                test: (id) =>
                  (uiChunkModules.test(plain(id)) &&
                    (isSsrBuild || !clientOnDemandTheme.test(plain(id)))) ||
                  uiChunkVirtualModules.test(id),
              },
            ],
          },
        },
      },
    },
    test: {
      // The files that build a site of their own start first in their group
      // (scripts/testSequencer.ts).
      sequence: { sequencer },
      projects: [
        // Unit tests, in two projects of one group (one pool of two workers, one file per
        // core: vitest's default leaves one core idle on two; scripts/unitFiles.ts). The
        // files that say `@vitest-environment node` share their workers' imports
        // (`isolate: false`). The jsdom files keep a module registry each, in a VM context
        // of a reused worker (`vmForks`), so jsdom is loaded once per worker, not once per
        // file. The unit run alone: 87 s (164 s of CPU) → 52 s (96 s).
        {
          extends: true,
          test: {
            name: "unit",
            include: unitFiles.node,
            environment: "node",
            isolate: false,
            maxWorkers: 2,
            sequence: { groupOrder: 0 },
          },
        },
        {
          extends: true,
          test: {
            name: "unit-dom",
            include: unitFiles.dom,
            environment: "jsdom",
            pool: "vmForks",
            setupFiles: ["tests/support/setup-unit.ts"],
            maxWorkers: 2,
            sequence: { groupOrder: 0 },
          },
        },
        // Browser tests against the built site: one Chromium per file, two files at a
        // time (one per core). The three projects share one group, so one pool of two
        // workers. The files that build a site of their own ("cms", "browser-builds")
        // start first (the sequencer above), and the short browser files fill the cores
        // as they end; started last, the longest of them ran alone beside an idle core.
        {
          extends: true,
          test: {
            ...browserProject,
            name: "browser",
            include: ["tests/**/*.browser.test.ts"],
            exclude: [...buildingBrowserFiles, ...timingBrowserFiles, "tests/cms/**"],
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            ...browserProject,
            name: "browser-builds",
            include: buildingBrowserFiles,
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
        {
          extends: true,
          test: {
            ...browserProject,
            name: "browser-timing",
            include: timingBrowserFiles,
            maxWorkers: 1,
            // A group of its own after the others: nothing else runs beside it.
            sequence: { groupOrder: 2 },
          },
        },
        // The content editor end to end (tests/cms/): it serves /admin and runs its own
        // two builds on a copy of content/, so it needs no built dist/ (no global setup).
        {
          extends: true,
          test: {
            name: "cms",
            include: ["tests/cms/**/*.browser.test.ts"],
            environment: "node",
            testTimeout: 60_000,
            hookTimeout: 240_000,
            expect: browserProject.expect,
            // In the browser files' group (see above), started first by the sequencer.
            maxWorkers: 2,
            sequence: { groupOrder: 1 },
          },
        },
      ],
    },
  };
});
