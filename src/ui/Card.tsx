import styled from "styled-components";
import { ms } from "../../theme/media.ts";
import { tokens as theme } from "../../theme/tokens.ts";

/** Rounded surface with a soft layered shadow; lifts on hover when interactive. */
export const Card = styled.article<{ $interactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${theme.space[4]};
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.sm};
  transition:
    box-shadow ${ms(theme.motion.durations.base)} ${theme.motion.easings.out},
    transform ${ms(theme.motion.durations.base)} ${theme.motion.easings.out};
  &:hover {
    box-shadow: ${({ theme, $interactive }) => ($interactive ? theme.shadows.lg : theme.shadows.sm)};
    transform: ${({ $interactive }) => ($interactive ? "translateY(-2px)" : "none")};
  }
`;
