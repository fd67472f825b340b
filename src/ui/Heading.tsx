import type { HTMLAttributes } from "react";
import styled, { css } from "styled-components";
import { overline } from "./textStyles.ts";
import { tokens as theme } from "../../theme/tokens.ts";

type Level = 1 | 2 | 3 | 4;
type Size = "display" | "h1" | "h2" | "h3" | "xl" | "lg";

interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  level: Level;
  /** Visual size, independent of the document outline. Defaults to the level's size. */
  size?: Size;
  align?: "start" | "center";
}

const defaultSize: Record<Level, Size> = { 1: "h1", 2: "h2", 3: "h3", 4: "lg" };

export function Heading({ level, size, align = "start", ...rest }: HeadingProps) {
  return (
    <StyledHeading as={`h${level}`} $size={size ?? defaultSize[level]} $align={align} {...rest} />
  );
}

const StyledHeading = styled.h2<{ $size: Size; $align: "start" | "center" }>`
  font-size: ${({ theme, $size }) => theme.fontSizes[$size]};
  text-align: ${({ $align }) => $align};
  text-wrap: balance;
  ${({ theme, $size }) =>
    $size === "display" || $size === "h1" || $size === "h2"
      ? css`
          font-weight: ${theme.fontWeights.heavy};
          line-height: ${theme.lineHeights.tight};
          letter-spacing: ${theme.letterSpacings.tight};
        `
      : css`
          font-weight: ${theme.fontWeights.bold};
          line-height: ${theme.lineHeights.snug};
          letter-spacing: ${theme.letterSpacings.snug};
        `}
`;

/** Small uppercase label above a heading. */
export const Eyebrow = styled.p<{ $onDark?: boolean }>`
  margin-bottom: ${theme.space[3]};
  ${overline}
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.accentOnDark : theme.colors.accentText)};
`;

/** Lead paragraph under a heading. */
export const Lead = styled.p<{ $onDark?: boolean; $center?: boolean }>`
  max-width: 42rem;
  margin-top: ${theme.space[5]};
  margin-inline: ${({ $center }) => ($center ? "auto" : "0")};
  text-align: ${({ $center }) => ($center ? "center" : "start")};
  font-size: ${theme.fontSizes.lg};
  color: ${({ theme, $onDark }) => ($onDark ? theme.colors.textOnDarkMuted : theme.colors.textMuted)};
`;
