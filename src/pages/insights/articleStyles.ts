/**
 * The article page's styles (ArticlePage.tsx): the byline, the body beside its table of
 * contents, the topics, the author and the related articles.
 */
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { overline } from "../../ui/textStyles.ts";
import { tokens as theme } from "../../../theme/tokens.ts";

export const Byline = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]} ${theme.space[6]};
  margin-top: ${theme.space[8]};
  color: ${theme.colors.textOnDarkMuted};
  font-size: ${theme.fontSizes.sm};
  > span:has(svg) {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space[1]};
  }
  strong,
  time {
    color: ${theme.colors.textOnDark};
    font-weight: ${theme.fontWeights.semibold};
  }
  svg {
    width: 1em;
    height: 1em;
  }
`;

export const Layout = styled.div<{ $withToc: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[10]};
  ${media.lg} {
    grid-template-columns: ${({ $withToc }) => ($withToc ? "15rem minmax(0, 44rem)" : "minmax(0, 44rem)")};
    justify-content: center;
    gap: ${theme.space[16]};
    align-items: start;
  }
`;

export const Toc = styled.nav`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bgAlt};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.sizes.headerHeight} + ${theme.space[8]});
  }
  ol {
    display: grid;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
  }
  a {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
    text-decoration: none;
    &:hover {
      color: ${theme.colors.accentText};
    }
  }
`;

export const TocHeading = styled.p`
  margin-bottom: ${theme.space[3]};
  color: ${theme.colors.textMuted};
  ${overline}
`;

export const Main = styled.div`
  display: grid;
  gap: ${theme.space[10]};
  min-width: 0;
`;

export const Topics = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  > span {
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.semibold};
  }
  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${theme.space[2]};
    margin: 0;
    padding: 0;
  }
  a {
    display: inline-flex;
    min-height: 2.25rem;
    align-items: center;
    padding: ${theme.space[1]} ${theme.space[3]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.accentSoft};
    color: ${theme.colors.accentText};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
    text-decoration: none;
  }
`;

export const Author = styled.div`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bgAlt};
  span {
    color: ${theme.colors.accentText};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
  }
  p {
    margin-top: ${theme.space[2]};
    color: ${theme.colors.textMuted};
  }
`;

export const Related = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  margin: ${theme.space[8]} 0 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(auto-fit, minmax(18rem, 1fr));
  }
`;
