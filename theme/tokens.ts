import { alpha, mix } from "./color.ts";
import { palette as defaultPalette, type Palette } from "./palette.ts";

/**
 * Design tokens: the one place a designer tunes the look of the site. Components read
 * these through the styled-components theme; no component holds a raw colour, size or
 * duration of its own.
 *
 * Colours: theme/palette.ts holds every colour once; everything below is derived from
 * its entries (`mix` and `alpha` from theme/color.ts), never written as a second
 * literal, so a palette change retunes gradients, shadows, glows, the brand
 * illustrations (assets/{brand,hero,mvp,og}, resolved from `art` at build time) and the
 * icons too. `createTokens` is exported so tests can derive a fixture palette's tokens.
 */
export function createTokens(p: Palette) {
  const colors = {
    ...p,
    bg: p.white,
    bgAlt: p.slate50,
    bgDark: p.ink900,
    bgDarkRaised: p.ink800,
    text: p.ink900,
    textMuted: p.slate600,
    textOnDark: p.white,
    textOnDarkMuted: p.slate300,
    border: p.slate200,
    borderOnDark: alpha(p.white, 0.12),
    /** A faint raised tile on a dark surface (icon tiles, badges on dark). */
    surfaceOnDark: alpha(p.white, 0.08),
    /** Hover wash of an outlined button on a dark surface. */
    hoverOnDark: alpha(p.white, 0.06),
    /** Hairlines of the grid drawn on dark hero bands. */
    gridOnDark: alpha(p.white, 0.045),
    accent: p.accent500,
    accentHover: p.accent600,
    accentText: p.accent700,
    accentOnDark: p.accent300,
    accentSoft: p.accent100,
    /**
     * Focus indicator on light surfaces (outlines, and the form fields' focus ring):
     * 3:1 against bg and bgAlt, checked by tests/theme/contrast.test.ts.
     */
    focus: p.accent500,
    focusOnDark: p.amber400,
    star: p.amber400,
    danger: p.red600,
    /** Form-control borders: 3:1 against white and bgAlt (WCAG 1.4.11). */
    borderStrong: p.slate400,
    /** Status colours on the dark ink surface (toasts). */
    successOnDark: p.green400,
    dangerOnDark: p.red400,
    overlay: alpha(p.ink900, 0.72),
    glassDark: alpha(p.ink900, 0.78),
    service: {
      blue: { fg: p.blue600, bg: p.blue100 },
      purple: { fg: p.purple600, bg: p.purple100 },
      green: { fg: p.green700, bg: p.green100 },
    },
  };

  const gradients = {
    heroGlow: `radial-gradient(60% 60% at 75% 20%, ${alpha(p.accent500, 0.35)} 0%, ${alpha(p.accent500, 0)} 70%), radial-gradient(40% 50% at 10% 90%, ${alpha(p.sky500, 0.18)} 0%, ${alpha(p.sky500, 0)} 70%)`,
    accent: `linear-gradient(135deg, ${p.accent500} 0%, ${mix(p.accent500, p.white, 0.25)} 50%, ${p.sky500} 100%)`,
    accentText: `linear-gradient(90deg, ${p.accent300} 0%, ${mix(p.sky500, p.white, 0.4)} 100%)`,
    /** Soft accent light falling on the closing call-to-action band. */
    ctaGlow: `radial-gradient(60% 90% at 50% 0%, ${alpha(p.accent500, 0.12)} 0%, ${alpha(p.accent500, 0)} 70%)`,
  };

  const shadows = {
    sm: `0 1px 2px ${alpha(p.ink900, 0.06)}, 0 1px 3px ${alpha(p.ink900, 0.08)}`,
    md: `0 2px 4px ${alpha(p.ink900, 0.04)}, 0 8px 24px ${alpha(p.ink900, 0.08)}`,
    lg: `0 4px 8px ${alpha(p.ink900, 0.04)}, 0 24px 48px ${alpha(p.ink900, 0.12)}`,
    glow: `0 8px 32px ${alpha(p.accent500, 0.35)}`,
  };

  /**
   * Colours of the brand artwork: the logo mark and favicon gradient, and the named
   * colours the illustration templates in assets/ may use besides palette entries
   * (written there as {{name}} or {{entry + other N%}}; scripts/brandArt.ts).
   */
  const art = {
    markFrom: mix(p.accent500, p.white, 0.35),
    markVia: p.accent500,
    markTo: mix(p.accent600, p.ink900, 0.1),
    /** Background tile of the favicon and app icons. */
    iconBg: p.ink900,
  };

  return { colors, gradients, shadows, art, ...scales };
}

/** Everything that is not a colour. */
const scales = {
  fonts: {
    body: '"Inter Variable", "Inter", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  },
  /** Fluid type scale: clamp(min, preferred, max). */
  fontSizes: {
    xs: "0.8125rem",
    sm: "0.9375rem",
    md: "1rem",
    lg: "1.125rem",
    xl: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
    h3: "clamp(1.25rem, 1.1rem + 0.6vw, 1.5rem)",
    h2: "clamp(1.875rem, 1.4rem + 2vw, 2.75rem)",
    h1: "clamp(2.375rem, 1.6rem + 3.6vw, 4.25rem)",
    display: "clamp(4.5rem, 3rem + 8vw, 9rem)",
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800 },
  lineHeights: { tight: 1.08, snug: 1.25, body: 1.65 },
  letterSpacings: { tight: "-0.03em", snug: "-0.015em", wide: "0.08em" },
  space: {
    0: "0",
    1: "0.25rem",
    2: "0.5rem",
    3: "0.75rem",
    4: "1rem",
    5: "1.25rem",
    6: "1.5rem",
    8: "2rem",
    10: "2.5rem",
    12: "3rem",
    16: "4rem",
    20: "5rem",
    24: "6rem",
  },
  /** Vertical rhythm of page sections. */
  sectionSpace: "clamp(4rem, 3rem + 5vw, 7.5rem)",
  sizes: {
    container: "76rem",
    narrow: "48rem",
    headerHeight: "4.5rem",
    tapTarget: "2.75rem",
    /** Comfortable line length for a paragraph of body copy. */
    measure: "36rem",
    /** Widest a client wordmark is drawn. */
    logo: "9rem",
  },
  radii: { sm: "0.5rem", md: "0.875rem", lg: "1.25rem", xl: "1.75rem", pill: "999px" },
  zIndices: { base: 0, raised: 10, header: 100, notice: 200, menu: 300, toast: 400 },
  /** Min-width breakpoints, in px (media.ts turns them into queries). */
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  motion: {
    durations: { fast: 150, base: 250, slow: 450, slower: 600 },
    easings: {
      out: "cubic-bezier(0.22, 1, 0.36, 1)",
      inOut: "cubic-bezier(0.65, 0, 0.35, 1)",
    },
    /** The same easing as a cubic-bezier array, for framer-motion. */
    easeOut: [0.22, 1, 0.36, 1] as const,
  },
} as const;

export const tokens = createTokens(defaultPalette);

export type Tokens = ReturnType<typeof createTokens>;
