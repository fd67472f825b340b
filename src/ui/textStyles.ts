import { css } from "styled-components";

/**
 * Small capitals over a group: eyebrows, column titles, labels of a card's parts, the
 * table of contents' heading. Colour and spacing stay with each use (on dark or light).
 */
export const overline = css`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
  text-transform: uppercase;
`;
