import ArrowRight from "lucide-react/icons/arrow-right";
import styled from "styled-components";
import { media } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { HomeCopy } from "../../../content/schema.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { Eyebrow, Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const about = routeById("about");

export function AboutTeaser({ copy }: { copy: HomeCopy["aboutTeaser"] }) {
  return (
    <Section tone="alt" labelledBy="about-heading">
      <Layout>
        <div>
          <Eyebrow>{about.navLabel}</Eyebrow>
          <Heading level={2} id="about-heading">
            {copy.heading}
          </Heading>
          <Text>{copy.text}</Text>
          <ButtonLink to={about.path} size="lg">
            {copy.linkLabel}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
        <Figures>
          {copy.figures.map((figure) => (
            <Figure key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </Figure>
          ))}
        </Figures>
      </Layout>
    </Section>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${theme.space[12]};
  align-items: center;
  ${media.lg} {
    grid-template-columns: 1.1fr 1fr;
    gap: ${theme.space[20]};
  }
`;

const Text = styled.p`
  max-width: ${theme.sizes.measure};
  margin-block: ${theme.space[5]} ${theme.space[8]};
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.textMuted};
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[4]};
`;

/** dt (label) comes first in the markup for screen readers' term–value order; the
 * number is shown first. */
const Figure = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${theme.space[2]};
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  &:nth-child(2) {
    background: ${theme.colors.bgDark};
    border-color: ${theme.colors.bgDark};
    dt {
      color: ${theme.colors.textOnDarkMuted};
    }
    dd {
      color: ${theme.colors.textOnDark};
    }
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.textMuted};
    /* A long word (Greek labels) wraps inside its half of a 320 px screen. */
    overflow-wrap: anywhere;
    hyphens: auto;
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.h2};
    font-weight: ${theme.fontWeights.heavy};
    line-height: ${theme.lineHeights.tight};
    letter-spacing: ${theme.letterSpacings.tight};
    color: ${theme.colors.text};
  }
`;
