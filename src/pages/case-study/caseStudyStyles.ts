/**
 * The case study page's styles (CaseStudyPage.tsx): the artwork frame, the three result
 * figures and the story with its facts aside. The end of the page has its own
 * (caseStudyEndStyles.ts).
 */
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { tokens as theme } from "../../../theme/tokens.ts";

export const Frame = styled.div`
  overflow: hidden;
  border: 1px solid ${theme.colors.borderOnDark};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.lg};
  img {
    display: block;
    width: 100%;
    height: auto;
    filter: ${theme.treatments.artwork};
  }
`;

export const Outcomes = styled.div`
  display: grid;
  gap: ${theme.space[6]};
`;

export const Figures = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${theme.space[2]};
    align-content: start;
    padding: ${theme.space[6]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    box-shadow: ${theme.shadows.sm};
  }
  strong {
    color: ${theme.colors.accentText};
    font-size: ${theme.fontSizes.h2};
    font-weight: ${theme.fontWeights.heavy};
    letter-spacing: ${theme.letterSpacings.tight};
    line-height: ${theme.lineHeights.tight};
  }
  span {
    color: ${theme.colors.textMuted};
  }
`;

export const Story = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${theme.space[12]};
  ${media.lg} {
    grid-template-columns: minmax(0, 44rem) minmax(16rem, 22rem);
    justify-content: space-between;
    align-items: start;
  }
`;

export const Part = styled.div`
  display: contents;
`;

export const Aside = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  ${media.lg} {
    position: sticky;
    top: calc(${theme.sizes.headerHeight} + ${theme.space[8]});
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${theme.space[4]};
  padding: ${theme.space[6]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.bgAlt};
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  font-size: ${theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    gap: ${theme.space[3]};
  }
  dt {
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${theme.fontWeights.medium};
  }
`;

export const Features = styled.ul`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding-left: ${theme.space[5]};
  font-size: ${theme.fontSizes.sm};
  li::marker {
    color: ${theme.colors.accent};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
`;
