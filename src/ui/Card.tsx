import styled from "styled-components";
import { ms } from "../../theme/media.ts";

/** Rounded surface with a soft layered shadow; lifts on hover when interactive. */
export const Card = styled.article<{ $interactive?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: clamp(${({ theme }) => theme.space[5]}, 3vw, ${({ theme }) => theme.space[8]});
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  transition:
    box-shadow ${({ theme }) => ms(theme.motion.durations.base)}
      ${({ theme }) => theme.motion.easings.out},
    transform ${({ theme }) => ms(theme.motion.durations.base)}
      ${({ theme }) => theme.motion.easings.out};
  &:hover {
    box-shadow: ${({ theme, $interactive }) => ($interactive ? theme.shadows.lg : theme.shadows.sm)};
    transform: ${({ $interactive }) => ($interactive ? "translateY(-2px)" : "none")};
  }
`;
