import type { ReactNode } from "react";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { Heading, Lead } from "../../ui/Heading.tsx";
import { Section } from "../../ui/Section.tsx";

interface ClosingCtaProps {
  heading: string;
  text: string;
  /** Buttons, primary first. */
  actions: ReactNode;
}

const HEADING_ID = "closing-cta-heading";

/**
 * The closing call to action of a page: a calm, centred light band that hands the
 * visitor to the contact page (the site-wide promo band follows it).
 */
export function ClosingCta({ heading, text, actions }: ClosingCtaProps) {
  return (
    <Band labelledBy={HEADING_ID}>
      <Glow aria-hidden="true" />
      <Inner>
        <Heading level={2} id={HEADING_ID} align="center">
          {heading}
        </Heading>
        <Lead $center>{text}</Lead>
        <Actions>{actions}</Actions>
      </Inner>
    </Band>
  );
}

const Band = styled(Section)`
  overflow: hidden;
  isolation: isolate;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A soft violet halo behind the heading. */
const Glow = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: radial-gradient(
    50% 70% at 50% 0%,
    ${({ theme }) => theme.colors.accentSoft} 0%,
    transparent 100%
  );
`;

const Inner = styled.div`
  max-width: 44rem;
  margin-inline: auto;
  text-align: center;
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[8]};
  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: center;
  }
`;
