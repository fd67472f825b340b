/**
 * The case study page's styles (CaseStudyPage.tsx): the artwork frame, the three result
 * figures, the story with its facts aside, the gallery and the links to the neighbouring
 * case studies.
 */
import { Link } from "react-router";
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

export const Quote = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[8]} auto 0;
`;

export const Gallery = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li:first-child {
      grid-column: 1 / -1;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

export const Neighbours = styled.nav`
  padding-block: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const NeighbourList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

export const NeighbourLink = styled(Link)<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? "flex-end" : "flex-start")};
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: ${({ $end }) => ($end ? "end" : "start")};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  span:not([aria-hidden]) {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

export const Arrow = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.25rem;
  line-height: 1;
`;
