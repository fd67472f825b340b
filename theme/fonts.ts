/**
 * The typefaces (theme/tokens.ts's `fonts`), and whether the pages ship the web font.
 *
 * The body stack decides: when its first family is the self-hosted variable Inter, every
 * page declares and preloads it (src/fonts/inter.css; Greek pages add its Greek subset,
 * scripts/prerender.ts); when it starts with anything else, such as the system stack, no
 * page loads a font file at all. Inter costs the pages a second layout when it arrives:
 * most of what the document costs after its first paint on a phone, and 0.4–0.65 s of
 * Lighthouse's simulated LCP (docs/decisions/024-quiet-start.md, "The web font").
 */

/** The family name src/fonts/inter.css declares. */
export const WEB_FONT_FAMILY = "Inter Variable";

/**
 * The family src/fonts/inter.css declares for the moments before Inter arrives: Arial (or
 * a font with its metrics: Liberation Sans, Arimo) scaled per weight so that lines break
 * as in Inter (scripts/fonts/fallback-scales.ts), with Inter's ascent and descent, so the page laid out in it keeps its lines when Inter
 * swaps in. Where none of those fonts is installed (Android), the next family is used.
 */
export const WEB_FONT_FALLBACK = "Inter Fallback";

/**
 * The same for systems without those fonts (Android): Roboto scaled per weight, fitted the
 * same way (src/fonts/inter.css). Where Roboto is missing too, system-ui follows.
 */
export const WEB_FONT_FALLBACK_ROBOTO = "Inter Fallback Roboto";

export const fonts = {
  body: `"${WEB_FONT_FAMILY}", "Inter", "${WEB_FONT_FALLBACK}", "${WEB_FONT_FALLBACK_ROBOTO}", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif`,
  mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
};

/** The first family of a CSS font-family list, unquoted. */
export const firstFamily = (stack: string): string =>
  (stack.split(",")[0] ?? "").trim().replace(/^(["'])(.*)\1$/, "$2");

/** Whether pages with this body stack load the self-hosted web font. */
export const shipsWebFont = (bodyStack: string = fonts.body): boolean =>
  firstFamily(bodyStack) === WEB_FONT_FAMILY;
