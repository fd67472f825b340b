/**
 * Keeps the pre-rendered styled-components style sheet instead of rebuilding it at start-up.
 *
 * styled-components' own client start-up "rehydrates" a server-rendered `<style data-styled>`:
 * it copies every rule into a new style sheet with insertRule and removes the server one.
 * The rules are the same, but swapping the sheet makes the browser restyle the whole
 * document in the middle of hydration (a long task on a phone). Instead, the start-up
 * (src/main.tsx) claims the server sheets before styled-components loads, so its
 * rehydration skips them, and once it has loaded registers the class names they already
 * contain, so hydrating components do not insert their rules again.
 * Rules the client creates later (client-only components, new prop combinations) go to
 * styled-components' own sheet, which it places after the server one. The global style
 * is in the server sheet too, so the client does not render it again (hasServerStyles).
 */

/** The attribute styled-components marks its sheets with; "active" sheets are its own. */
const SHEET_ATTRIBUTE = "data-styled";
const OWN_SHEET = "active";

/**
 * The marker rule styled-components writes into a server sheet for each component:
 * `data-styled.g12[id="sc-abc"]{content:"name1,name2,"}`.
 */
const MARKER = /data-styled\.g\d+\[id="([^"]+)"\]\{content:"([^"]*)"\}/g;

let claimed = false;

/** Whether this page runs on its pre-rendered sheet (false on the server and the dev server). */
export const hasServerStyles = (): boolean => claimed;

/** What this module needs of styled-components' StyleSheet. */
export interface NameRegistry {
  registerName(id: string, name: string): void;
}

/**
 * Marks the server-rendered sheets as styled-components' own, so its rehydration leaves
 * them in place, and returns their text for registerServerStyleNames. Must run before
 * styled-components is evaluated (it rehydrates when its module loads).
 */
export function claimServerStyles(doc: Document = document): string {
  let css = "";
  for (const sheet of doc.querySelectorAll<HTMLStyleElement>(`style[${SHEET_ATTRIBUTE}]`)) {
    if (sheet.getAttribute(SHEET_ATTRIBUTE) === OWN_SHEET) continue;
    sheet.setAttribute(SHEET_ATTRIBUTE, OWN_SHEET);
    css += sheet.textContent;
    claimed = true;
  }
  return css;
}

/** Registers every component class name a server sheet holds; returns how many. */
export function registerServerStyleNames(registry: NameRegistry, css: string): number {
  let count = 0;
  for (const [, id = "", names = ""] of css.matchAll(MARKER)) {
    for (const name of names.split(",")) {
      if (!name) continue;
      registry.registerName(id, name);
      count += 1;
    }
  }
  return count;
}
