import { contrastRatio, over } from "./color.ts";
import type { Scheme } from "./schemes.ts";

/** WCAG 2.2 AA minimums: body text 4.5:1; large text, UI parts and focus indicators 3:1. */
export const minimumRatio = { text: 4.5, large: 3, ui: 3 } as const;

export interface ContrastPair {
  /** "role (token) on surface (token)", as a failing test names it. */
  name: string;
  fg: string;
  bg: string;
  kind: keyof typeof minimumRatio;
}

/**
 * Which colours the site puts on which surfaces. A component that uses a new
 * foreground/surface combination adds it here, so tests/theme/contrast.test.ts checks it
 * in both schemes (and the Storybook Tokens page shows its figures).
 */
export function contrastPairs(scheme: Scheme): ContrastPair[] {
  const c = scheme.colors;
  const pair = (
    role: string,
    fgToken: string,
    fg: string,
    surface: string,
    bgToken: string,
    bg: string,
    kind: ContrastPair["kind"],
  ): ContrastPair => ({
    name: `${role} (${fgToken}) on ${surface} (${bgToken})`,
    fg: over(fg, bg),
    bg,
    kind,
  });
  /** The plain colour tokens (the nested service colours are paired below by hand). */
  type ColorToken = {
    [K in keyof typeof c]: (typeof c)[K] extends string ? K : never;
  }[keyof typeof c];
  /** The usual pair: both colours are tokens, named by their keys. */
  const tokens = (
    role: string,
    fgToken: ColorToken,
    surface: string,
    bgToken: ColorToken,
    kind: ContrastPair["kind"],
  ) => pair(role, fgToken, c[fgToken], surface, bgToken, c[bgToken], kind);
  const onDarkBadge = over(c.surfaceOnDark, c.bgDark);
  return [
    // Text on the page's surfaces (light in the light scheme, dark in the dark one)
    tokens("body text", "text", "page", "bg", "text"),
    tokens("body text", "text", "alternate band", "bgAlt", "text"),
    tokens("body text", "text", "card", "surface", "text"),
    tokens("muted text", "textMuted", "page", "bg", "text"),
    tokens("muted text", "textMuted", "alternate band", "bgAlt", "text"),
    tokens("muted text", "textMuted", "card", "surface", "text"),
    tokens("muted text", "textMuted", "tinted well", "surfaceSubtle", "text"),
    tokens("accent text, links", "accentText", "page", "bg", "text"),
    tokens("accent text, links", "accentText", "card", "surface", "text"),
    tokens("accent text, links", "accentText", "alternate band", "bgAlt", "text"),
    tokens("accent badge text", "accentText", "accent badge", "accentSoft", "text"),
    tokens("selected text", "text", "selection", "accentSoft", "text"),
    tokens("chosen tab label", "textInverse", "chosen tab", "bgInverse", "text"),
    tokens("error text", "danger", "page", "bg", "text"),
    tokens("error text", "danger", "card", "surface", "text"),
    tokens("field placeholder", "placeholder", "field", "surface", "text"),
    // Buttons
    tokens("primary button label", "textOnAccent", "primary button", "accent", "text"),
    tokens("primary button label", "textOnAccent", "primary button hover", "accentHover", "text"),
    tokens("light button label", "bgDark", "light button", "textOnDark", "text"),
    tokens("light button label", "bgDark", "light button hover", "accentPale", "text"),
    // Service badges (the spec's serviceColor trio)
    ...(Object.entries(c.service) as [string, { fg: string; bg: string }][]).map(([name, s]) =>
      pair(
        `${name} badge text`,
        `service.${name}.fg`,
        s.fg,
        `${name} badge`,
        `service.${name}.bg`,
        s.bg,
        "text",
      ),
    ),
    // Text on dark surfaces
    tokens("on-dark text", "textOnDark", "ink band", "bgDark", "text"),
    tokens("on-dark text", "textOnDark", "raised ink", "bgDarkRaised", "text"),
    tokens("on-dark muted text", "textOnDarkMuted", "ink band", "bgDark", "text"),
    tokens("on-dark muted text", "textOnDarkMuted", "raised ink", "bgDarkRaised", "text"),
    tokens("accent on dark (eyebrows)", "accentOnDark", "ink band", "bgDark", "text"),
    pair(
      "on-dark badge text",
      "textOnDark",
      c.textOnDark,
      "on-dark badge",
      "surfaceOnDark over bgDark",
      onDarkBadge,
      "text",
    ),
    tokens("toast success", "successOnDark", "ink band", "bgDark", "text"),
    tokens("toast error", "dangerOnDark", "ink band", "bgDark", "text"),
    // Large text: the gradient headline on dark hero bands (both ends of accentText gradient)
    tokens("gradient headline start", "accentOnDark", "ink band", "bgDark", "large"),
    // UI parts and focus indicators
    tokens("focus ring", "focus", "page", "bg", "ui"),
    tokens("focus ring", "focus", "alternate band", "bgAlt", "ui"),
    tokens("focus ring on dark", "focusOnDark", "ink band", "bgDark", "ui"),
    tokens("focus ring on dark", "focusOnDark", "raised ink", "bgDarkRaised", "ui"),
    tokens("form field border", "borderStrong", "page", "bg", "ui"),
    tokens("form field border", "borderStrong", "alternate band", "bgAlt", "ui"),
    tokens("form field border", "borderStrong", "card", "surface", "ui"),
    tokens("focus ring", "focus", "card", "surface", "ui"),
    tokens("invalid field border", "danger", "page", "bg", "ui"),
    tokens("invalid field border", "danger", "card", "surface", "ui"),
    tokens("primary button shape", "accent", "page", "bg", "ui"),
  ];
}

export function ratioOf(p: ContrastPair): number {
  return contrastRatio(p.fg, p.bg);
}
