import type { Plugin } from "vite";
import { fonts, shipsWebFont } from "../theme/fonts.ts";

/**
 * The web font follows the theme (theme/fonts.ts): when the body stack does not start
 * with the self-hosted Inter, the site's font style sheet (src/fonts/inter.css, imported
 * by the entry) resolves to an empty module, so the build emits neither its @font-face
 * rules nor its font files and no page links them. The pre-render leaves out the preloads
 * and the Greek subset the same way (scripts/prerender.ts), and the content editor's
 * preview its style sheet (scripts/cmsDevPlugin.ts).
 */
const NO_WEB_FONT = "\0no-web-font";
const fontSheet = /(^|\/)fonts\/inter\.css(\?.*)?$/;

export function webFontPlugin(bodyStack: string = fonts.body): Plugin {
  const ships = shipsWebFont(bodyStack);
  return {
    name: "web-font",
    enforce: "pre",
    resolveId(source) {
      return !ships && fontSheet.test(source) ? NO_WEB_FONT : null;
    },
    load(id) {
      return id === NO_WEB_FONT ? "export {};" : null;
    },
  };
}
