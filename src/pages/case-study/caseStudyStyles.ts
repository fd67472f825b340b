/**
 * The case study page's styles (CaseStudyPage.tsx): the artwork frame, the three result
 * figures and the story with its facts aside. The end of the page has its own
 * (caseStudyEndStyles.ts).
 */
import styled from "styled-components";
import { media } from "../../../theme/media.ts";

export const Frame = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  img {
    display: block;
    width: 100%;
    height: auto;
    filter: ${({ theme }) => theme.treatments.artwork};
  }
`;

export const Outcomes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

export const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    align-content: start;
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.h2};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Story = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
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
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[8]});
  }
`;

export const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgAlt};
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

export const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

export const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;
