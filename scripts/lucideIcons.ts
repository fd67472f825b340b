import type { Plugin } from "vite";

/**
 * lucide-react's icons drawn by the site's own factory (src/ui/lucideIcon.tsx) instead of
 * lucide's `createLucideIcon`: the same components, props and markup, made cheaper to
 * render and to hydrate (decision 024). Each of lucide's icon modules is its data and one
 * call, `createLucideIcon(__iconData)` (an old name's module re-exports the icon's); this
 * changes only the module that call imports.
 *
 * In the client build, the server build and the pre-render, and the unit tests, which all
 * bundle lucide-react (`ssr.noExternal` in vite.config.ts), and on the dev server, which
 * serves it module by module for this (`optimizeDeps.exclude`). If a release of
 * lucide-react imports its factory differently, the transform throws and names the file,
 * rather than leaving lucide's own factory in silently.
 */
const iconModule = /\/node_modules\/lucide-react\/dist\/esm\/icons\/[^/]+\.mjs(\?.*)?$/;
const lucideFactoryImport = /^import createLucideIcon from '\.\.\/createLucideIcon\.mjs';$/m;

/** An icon module `code` (file `id`) with its factory imported from the file `factory`. */
export function withSiteIconFactory(code: string, id: string, factory: string): string {
  // An alias's module only re-exports another icon's.
  if (!code.includes("createLucideIcon")) return code;
  if (!lucideFactoryImport.test(code)) {
    throw new Error(
      `${id}: lucide-react's icon module no longer imports createLucideIcon as expected; ` +
        "update scripts/lucideIcons.ts",
    );
  }
  return code.replace(
    lucideFactoryImport,
    `import { createLucideIcon } from ${JSON.stringify(factory)};`,
  );
}

/** `factory`: the file of the site's factory (src/ui/lucideIcon.tsx). */
export function lucideIconsPlugin(factory: string): Plugin {
  return {
    name: "lucide-icons",
    enforce: "pre",
    transform: {
      filter: { id: iconModule },
      handler(code, id) {
        const next = withSiteIconFactory(code, id, factory);
        // The one import line replaced by another: every other line keeps its place.
        return next === code ? null : { code: next, map: null };
      },
    },
  };
}
