import ArrowRight from "lucide-react/icons/arrow-right";
import Rocket from "lucide-react/icons/rocket";
import styled from "styled-components";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { ServicesCopy } from "../../../content/schema.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { Container } from "../../../ui/Container.tsx";
import { Heading, Lead } from "../../../ui/Heading.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const HEADING_ID = "featured-mvp-heading";

/**
 * The featured MVP offer: a wide card that overlaps the bottom of the hero, with the
 * offer's key figures and "Launch Your MVP" on the left, what is included on the right.
 */
export function FeaturedMvp({ copy }: { copy: ServicesCopy["mvpFeature"] }) {
  return (
    <Band>
      <Container>
        <Panel aria-labelledby={HEADING_ID}>
          <Main>
            <Badge>
              <Rocket aria-hidden="true" />
              {copy.eyebrow}
            </Badge>
            <Heading level={2} id={HEADING_ID}>
              {copy.headline}
            </Heading>
            <Lead>{copy.text}</Lead>
            <Facts>
              {copy.facts.map((fact) => (
                <Fact key={fact.label}>
                  <dt>{fact.label}</dt>
                  <dd>{fact.value}</dd>
                </Fact>
              ))}
            </Facts>
            <div>
              <ButtonLink to={routeById("contact").path} size="lg">
                {copy.ctaLabel}
                <ArrowRight aria-hidden="true" />
              </ButtonLink>
            </div>
          </Main>
          <Included>
            <Heading level={3} size="lg">
              {copy.includedLabel}
            </Heading>
            <Checks>
              {copy.included.map((item) => (
                <li key={item}>
                  <span>{item}</span>
                </li>
              ))}
            </Checks>
          </Included>
        </Panel>
      </Container>
    </Band>
  );
}

const Band = styled.div`
  position: relative;
  z-index: ${theme.zIndices.raised};
  padding-bottom: ${theme.sectionSpace};
`;

const Panel = styled.section`
  display: grid;
  margin-top: calc(-1 * ${theme.space[12]});
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.lg};
  ${media.lg} {
    grid-template-columns: 1.35fr 1fr;
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[5]};
  padding: clamp(${theme.space[6]}, 5vw, ${theme.space[16]});
  > p {
    margin-top: 0;
  }
`;

/* The figures wrap onto more lines rather than overflow the panel (which clips): with
   larger text or text spacing three of them no longer fit one row of a phone. */
const Facts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[4]} ${theme.space[6]};
  width: 100%;
  margin: ${theme.space[2]} 0 ${theme.space[3]};
  padding-top: ${theme.space[6]};
  border-top: 1px solid ${theme.colors.border};
  ${media.md} {
    column-gap: ${theme.space[12]};
  }
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column-reverse;
  justify-content: flex-end;
  gap: ${theme.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
  dt {
    font-size: ${theme.fontSizes.xs};
    color: ${theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
    letter-spacing: ${theme.letterSpacings.snug};
    line-height: ${theme.lineHeights.snug};
  }
`;

const Included = styled.div`
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${theme.space[6]};
  padding: clamp(${theme.space[6]}, 5vw, ${theme.space[12]});
  background-color: ${theme.colors.bgDarkRaised};
  background-image: ${theme.gradients.heroGlow};
  color: ${theme.colors.textOnDark};
`;

const Checks = styled.ul.attrs({ role: "list" })`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  li {
    gap: ${theme.space[3]};
    color: ${theme.colors.textOnDarkMuted};
  }
  ${checkMarks({
    size: theme.space[5],
    color: theme.colors.accentOnDark,
    offset: theme.space[1],
    mark: "circle-check",
  })}
`;
