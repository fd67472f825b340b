import { css } from "styled-components";
import { easeOut } from "../../theme/media.ts";
import { tokens as theme } from "../../theme/tokens.ts";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "light" | "outlineLight";
export type ButtonSize = "md" | "lg";

export interface ButtonStyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
  $block?: boolean;
}

/** The one look of every button and button-shaped link. */
export const buttonStyles = css<ButtonStyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: ${theme.sizes.tapTarget};
  width: ${({ $block }) => ($block ? "100%" : "auto")};
  padding: ${({ theme, $size }) =>
    $size === "lg" ? `${theme.space[4]} ${theme.space[6]}` : `${theme.space[2]} ${theme.space[5]}`};
  border: 1.5px solid transparent;
  border-radius: ${theme.radii.pill};
  font-size: ${({ theme, $size }) => ($size === "lg" ? theme.fontSizes.md : theme.fontSizes.sm)};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition: ${easeOut(["background-color", "border-color", "color", "transform"], ["box-shadow"])};

  &:hover {
    transform: translateY(-1px);
  }
  &:active {
    transform: translateY(0);
  }
  &:disabled,
  &[aria-disabled="true"] {
    cursor: not-allowed;
    opacity: 0.6;
    transform: none;
  }

  svg {
    flex-shrink: 0;
    width: 1.125em;
    height: 1.125em;
  }

  ${({ theme, $variant = "primary" }) => {
    const c = theme.colors;
    switch ($variant) {
      case "primary":
        return css`
          background: ${c.accent};
          color: ${c.textOnAccent};
          box-shadow: ${theme.shadows.sm};
          &:hover {
            background: ${c.accentHover};
            box-shadow: ${theme.shadows.glow};
          }
        `;
      case "secondary":
        return css`
          background: ${c.surface};
          color: ${c.text};
          border-color: ${c.border};
          &:hover {
            border-color: ${c.accent};
            color: ${c.accentText};
          }
        `;
      case "ghost":
        return css`
          background: transparent;
          color: ${c.accentText};
          padding-inline: ${theme.space[2]};
          &:hover {
            color: ${c.text};
          }
        `;
      case "light":
        return css`
          background: ${c.textOnDark};
          color: ${c.bgDark};
          &:hover {
            background: ${c.accentPale};
          }
          &:focus-visible {
            outline-color: ${c.focusOnDark};
          }
        `;
      case "outlineLight":
        return css`
          background: transparent;
          color: ${c.textOnDark};
          border-color: ${c.borderOnDark};
          &:hover {
            border-color: ${c.accentOnDark};
            background: ${c.hoverOnDark};
          }
          &:focus-visible {
            outline-color: ${c.focusOnDark};
          }
        `;
    }
  }}
`;
