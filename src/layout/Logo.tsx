import { useId } from "react";
import { Link } from "../ui/RouterLink.tsx";
import styled, { useTheme } from "styled-components";
import { layoutCopy } from "../content/layout.ts";
import { site } from "../content/site.ts";
import { tokens as theme } from "../../theme/tokens.ts";

interface LogoProps {
  /** Colour scheme of the wordmark. */
  tone?: "onDark" | "onLight";
  onClick?: () => void;
}

/** The brand mark and wordmark, linking home. The wordmark is the configured brand name. */
export function Logo({ tone = "onDark", onClick }: LogoProps) {
  return (
    <HomeLink to="/" aria-label={layoutCopy.header.homeLabel} $tone={tone} onClick={onClick}>
      <LogoMark />
      <span aria-hidden="true">{site.brandName}</span>
    </HomeLink>
  );
}

/**
 * The wave mark (also assets/brand/logo-mark.svg), inline so it needs no request; its
 * gradient comes from the theme (`art.mark*`, custom properties, so set as style: an SVG
 * presentation attribute does not read var()). The mask's black and white only cut
 * the waves out, they are not colours anyone sees.
 */
export function LogoMark({ size = 32 }: { size?: number }) {
  const id = useId();
  const { art } = useTheme();
  return (
    <svg width={size} height={size} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}g`} x1="0" y1="0" x2=".6" y2="1">
          <stop offset="0" style={{ stopColor: art.markFrom }} />
          <stop offset=".55" style={{ stopColor: art.markVia }} />
          <stop offset="1" style={{ stopColor: art.markTo }} />
        </linearGradient>
        <mask id={`${id}m`}>
          <rect width="48" height="48" fill="#fff" />
          <path
            d="M0 19.5q6-6.5 12 0t12 0t12 0t12 0M0 30.5q6-6.5 12 0t12 0t12 0t12 0"
            fill="none"
            stroke="#000"
            strokeWidth="4"
          />
        </mask>
      </defs>
      <circle cx="24" cy="24" r="22" fill={`url(#${id}g)`} mask={`url(#${id}m)`} />
    </svg>
  );
}

const HomeLink = styled(Link)<{ $tone: "onDark" | "onLight" }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[3]};
  min-height: ${theme.sizes.tapTarget};
  color: ${({ theme, $tone }) => ($tone === "onDark" ? theme.colors.textOnDark : theme.colors.text)};
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heavy};
  letter-spacing: ${theme.letterSpacings.snug};
  text-decoration: none;
  white-space: nowrap;
`;
