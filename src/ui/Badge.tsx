import styled, { css } from "styled-components";
import type { DefaultTheme } from "styled-components";
import { tokens as theme } from "../../theme/tokens.ts";

export type BadgeTone = keyof DefaultTheme["colors"]["service"] | "accent" | "onDark";

/** A small rounded label: service badges, hero badges, statuses. */
export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[1]} ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.5;
  svg {
    width: 1em;
    height: 1em;
  }
  ${({ theme, $tone = "accent" }) => {
    if ($tone === "accent")
      return css`
        background: ${theme.colors.accentSoft};
        color: ${theme.colors.accentText};
      `;
    if ($tone === "onDark")
      return css`
        background: ${theme.colors.surfaceOnDark};
        color: ${theme.colors.textOnDark};
        border: 1px solid ${theme.colors.borderOnDark};
      `;
    const s = theme.colors.service[$tone];
    return css`
      background: ${s.bg};
      color: ${s.fg};
    `;
  }}
`;
