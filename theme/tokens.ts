import { fonts } from "./fonts.ts";
import type { Art, Scheme } from "./schemes.ts";

/**
 * Design tokens: the one place a designer tunes the look of the site. Components read
 * these through the styled-components theme; no component holds a raw colour, size or
 * duration of its own.
 *
 * Colours are custom properties: every colour role, gradient, shadow and artwork colour
 * here is `var(--…)`, the same string in both schemes, so the pre-rendered HTML and CSS
 * serve light and dark alike and nothing re-renders when the scheme changes. The values
 * (two mappings of theme/palette.ts) are in theme/schemes.ts; theme/schemeCss.ts writes
 * them into every page's style sheet. This module holds no colour value, so the pages'
 * JavaScript carries neither the palette nor its derivations.
 */

/** The readable custom property of a role (see `cssVar`). */
const readableName = (group: string, path: readonly string[]): string =>
  `--${[...(group === "c" ? [] : [group]), ...path].join("-")}`;

/** The roles of theme/schemes.ts, by name (tests/theme/schemes.test.ts keeps them equal). */
export const colorRoles =
  "bg bgAlt surface surfaceSubtle bgDark bgDarkRaised text textMuted bgInverse textInverse textOnDark textOnDarkMuted textOnAccent border borderMedium borderOnDark surfaceOnDark hoverOnDark gridOnDark accent accentHover accentText accentOnDark accentSoft accentPale focus focusOnDark star starEmpty danger borderStrong placeholder successOnDark dangerOnDark glassDark";

const gradientKeys = "heroGlow accent accentText ctaGlow";
const shadowKeys = "sm md lg glow";
const treatmentKeys = "artwork logo logoTint";
/** The inline logo mark's gradient (the other artwork colours are resolved at build time). */
const artKeys = "markFrom markVia markTo";
const services = ["blue", "purple", "green"] as const;

/** Every group of roles: [group, space-separated keys, path]. */
const roleGroups: readonly (readonly [string, string, readonly string[]])[] = [
  ["c", colorRoles, []],
  ...services.map((name) => ["c", "fg bg", ["service", name]] as const),
  ["g", gradientKeys, []],
  ["s", shadowKeys, []],
  ["t", treatmentKeys, []],
  ["a", artKeys, []],
];

/** Every custom property of the tokens, by its readable name, in a fixed order. */
export const tokenProperties: readonly string[] = roleGroups.flatMap(([group, keys, path]) =>
  keys.split(" ").map((key) => readableName(group, [...path, key])),
);

/** Vite's flag; this module also runs in Node (scripts, tests), where there is no env. */
const isProductionBuild = () => (import.meta as { env?: { PROD?: boolean } }).env?.PROD === true;

const shortNames = new Map(tokenProperties.map((name, index) => [name, `--c${index}`]));

/**
 * The name a custom property has in the pages. A production build writes each token's
 * property by its position (`--textOnDarkMuted` → `--c11`), as styled-components writes
 * hashed class names: the readable names are a quarter of the scheme's bytes in every
 * page's HTML (0.2–0.45 KB gzip). The dev server, Storybook's dev server and the tests keep
 * the readable names. Client and pre-render read the same fixed list, so they agree.
 */
export const publishedName = (name: string, production: boolean = isProductionBuild()): string =>
  production ? (shortNames.get(name) ?? name) : name;

/**
 * The custom property of a role: colours by name (`--textMuted`, `--service-blue-fg`),
 * the rest by group (`--g-heroGlow` gradients, `--s-md` shadows, `--t-logo` picture
 * treatments, `--a-markFrom` artwork); short in a production build (`publishedName`).
 */
export const cssVar = (group: string, path: readonly string[]): string =>
  publishedName(readableName(group, path));

/** `var(--group-key)` for each space-separated key. */
const refs = (group: string, keys: string, path: readonly string[] = []) =>
  Object.fromEntries(keys.split(" ").map((key) => [key, `var(${cssVar(group, [...path, key])})`]));

const service = (name: string) => refs("c", "fg bg", ["service", name]);

const colors = {
  ...refs("c", colorRoles),
  service: Object.fromEntries(services.map((name) => [name, service(name)])),
} as Scheme["colors"];
const gradients = refs("g", gradientKeys) as Scheme["gradients"];
const shadows = refs("s", shadowKeys) as Scheme["shadows"];
const treatments = refs("t", treatmentKeys) as Scheme["treatments"];
const art = refs("a", artKeys) as Pick<Art, "markFrom" | "markVia" | "markTo">;

/** Everything that is not a colour. */
const scales = {
  /** The body and code typefaces, and with them whether the web font ships: theme/fonts.ts. */
  fonts,
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

export const tokens = { colors, gradients, shadows, treatments, art, ...scales };

export type Tokens = typeof tokens;
