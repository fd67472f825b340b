import type { LucideIcon } from "lucide-react";
import ArrowRight from "lucide-react/icons/arrow-right";
import Layers from "lucide-react/icons/layers";
import Rocket from "lucide-react/icons/rocket";
import Workflow from "lucide-react/icons/workflow";
import styled from "styled-components";
import { ServiceIconTile } from "../../../ui/ServiceIconTile.tsx";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { IconName } from "../../../content/icons.ts";
import type { HomeCopy, ServiceColor, ServiceEntry } from "../../../content/schema.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { Card } from "../../../ui/Card.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: Partial<Record<IconName, LucideIcon>> = {
  rocket: Rocket,
  layers: Layers,
  workflow: Workflow,
};

/** How many of a service's features its home-page card lists. */
const FEATURES_SHOWN = 3;

interface ServicesProps {
  copy: HomeCopy["servicesSection"];
  services: readonly ServiceEntry[];
}

export function Services({ copy, services }: ServicesProps) {
  return (
    <Section tone="alt" labelledBy="services-heading">
      <SectionHeader
        id="services-heading"
        title={copy.heading}
        lead={copy.text}
        action={
          <ButtonLink to={routeById("services").path} variant="secondary">
            {copy.linkLabel}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        }
      />
      <Grid role="list">
        {services.map((service) => {
          const Icon = icons[service.icon] ?? Rocket;
          return (
            <li key={service.slug}>
              <ServiceCard $color={service.serviceColor}>
                <ServiceIconTile $color={service.serviceColor}>
                  <Icon aria-hidden="true" />
                </ServiceIconTile>
                <Heading level={3}>{service.title}</Heading>
                <Summary>{service.summary}</Summary>
                <Features role="list">
                  {service.features.slice(0, FEATURES_SHOWN).map((feature) => (
                    <li key={feature}>
                      <span>{feature}</span>
                    </li>
                  ))}
                </Features>
              </ServiceCard>
            </li>
          );
        })}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[6]};
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  > li {
    display: flex;
  }
  /* Wide screens: the cards share their row heights (subgrid), so titles, summaries and
     feature lists line up across the three cards. */
  ${media.lg} {
    grid-template-rows: repeat(4, auto);
    row-gap: 0;
    > li {
      display: grid;
      grid-row: span 4;
      grid-template-rows: subgrid;
    }
  }
`;

const ServiceCard = styled(Card)<{ $color: ServiceColor }>`
  flex: 1;
  overflow: hidden;
  ${media.lg} {
    display: grid;
    grid-row: span 4;
    grid-template-rows: subgrid;
    align-content: start;
  }
  &::before {
    content: "";
    position: absolute;
    inset: 0 0 auto 0;
    height: ${theme.space[1]};
    background: ${({ theme, $color }) => theme.colors.service[$color].fg};
  }
`;

const Summary = styled.p`
  color: ${theme.colors.textMuted};
`;

const Features = styled.ul`
  display: grid;
  gap: ${theme.space[3]};
  align-content: start;
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
  font-size: ${theme.fontSizes.sm};
  li {
    gap: ${theme.space[3]};
  }
  ${checkMarks({
    size: theme.space[5],
    color: theme.colors.accent,
    offset: "0.1em",
    mark: "circle-check",
  })}
`;
