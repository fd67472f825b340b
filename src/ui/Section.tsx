import type { HTMLAttributes } from "react";
import styled, { css } from "styled-components";
import { Container } from "./Container.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

export type SectionTone = "light" | "alt" | "dark";

interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: SectionTone;
  narrow?: boolean;
  /** Renders a <section>; pass labelledBy so the landmark has a name. */
  labelledBy?: string;
}

/** A full-width band with the page's vertical rhythm and a centred container. */
export function Section({ tone = "light", narrow, labelledBy, children, ...rest }: SectionProps) {
  return (
    <Band $tone={tone} aria-labelledby={labelledBy} {...rest}>
      <Container $narrow={narrow}>{children}</Container>
    </Band>
  );
}

const Band = styled.section<{ $tone: SectionTone }>`
  position: relative;
  padding-block: ${theme.sectionSpace};
  ${({ theme, $tone }) =>
    $tone === "dark"
      ? css`
          background: ${theme.colors.bgDark};
          color: ${theme.colors.textOnDark};
        `
      : css`
          background: ${$tone === "alt" ? theme.colors.bgAlt : theme.colors.bg};
        `}
`;
