import { useId } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { site } from "../content/site.ts";

interface LogoProps {
  /** Colour scheme of the wordmark. */
  tone?: "onDark" | "onLight";
  onClick?: () => void;
}

/** The brand mark and wordmark, linking home. The wordmark is the configured brand name. */
export function Logo({ tone = "onDark", onClick }: LogoProps) {
  return (
    <HomeLink to="/" aria-label={`${site.brandName} home`} $tone={tone} onClick={onClick}>
      <LogoMark />
      <span aria-hidden="true">{site.brandName}</span>
    </HomeLink>
  );
}

export function LogoMark({ size = 32 }: { size?: number }) {
  const gradientId = useId();
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#8F76FF" />
          <stop offset="1" stopColor="#5335E0" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="9" fill={`url(#${gradientId})`} />
      <path
        d="M6 19.5c3.2 0 3.2-5 6.4-5s3.2 5 6.4 5 3.2-5 6.4-5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.6"
        strokeLinecap="round"
      />
      <path
        d="M6 13c3.2 0 3.2-4 6.4-4s3.2 4 6.4 4 3.2-4 6.4-4"
        fill="none"
        stroke="#fff"
        strokeOpacity="0.55"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

const HomeLink = styled(Link)<{ $tone: "onDark" | "onLight" }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-height: ${({ theme }) => theme.sizes.tapTarget};
  color: ${({ theme, $tone }) => ($tone === "onDark" ? theme.colors.white : theme.colors.ink900)};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.heavy};
  letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
  text-decoration: none;
  white-space: nowrap;
`;
