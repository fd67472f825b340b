import type { Scheme, Schemes } from "./schemes.ts";
import { cssVar } from "./tokens.ts";

/**
 * The attribute on <html> that holds the visitor's choice: "light", "dark", or "system"
 * (set by the head script, deploy/schemeScript.ts; absent without JavaScript).
 */
export const SCHEME_ATTRIBUTE = "data-theme";

/** Every leaf of a group as [custom property, value]. */
function declarations(group: string, values: unknown, path: string[] = []): [string, string][] {
  if (typeof values === "string") return [[cssVar(group, path), values]];
  return Object.entries(values as Record<string, unknown>).flatMap(([key, value]) =>
    declarations(group, value, [...path, key]),
  );
}

function schemeDeclarations(scheme: Scheme): [string, string][] {
  return [
    ...declarations("c", scheme.colors),
    ...declarations("g", scheme.gradients),
    ...declarations("s", scheme.shadows),
    ...declarations("t", scheme.treatments),
  ];
}

const block = (decls: readonly [string, string][]) =>
  decls.map(([name, value]) => `${name}:${value};`).join("");

/**
 * The colour roles as custom properties, written once into every page's style sheet
 * (theme/GlobalStyle.ts): light on :root; dark when the system prefers it (also without
 * JavaScript) unless the visitor chose light; dark again for an explicit choice of dark.
 * An explicit light needs no block of its own: :root holds it and the media block skips
 * it. The dark blocks hold only what differs from light. `color-scheme` follows, so form
 * controls and scrollbars match.
 */
export function schemeCss(schemes: Schemes): string {
  // Of the artwork colours only the inline logo mark's gradient is drawn by CSS.
  const mark = Object.fromEntries(
    Object.entries(schemes.art).filter(([name]) => name.startsWith("mark")),
  );
  const light = [...schemeDeclarations(schemes.light), ...declarations("a", mark)];
  const lightValue = new Map(light);
  const dark = block(
    schemeDeclarations(schemes.dark).filter(([name, value]) => lightValue.get(name) !== value),
  );
  const chose = (scheme: string) => `[${SCHEME_ATTRIBUTE}=${scheme}]`;
  return [
    `:root{color-scheme:light;${block(light)}}`,
    `@media (prefers-color-scheme:dark){:root:not(${chose("light")}){color-scheme:dark;${dark}}}`,
    `:root${chose("dark")}{color-scheme:dark;${dark}}`,
  ].join("\n");
}
