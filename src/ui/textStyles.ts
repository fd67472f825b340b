import { css } from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

/**
 * Small capitals over a group: eyebrows, column titles, labels of a card's parts, the
 * table of contents' heading. Colour and spacing stay with each use (on dark or light).
 */
export const overline = css`
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: ${theme.letterSpacings.wide};
  text-transform: uppercase;
`;
