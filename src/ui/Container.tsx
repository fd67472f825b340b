import styled from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

/** Centred page-width wrapper with responsive gutters. */
export const Container = styled.div<{ $narrow?: boolean }>`
  width: 100%;
  max-width: ${({ theme, $narrow }) => ($narrow ? theme.sizes.narrow : theme.sizes.container)};
  margin-inline: auto;
  padding-inline: clamp(${theme.space[5]}, 4vw, ${theme.space[10]});
`;
