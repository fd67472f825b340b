import type { ButtonHTMLAttributes } from "react";
import styled from "styled-components";
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from "./buttonStyles.ts";

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

export function Button({ variant, size, block, type = "button", ...rest }: ButtonProps) {
  return <StyledButton type={type} $variant={variant} $size={size} $block={block} {...rest} />;
}

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonStyles}
`;
