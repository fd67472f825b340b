/**
 * The styles of a case study's end (CaseStudyEnd.tsx): the client's quote, the gallery and
 * the links to the neighbouring case studies.
 */
import { Link } from "../../ui/RouterLink.tsx";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { overline } from "../../ui/textStyles.ts";
import { tokens as theme } from "../../../theme/tokens.ts";

export const Quote = styled.div`
  max-width: 40rem;
  margin: ${theme.space[8]} auto 0;
`;

export const Gallery = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[8]} 0 0;
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
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.md};
  }
`;

export const Neighbours = styled.nav`
  padding-block: ${theme.space[8]};
  border-top: 1px solid ${theme.colors.border};
`;

export const NeighbourList = styled.ul`
  display: grid;
  gap: ${theme.space[4]};
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
  gap: ${theme.space[4]};
  min-height: 100%;
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  color: ${theme.colors.text};
  font-weight: ${theme.fontWeights.semibold};
  text-align: ${({ $end }) => ($end ? "end" : "start")};
  text-decoration: none;
  &:hover {
    border-color: ${theme.colors.accent};
    box-shadow: ${theme.shadows.sm};
  }
  span:not([aria-hidden]) {
    display: grid;
    gap: ${theme.space[1]};
  }
  small {
    color: ${theme.colors.textMuted};
    ${overline}
  }
`;

export const Arrow = styled.span`
  flex-shrink: 0;
  color: ${theme.colors.accent};
  font-size: 1.25rem;
  line-height: 1;
`;
