/// <reference types="vitest/config" />
import babel from "@rolldown/plugin-babel";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { chunkReportPlugin } from "./scripts/chunkReport.ts";
import { mailGatewayPlugin } from "./server/vite-plugin.ts";

// One timestamp for the client and the server build, so both render the same date.
const buildTime = process.env.BUILD_TIME ?? new Date().toISOString();

export default defineConfig({
  define: { __BUILD_TIME__: JSON.stringify(buildTime) },
  plugins: [
    react(),
    // Stable styled-components class ids on server and client, whatever order lazy
    // route chunks load in (see ../docs/decisions/001-prerendering.md).
    babel({
      include: /\/(src|theme)\/.*\.tsx?$/,
      plugins: [["babel-plugin-styled-components", { ssr: true, displayName: false, pure: true }]],
    }),
    // The mail gateway on the dev and preview servers' own origin (sink mode by default).
    mailGatewayPlugin(),
    chunkReportPlugin(),
  ],
  ssr: { noExternal: ["styled-components", "keen-slider", "react-hot-toast"] },
  build: { manifest: true, target: "es2022", assetsInlineLimit: 0 },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["tests/support/setup-unit.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "browser",
          include: ["tests/browser/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/global-browser.ts"],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
