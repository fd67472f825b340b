import styled from "styled-components";

/**
 * The typography of a long-form body (an article, a case study's story): comfortable
 * measure and rhythm for paragraphs, headings with room above, lists, quotes, code and
 * figures. Wraps a RichText (whose own box takes no part in the layout).
 */
export const Prose = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: break-word;
  h2,
  h3 {
    color: ${({ theme }) => theme.colors.text};
    letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
    line-height: ${({ theme }) => theme.lineHeights.snug};
    scroll-margin-top: calc(${({ theme }) => theme.sizes.headerHeight} + 1.5rem);
    text-wrap: balance;
  }
  h2 {
    margin-top: ${({ theme }) => theme.space[6]};
    font-size: ${({ theme }) => theme.fontSizes.h3};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h3 {
    margin-top: ${({ theme }) => theme.space[3]};
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  ul,
  ol {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    margin: 0;
    padding-left: ${({ theme }) => theme.space[6]};
  }
  li::marker {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  a {
    color: ${({ theme }) => theme.colors.accentText};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    text-underline-offset: 0.2em;
  }
  blockquote {
    margin: ${({ theme }) => theme.space[2]} 0;
    padding: ${({ theme }) => `${theme.space[4]} ${theme.space[6]}`};
    border-left: 4px solid ${({ theme }) => theme.colors.accent};
    border-radius: 0 ${({ theme }) => theme.radii.md} ${({ theme }) => theme.radii.md} 0;
    background: ${({ theme }) => theme.colors.accentSoft};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.fontSizes.xl};
    font-weight: ${({ theme }) => theme.fontWeights.medium};
    line-height: ${({ theme }) => theme.lineHeights.snug};
  }
  code {
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.bgAlt};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.fonts.mono};
    font-size: 0.875em;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.bgDark};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.sm};
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
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
  }
`;
