import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { HomeCopy } from "../../../content/schema.ts";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

export function Mission({ copy }: { copy: HomeCopy["mission"] }) {
  // The first sentence carries the idea; it leads in full colour, the rest follows.
  const [first = "", ...rest] = copy.text.split(/(?<=[.!?])\s+/);
  return (
    <Section labelledBy="mission-heading">
      <Layout>
        <Heading level={2} id="mission-heading">
          {copy.heading}
        </Heading>
        <Statement>
          <strong>{first}</strong> {rest.join(" ")}
        </Statement>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  ${media.lg} {
    grid-template-columns: 4fr 8fr;
    gap: ${theme.space[16]};
  }
  h2::after {
    content: "";
    display: block;
    width: ${theme.space[12]};
    height: ${theme.space[1]};
    margin-top: ${theme.space[5]};
    border-radius: ${theme.radii.pill};
    background: ${theme.gradients.accent};
  }
`;

const Statement = styled.p`
  font-size: ${theme.fontSizes.xl};
  line-height: ${theme.lineHeights.body};
  letter-spacing: ${theme.letterSpacings.snug};
  color: ${theme.colors.textMuted};
  strong {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.text};
  }
`;
