import { createGlobalStyle } from "styled-components";
import { reducedMotion } from "./media.ts";
import { schemeCss } from "./schemeCss.ts";
import { schemes } from "./schemes.ts";
import { tokens as theme } from "./tokens.ts";

/**
 * The site-wide base rules. They read the tokens directly rather than through
 * ThemeProvider props, so styled-components treats them as static (no per-render work).
 * Pre-rendered pages carry them in their style sheet; the client renders this component
 * only without one (the dev server), see src/app/AppProviders.tsx.
 */
export const GlobalStyle = createGlobalStyle`
  ${schemeCss(schemes)}
  *, *::before, *::after { box-sizing: border-box; }
  html {
    -webkit-text-size-adjust: 100%;
    text-size-adjust: 100%;
    scroll-padding-top: calc(${theme.sizes.headerHeight} + ${theme.space[4]});
  }
  body {
    margin: 0;
    min-height: 100vh;
    font-family: ${theme.fonts.body};
    font-size: ${theme.fontSizes.md};
    line-height: ${theme.lineHeights.body};
    color: ${theme.colors.text};
    background: ${theme.colors.bg};
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
  }
  h1, h2, h3, h4, p, figure, blockquote, dl, dd, ul, ol { margin: 0; }
  /* A long word in a large heading (or under wide text spacing) breaks instead of widening its column. */
  h1, h2, h3 { overflow-wrap: anywhere; hyphens: auto; }
  /* Zero specificity: a component that pads its list wins over this reset. */
  :where(ul[role="list"], ol[role="list"]) { list-style: none; padding: 0; }
  img, svg { display: block; max-width: 100%; }
  img { height: auto; }
  a { color: inherit; }
  button, input, textarea, select { font: inherit; color: inherit; }
  :focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 3px;
    border-radius: ${theme.radii.sm};
  }
  ::selection { background: ${theme.colors.accentSoft}; color: ${theme.colors.text}; }
  /*
   * Read by screen readers, not shown. Out of flow (so it never becomes a flex or grid
   * item of its parent), pinned to the inline start of its containing block with a -1px
   * margin: wherever it sits, in a sideways-scrolling row with no positioned ancestor
   * too, its box lies at or left of an edge that is already inside the page, so it can
   * never widen the page or a scroller (the old pattern kept its static x and escaped an
   * unpositioned overflow-x row: /projects was 543 px wide on a phone). The vertical
   * position stays the static one, so a screen reader's cursor keeps the page where the
   * text is. See docs/decisions/010-popover-menu-and-visually-hidden.md.
   */
  .visually-hidden {
    position: absolute !important;
    inset-inline-start: 0 !important;
    width: 1px !important; height: 1px !important;
    padding: 0 !important; margin: -1px !important;
    overflow: hidden !important;
    clip-path: inset(50%) !important;
    white-space: nowrap !important; border: 0 !important;
  }
  /*
   * Under reduced motion a change of style is applied at once: a transition of zero
   * length (and no delay) is never started. The old 0.01ms length started one for every
   * property that changed on every element (transition-property defaults to all), and
   * inherited colours then rippled down the tree one frame per level: a change of colour
   * scheme on the home page ran ~470 transitions and took 0.5–0.8 s to settle (1.5–3 s
   * at a 6× CPU slowdown). Keyframe animations keep a near-zero length, so they still end.
   */
  ${reducedMotion} {
    html { scroll-behavior: auto; }
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important;
      transition-delay: 0s !important;
    }
  }
`;
