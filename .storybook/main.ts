/**
 * The component workshop (docs/decisions/008-storybook-workshop.md). Stories live in
 * stories/; the project's own Vite config (theme artwork plugin, styled-components
 * Babel plugin, build-time defines) is reused, minus the site's bundle layout.
 */
import type { StorybookConfig } from "@storybook/react-vite";

const config: StorybookConfig = {
  framework: "@storybook/react-vite",
  stories: ["../stories/**/*.stories.tsx"],
  addons: ["@storybook/addon-a11y", "storybook-addon-pseudo-states"],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(config) {
    // The site's chunk groups, manifest and chunk report are about the pages' bundles;
    // the workshop is bundled the way Storybook wants.
    const build = { ...config.build };
    delete build.rolldownOptions;
    delete build.manifest;
    // The workshop bundles the whole site and axe into one preview: large by nature.
    build.chunkSizeWarningLimit = 4096;
    config.build = build;
    config.plugins = (config.plugins ?? []).filter(
      (p) => !(p && typeof p === "object" && "name" in p && p.name === "chunk-report"),
    );
    return config;
  },
};

export default config;
