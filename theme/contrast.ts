import { contrastRatio, over } from "./color.ts";
import type { Tokens } from "./tokens.ts";

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
 * foreground/surface combination adds it here, so tests/unit/contrast.test.ts checks it
 * (and the Storybook Tokens page shows its figure).
 */
export function contrastPairs(t: Tokens): ContrastPair[] {
  const c = t.colors;
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
  const onDarkBadge = over(c.surfaceOnDark, c.bgDark);
  return [
    // Text on light surfaces
    pair("body text", "text", c.text, "page", "bg", c.bg, "text"),
    pair("body text", "text", c.text, "alternate band", "bgAlt", c.bgAlt, "text"),
    pair("muted text", "textMuted", c.textMuted, "page", "bg", c.bg, "text"),
    pair("muted text", "textMuted", c.textMuted, "alternate band", "bgAlt", c.bgAlt, "text"),
    pair("accent text, links", "accentText", c.accentText, "white", "white", c.white, "text"),
    pair(
      "accent text, links",
      "accentText",
      c.accentText,
      "alternate band",
      "bgAlt",
      c.bgAlt,
      "text",
    ),
    pair(
      "accent badge text",
      "accentText",
      c.accentText,
      "accent badge",
      "accentSoft",
      c.accentSoft,
      "text",
    ),
    pair("error text", "danger", c.danger, "page", "bg", c.bg, "text"),
    pair("field placeholder", "slate500", c.slate500, "field", "white", c.white, "text"),
    // Buttons
    pair("primary button label", "white", c.white, "primary button", "accent", c.accent, "text"),
    pair(
      "primary button label",
      "white",
      c.white,
      "primary button hover",
      "accentHover",
      c.accentHover,
      "text",
    ),
    pair("light button label", "ink900", c.ink900, "light button", "white", c.white, "text"),
    pair(
      "light button label",
      "ink900",
      c.ink900,
      "light button hover",
      "accentSoft",
      c.accentSoft,
      "text",
    ),
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
    pair("on-dark text", "textOnDark", c.textOnDark, "ink band", "bgDark", c.bgDark, "text"),
    pair(
      "on-dark text",
      "textOnDark",
      c.textOnDark,
      "raised ink",
      "bgDarkRaised",
      c.bgDarkRaised,
      "text",
    ),
    pair(
      "on-dark muted text",
      "textOnDarkMuted",
      c.textOnDarkMuted,
      "ink band",
      "bgDark",
      c.bgDark,
      "text",
    ),
    pair(
      "on-dark muted text",
      "textOnDarkMuted",
      c.textOnDarkMuted,
      "raised ink",
      "bgDarkRaised",
      c.bgDarkRaised,
      "text",
    ),
    pair(
      "accent on dark (eyebrows)",
      "accentOnDark",
      c.accentOnDark,
      "ink band",
      "bgDark",
      c.bgDark,
      "text",
    ),
    pair(
      "on-dark badge text",
      "textOnDark",
      c.textOnDark,
      "on-dark badge",
      "surfaceOnDark over bgDark",
      onDarkBadge,
      "text",
    ),
    pair("toast success", "successOnDark", c.successOnDark, "ink band", "bgDark", c.bgDark, "text"),
    pair("toast error", "dangerOnDark", c.dangerOnDark, "ink band", "bgDark", c.bgDark, "text"),
    // Large text: the gradient headline on dark hero bands (both ends of accentText gradient)
    pair(
      "gradient headline start",
      "accentOnDark",
      c.accentOnDark,
      "ink band",
      "bgDark",
      c.bgDark,
      "large",
    ),
    // UI parts and focus indicators
    pair("focus ring", "focus", c.focus, "page", "bg", c.bg, "ui"),
    pair("focus ring", "focus", c.focus, "alternate band", "bgAlt", c.bgAlt, "ui"),
    pair("focus ring on dark", "focusOnDark", c.focusOnDark, "ink band", "bgDark", c.bgDark, "ui"),
    pair(
      "focus ring on dark",
      "focusOnDark",
      c.focusOnDark,
      "raised ink",
      "bgDarkRaised",
      c.bgDarkRaised,
      "ui",
    ),
    pair("form field border", "borderStrong", c.borderStrong, "page", "bg", c.bg, "ui"),
    pair(
      "form field border",
      "borderStrong",
      c.borderStrong,
      "alternate band",
      "bgAlt",
      c.bgAlt,
      "ui",
    ),
    pair("invalid field border", "danger", c.danger, "page", "bg", c.bg, "ui"),
    pair("primary button shape", "accent", c.accent, "page", "bg", c.bg, "ui"),
  ];
}

export function ratioOf(p: ContrastPair): number {
  return contrastRatio(p.fg, p.bg);
}
