import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import type { HomeCopy } from "../../../content/schema.ts";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";

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
  gap: ${({ theme }) => theme.space[6]};
  ${media.lg} {
    grid-template-columns: 4fr 8fr;
    gap: ${({ theme }) => theme.space[16]};
  }
  h2::after {
    content: "";
    display: block;
    width: ${({ theme }) => theme.space[12]};
    height: ${({ theme }) => theme.space[1]};
    margin-top: ${({ theme }) => theme.space[5]};
    border-radius: ${({ theme }) => theme.radii.pill};
    background: ${({ theme }) => theme.gradients.accent};
  }
`;

const Statement = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: ${({ theme }) => theme.lineHeights.body};
  letter-spacing: ${({ theme }) => theme.letterSpacings.snug};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.text};
  }
`;
