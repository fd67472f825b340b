import styled from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

/**
 * The typography of a long-form body (an article, a case study's story): comfortable
 * measure and rhythm for paragraphs, headings with room above, lists, quotes, code and
 * figures. Wraps a RichText (whose own box takes no part in the layout).
 */
export const Prose = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[5]};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
  line-height: ${theme.lineHeights.body};
  overflow-wrap: break-word;
  h2,
  h3 {
    color: ${theme.colors.text};
    letter-spacing: ${theme.letterSpacings.snug};
    line-height: ${theme.lineHeights.snug};
    scroll-margin-top: calc(${theme.sizes.headerHeight} + 1.5rem);
    text-wrap: balance;
  }
  h2 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.h3};
    font-weight: ${theme.fontWeights.bold};
  }
  h3 {
    margin-top: ${theme.space[3]};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  strong {
    color: ${theme.colors.text};
  }
  ul,
  ol {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding-left: ${theme.space[6]};
  }
  li::marker {
    color: ${theme.colors.accent};
    font-weight: ${theme.fontWeights.semibold};
  }
  a {
    color: ${theme.colors.accentText};
    font-weight: ${theme.fontWeights.medium};
    text-underline-offset: 0.2em;
  }
  blockquote {
    margin: ${theme.space[2]} 0;
    padding: ${theme.space[4]} ${theme.space[6]};
    border-left: 4px solid ${theme.colors.accent};
    border-radius: 0 ${theme.radii.md} ${theme.radii.md} 0;
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.text};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.medium};
    line-height: ${theme.lineHeights.snug};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.bgAlt};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.mono};
    font-size: 0.875em;
  }
  pre {
    overflow-x: auto;
    padding: ${theme.space[5]};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.bgDark};
    color: ${theme.colors.textOnDark};
    font-size: ${theme.fontSizes.sm};
    line-height: 1.6;
    code {
      padding: 0;
      background: none;
      color: inherit;
    }
  }
  img {
    width: 100%;
    height: auto;
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
  }
`;
