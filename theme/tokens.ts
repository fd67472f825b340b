/**
 * Design tokens: the one place a designer tunes the look of the site. Components read
 * these through the styled-components theme; no component holds a raw colour, size or
 * duration of its own.
 */
const palette = {
  ink900: "#0B1020",
  ink800: "#111833",
  ink700: "#1A2347",
  ink600: "#2A3462",
  slate600: "#4A5270",
  slate500: "#5F6784",
  slate400: "#858CA6",
  slate300: "#B8BED3",
  slate200: "#D9DDEA",
  slate100: "#EEF0F7",
  slate50: "#F6F7FB",
  white: "#FFFFFF",
  violet700: "#4A2FD1",
  violet600: "#5335E0",
  violet500: "#6D4AFF",
  violet300: "#A594FF",
  violet100: "#EDE9FF",
  blue600: "#1F55D6",
  blue100: "#E3ECFF",
  purple600: "#7240E0",
  purple100: "#F0E9FF",
  green700: "#047857",
  green100: "#DDF7EE",
  amber400: "#FFB547",
  red600: "#D92D20",
  green400: "#34D399",
  red400: "#F97066",
} as const;

export const tokens = {
  colors: {
    ...palette,
    bg: palette.white,
    bgAlt: palette.slate50,
    bgDark: palette.ink900,
    bgDarkRaised: palette.ink800,
    text: palette.ink900,
    textMuted: palette.slate600,
    textOnDark: palette.white,
    textOnDarkMuted: palette.slate300,
    border: palette.slate200,
    borderOnDark: "rgba(255, 255, 255, 0.12)",
    /** A faint raised tile on a dark surface (icon tiles). */
    surfaceOnDark: "rgba(255, 255, 255, 0.08)",
    accent: palette.violet500,
    accentHover: palette.violet600,
    accentText: palette.violet700,
    accentOnDark: palette.violet300,
    accentSoft: palette.violet100,
    focus: palette.violet500,
    focusOnDark: palette.amber400,
    star: palette.amber400,
    danger: palette.red600,
    /** Form-control borders: 3:1 against white and bgAlt (WCAG 1.4.11). */
    borderStrong: palette.slate400,
    /** Status colours on the dark ink surface (toasts). */
    successOnDark: palette.green400,
    dangerOnDark: palette.red400,
    overlay: "rgba(11, 16, 32, 0.72)",
    glassDark: "rgba(11, 16, 32, 0.78)",
    service: {
      blue: { fg: palette.blue600, bg: palette.blue100 },
      purple: { fg: palette.purple600, bg: palette.purple100 },
      green: { fg: palette.green700, bg: palette.green100 },
    },
  },
  gradients: {
    heroGlow:
      "radial-gradient(60% 60% at 75% 20%, rgba(109, 74, 255, 0.35) 0%, rgba(109, 74, 255, 0) 70%), radial-gradient(40% 50% at 10% 90%, rgba(47, 107, 255, 0.18) 0%, rgba(47, 107, 255, 0) 70%)",
    accent: "linear-gradient(135deg, #6D4AFF 0%, #8F76FF 50%, #2F6BFF 100%)",
    accentText: "linear-gradient(90deg, #A594FF 0%, #7FA4FF 100%)",
    /** Soft violet light falling on the closing call-to-action band. */
    ctaGlow:
      "radial-gradient(60% 90% at 50% 0%, rgba(109, 74, 255, 0.12) 0%, rgba(109, 74, 255, 0) 70%)",
  },
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
  shadows: {
    sm: "0 1px 2px rgba(11, 16, 32, 0.06), 0 1px 3px rgba(11, 16, 32, 0.08)",
    md: "0 2px 4px rgba(11, 16, 32, 0.04), 0 8px 24px rgba(11, 16, 32, 0.08)",
    lg: "0 4px 8px rgba(11, 16, 32, 0.04), 0 24px 48px rgba(11, 16, 32, 0.12)",
    glow: "0 8px 32px rgba(109, 74, 255, 0.35)",
  },
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

export type Tokens = typeof tokens;
