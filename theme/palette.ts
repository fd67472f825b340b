/**
 * The palette: every colour of the site, written once. theme/tokens.ts derives the
 * rest from these entries (text and surface roles, gradients, shadows, glows, overlays,
 * the colours of the brand illustrations), so changing an entry here retunes every
 * component, page and illustration. Names are roles (accent, ink, slate, …), not hues,
 * so a retuned palette reads the same: `accent500` is the brand colour whatever it is.
 * tests/theme/contrast.test.ts checks the text/surface pairs of tokens.ts against WCAG.
 */
export const palette = {
  /** Deep base: dark bands, body text. */
  ink900: "#0B1020",
  ink800: "#111833",
  ink700: "#1A2347",
  ink600: "#2A3462",
  /** Neutral greys, from muted text to light surfaces. */
  slate600: "#4A5270",
  slate500: "#5F6784",
  slate400: "#858CA6",
  slate300: "#B8BED3",
  slate200: "#D9DDEA",
  slate100: "#EEF0F7",
  slate50: "#F6F7FB",
  white: "#FFFFFF",
  /** The one vivid accent (buttons, links, glows, the logo mark, the illustrations). */
  accent700: "#4A2FD1",
  accent600: "#5335E0",
  accent500: "#6D4AFF",
  accent300: "#A594FF",
  accent100: "#EDE9FF",
  /** The accent's partner at the far end of gradients and glows. */
  sky500: "#2F6BFF",
  /** The spec's serviceColor trio (project badges). */
  blue600: "#1F55D6",
  blue100: "#E3ECFF",
  purple600: "#7240E0",
  purple100: "#F0E9FF",
  green700: "#047857",
  green100: "#DDF7EE",
  /** Signals: stars, focus on dark, status. */
  amber400: "#FFB547",
  red600: "#D92D20",
  green400: "#34D399",
  red400: "#F97066",
  /** Extra hues of the product mock-ups drawn in the illustrations (charts, avatars). */
  emerald500: "#10B981",
  orange500: "#FF7A45",
  pink500: "#EC4899",
  coral500: "#FF6B6B",
} as const;

/** The shape every palette (this one, or a test fixture's) has. */
export type Palette = { readonly [K in keyof typeof palette]: string };
