import { alpha, mix } from "./color.ts";
import { palette as defaultPalette, type Palette } from "./palette.ts";

/**
 * The colour side of the design tokens, as values: theme/palette.ts holds every colour
 * once; everything below derives from its entries (`mix` and `alpha` from
 * theme/color.ts), never as a second literal, so a palette change retunes both schemes,
 * gradients, shadows, glows, the brand illustrations (assets/{brand,hero,mvp,og},
 * resolved from the palette and `art` at build time) and the icons too.
 *
 * Two mappings of the palette: light and dark. Components never see these values: they
 * read `var(--…)` through theme/tokens.ts, and theme/schemeCss.ts writes both mappings
 * into every page's style sheet once. Build scripts, the contrast guard and the workshop
 * read the values here.
 */

/** The two colour schemes. */
export type SchemeName = "light" | "dark";

/**
 * The colour roles of one scheme, resolved to plain CSS colours (hex or rgba()).
 * `createTokens` turns them into custom properties: the pre-rendered CSS reads
 * `var(--…)`, so one page serves both schemes (theme/schemeCss.ts writes the values).
 */
function schemeColors(p: Palette, scheme: SchemeName) {
  const dark = scheme === "dark";
  /** The light value, or the dark one when drawing the dark scheme. */
  const pick = <T>(light: T, darkValue: T): T => (dark ? darkValue : light);
  /** The dark page: between the ink band and the raised ink, so the bands stay apart. */
  const darkPage = mix(p.ink900, p.ink800, 0.5);
  const darkCard = mix(p.ink800, p.ink700, 0.6);
  return {
    /** Page and section surfaces (the alternate band is a little raised in dark). */
    bg: pick(p.white, darkPage),
    bgAlt: pick(p.slate50, p.ink800),
    /** Cards, fields, tiles: white in light, a raised ink in dark. */
    surface: pick(p.white, darkCard),
    /** A tinted well: count bubbles, image placeholders. */
    surfaceSubtle: pick(p.slate100, p.ink700),
    /** Bands that are dark in both schemes (hero bands, footer, toasts). */
    bgDark: p.ink900,
    bgDarkRaised: p.ink800,
    text: pick(p.ink900, p.slate100),
    textMuted: pick(p.slate600, p.slate300),
    /** A chosen item in a light group (the active filter tab): text's colours swapped. */
    bgInverse: pick(p.ink900, p.slate100),
    textInverse: pick(p.white, p.ink900),
    textOnDark: p.white,
    textOnDarkMuted: p.slate300,
    /** Labels on the accent (primary buttons). */
    textOnAccent: p.white,
    border: pick(p.slate200, p.ink600),
    /** Decorative lines and marks a step stronger than border (dashed slots, quote marks). */
    borderMedium: pick(p.slate300, mix(p.ink600, p.slate400, 0.4)),
    borderOnDark: alpha(p.white, 0.12),
    /** A faint raised tile on a dark surface (icon tiles, badges on dark). */
    surfaceOnDark: alpha(p.white, 0.08),
    /** Hover wash of an outlined button on a dark surface. */
    hoverOnDark: alpha(p.white, 0.06),
    /** Hairlines of the grid drawn on dark hero bands. */
    gridOnDark: alpha(p.white, 0.045),
    /** The brand colour keeps its identity in both schemes (buttons, glows, marks). */
    accent: p.accent500,
    accentHover: p.accent600,
    /** Accent text and links on the page's surfaces. */
    accentText: pick(p.accent700, p.accent300),
    accentOnDark: p.accent300,
    /** Accent wash: badges, light button hover, selection. */
    accentSoft: pick(p.accent100, mix(p.ink800, p.accent500, 0.3)),
    /** The pale accent of the light button's hover, on dark bands in both schemes. */
    accentPale: p.accent100,
    /**
     * Focus indicator on the page's surfaces (outlines, and the form fields' focus ring):
     * 3:1 against bg and bgAlt, checked by tests/theme/contrast.test.ts.
     */
    focus: pick(p.accent500, p.accent300),
    focusOnDark: p.amber400,
    star: p.amber400,
    /** An unlit star, decorative numerals. */
    starEmpty: pick(p.slate200, p.ink600),
    danger: pick(p.red600, p.red400),
    /** Form-control borders: 3:1 against the page's surfaces (WCAG 1.4.11). */
    borderStrong: p.slate400,
    /** A field's placeholder text. */
    placeholder: pick(p.slate500, mix(p.slate400, p.slate300, 0.5)),
    /** Status colours on the dark ink surface (toasts). */
    successOnDark: p.green400,
    dangerOnDark: p.red400,
    glassDark: alpha(p.ink900, 0.78),
    service: {
      blue: pick(
        { fg: p.blue600, bg: p.blue100 },
        { fg: mix(p.blue600, p.white, 0.6), bg: mix(p.ink800, p.blue600, 0.3) },
      ),
      purple: pick(
        { fg: p.purple600, bg: p.purple100 },
        { fg: mix(p.purple600, p.white, 0.6), bg: mix(p.ink800, p.purple600, 0.3) },
      ),
      green: pick(
        { fg: p.green700, bg: p.green100 },
        { fg: p.green400, bg: mix(p.ink800, p.green700, 0.35) },
      ),
    },
  };
}

function schemeEffects(p: Palette, scheme: SchemeName) {
  const dark = scheme === "dark";
  /** Shadows fall on a dark page too, only deeper; a glow is softer there. */
  const shade = (a: number) => alpha(p.ink900, dark ? Math.min(1, a * 4) : a);
  const gradients = {
    heroGlow: `radial-gradient(60% 60% at 75% 20%, ${alpha(p.accent500, 0.35)} 0%, ${alpha(p.accent500, 0)} 70%), radial-gradient(40% 50% at 10% 90%, ${alpha(p.sky500, 0.18)} 0%, ${alpha(p.sky500, 0)} 70%)`,
    accent: `linear-gradient(135deg, ${p.accent500} 0%, ${mix(p.accent500, p.white, 0.25)} 50%, ${p.sky500} 100%)`,
    accentText: `linear-gradient(90deg, ${p.accent300} 0%, ${mix(p.sky500, p.white, 0.4)} 100%)`,
    /** Soft accent light falling on the closing call-to-action band. */
    ctaGlow: `radial-gradient(60% 90% at 50% 0%, ${alpha(p.accent500, dark ? 0.2 : 0.12)} 0%, ${alpha(p.accent500, 0)} 70%)`,
  };
  const shadows = {
    sm: `0 1px 2px ${shade(0.06)}, 0 1px 3px ${shade(0.08)}`,
    md: `0 2px 4px ${shade(0.04)}, 0 8px 24px ${shade(0.08)}`,
    lg: `0 4px 8px ${shade(0.04)}, 0 24px 48px ${shade(0.12)}`,
    glow: `0 8px 32px ${alpha(p.accent500, dark ? 0.28 : 0.35)}`,
  };
  /**
   * How pictures sit on the page: artwork drawn for light pages (project screenshots,
   * the MVP tiles) is dimmed a little in dark so it does not glare, and the client
   * wordmarks (dark ink) are turned light, hue kept, so they do not vanish; their tiles
   * keep only a trace of their tint (`logoTint`: the tint's share over `surface`).
   */
  const treatments = {
    // Filter functions in light too (no-ops), so a component can add its own: `grayscale(1) ${logo}`.
    artwork: dark ? "brightness(0.82) contrast(1.05)" : "brightness(1)",
    logo: dark ? "invert(1) hue-rotate(180deg)" : "invert(0)",
    logoTint: dark ? "8%" : "100%",
  };
  return { gradients, shadows, treatments };
}

/** One scheme's colours, gradients and shadows as plain values. */
export function createScheme(p: Palette, scheme: SchemeName) {
  return { colors: schemeColors(p, scheme), ...schemeEffects(p, scheme) };
}

export type Scheme = ReturnType<typeof createScheme>;

/** Colours of the brand artwork (the same in both schemes). */
function createArt(p: Palette) {
  return {
    /** The logo mark and favicon gradient. */
    markFrom: mix(p.accent500, p.white, 0.35),
    markVia: p.accent500,
    markTo: mix(p.accent600, p.ink900, 0.1),
    /** Background tile of the favicon and app icons. */
    iconBg: p.ink900,
    /** Rim of the favicon's tile, drawn on dark browser tabs. */
    iconRim: p.slate400,
  };
}

export type Art = ReturnType<typeof createArt>;

/**
 * Both mappings of a palette, its artwork colours, and the palette itself. Exported so
 * tests and build scripts can derive a fixture palette's values.
 */
export function createSchemes(p: Palette) {
  return {
    palette: p,
    light: createScheme(p, "light"),
    dark: createScheme(p, "dark"),
    art: createArt(p),
  };
}

export type Schemes = ReturnType<typeof createSchemes>;

/** The shipped palette's schemes. */
export const schemes = createSchemes(defaultPalette);
