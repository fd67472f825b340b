import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "./RouterLink.tsx";
import styled from "styled-components";
import {
  buttonStyles,
  type ButtonSize,
  type ButtonStyleProps,
  type ButtonVariant,
} from "./buttonStyles.ts";
import { ExternalLink } from "./ExternalLink.tsx";

interface ButtonLinkProps extends Omit<LinkProps, "className"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** An internal route link that looks like a button. */
export function ButtonLink({ variant, size, block, ...rest }: ButtonLinkProps) {
  return <StyledLink $variant={variant} $size={size} $block={block} {...rest} />;
}

/** Any attribute of a link (aria-describedby, id…) passes through to the <a>. */
interface ExternalButtonLinkProps extends Omit<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  "target" | "rel"
> {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  block?: boolean;
}

/** An external link (new tab, noopener) that looks like a button. */
export function ExternalButtonLink({ variant, size, block, ...rest }: ExternalButtonLinkProps) {
  return <StyledExternal $variant={variant} $size={size} $block={block} {...rest} />;
}

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonStyles}
`;

const StyledExternal = styled(ExternalLink)<ButtonStyleProps>`
  ${buttonStyles}
`;
