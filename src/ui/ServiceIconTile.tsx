import styled, { type DefaultTheme } from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

/** A service colour of the theme (theme.colors.service). */
export type ServiceTone = keyof DefaultTheme["colors"]["service"];

/** The square tile holding a service's icon, in that service's colours. */
export const ServiceIconTile = styled.span<{ $color: ServiceTone }>`
  display: inline-grid;
  place-items: center;
  width: ${theme.space[12]};
  height: ${theme.space[12]};
  border-radius: ${theme.radii.md};
  background: ${({ theme, $color }) => theme.colors.service[$color].bg};
  color: ${({ theme, $color }) => theme.colors.service[$color].fg};
  svg {
    width: ${theme.space[6]};
    height: ${theme.space[6]};
  }
`;
