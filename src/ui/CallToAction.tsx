import type { ReactNode } from "react";
import styled from "styled-components";
import { media } from "../../theme/media.ts";
import { Container } from "./Container.tsx";
import { Eyebrow, Heading } from "./Heading.tsx";
import { tokens as theme } from "../../theme/tokens.ts";

interface CallToActionProps {
  /** Id of the heading (the band is a section labelled by it). */
  id?: string;
  heading: ReactNode;
  text: ReactNode;
  eyebrow?: string;
  /** The buttons. */
  actions: ReactNode;
}

/**
 * The closing call-to-action band of every page: a calm, centred light band with a
 * heading, a line and buttons (primary first) that hands the visitor on to contact.
 */
export function CallToAction({
  id = "closing-cta-heading",
  heading,
  text,
  eyebrow,
  actions,
}: CallToActionProps) {
  return (
    <Band aria-labelledby={id}>
      <Glow aria-hidden="true" />
      <Container $narrow>
        <Inner>
          {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
          <Heading level={2} id={id} align="center">
            {heading}
          </Heading>
          <Text>{text}</Text>
          <Actions>{actions}</Actions>
        </Inner>
      </Container>
    </Band>
  );
}

const Band = styled.section`
  position: relative;
  overflow: hidden;
  isolation: isolate;
  padding-block: ${theme.sectionSpace};
  background: ${theme.colors.bg};
  border-top: 1px solid ${theme.colors.border};
`;

const Glow = styled.div`
  position: absolute;
  inset: 0;
  z-index: -1;
  background: ${theme.gradients.ctaGlow};
`;

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  text-align: center;
`;

const Text = styled.p`
  max-width: ${theme.sizes.measure};
  margin-top: ${theme.space[5]};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space[3]};
  width: 100%;
  margin-top: ${theme.space[8]};
  > * {
    flex: 1 1 100%;
  }
  ${media.sm} {
    > * {
      flex: 0 0 auto;
    }
  }
`;
