import ArrowRight from "lucide-react/icons/arrow-right";
import Layers from "lucide-react/icons/layers";
import Workflow from "lucide-react/icons/workflow";
import styled from "styled-components";
import { ServiceIconTile } from "../../../ui/ServiceIconTile.tsx";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { ServiceEntry, TextBlock } from "../../../content/schema.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { ContentIcon, type IconMap } from "../../../ui/ContentIcon.tsx";
import { SectionIntro } from "../../../ui/SectionIntro.tsx";
import { fillText } from "../../../content/text.ts";
import { overline } from "../../../ui/textStyles.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

const icons: IconMap = { layers: Layers, workflow: Workflow };
const HEADING_ID = "services-heading";

interface ServiceCardsProps {
  intro: TextBlock & { readonly eyebrow: string };
  services: readonly ServiceEntry[];
  labels: { link: string; linkAbout: string; features: string; benefits: string };
}

/** Product Development and Digital Transformation: features, benefits and Learn More. */
export function ServiceCards({ intro, services, labels }: ServiceCardsProps) {
  return (
    <Section tone="alt" labelledBy={HEADING_ID}>
      <SectionIntro
        id={HEADING_ID}
        eyebrow={intro.eyebrow}
        heading={intro.heading}
        text={intro.text}
        align="center"
      />
      <Grid>
        {services.map((service) => (
          <ServiceCard key={service.slug} service={service} labels={labels} />
        ))}
      </Grid>
    </Section>
  );
}

function ServiceCard({
  service,
  labels,
}: {
  service: ServiceEntry;
  labels: ServiceCardsProps["labels"];
}) {
  const titleId = `service-${service.slug}`;
  return (
    <Card $color={service.serviceColor} aria-labelledby={titleId}>
      <ServiceIconTile $color={service.serviceColor}>
        <ContentIcon map={icons} name={service.icon} />
      </ServiceIconTile>
      <Heading level={3} size="h3" id={titleId}>
        {service.title}
      </Heading>
      <Description>{service.description}</Description>
      <Block>
        <Label>{labels.features}</Label>
        <Features $color={service.serviceColor}>
          {service.features.map((feature) => (
            <li key={feature}>
              <span>{feature}</span>
            </li>
          ))}
        </Features>
      </Block>
      <Benefits $color={service.serviceColor}>
        <Label>{labels.benefits}</Label>
        <p>{service.benefits}</p>
      </Benefits>
      <Footer>
        <ButtonLink to={routeById("contact").path} variant="secondary">
          {labels.link}
          <span className="visually-hidden">
            {" "}
            {fillText(labels.linkAbout, { title: service.title })}
          </span>
          <ArrowRight aria-hidden="true" />
        </ButtonLink>
      </Footer>
    </Card>
  );
}

type Color = ServiceEntry["serviceColor"];

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[6]};
  ${media.lg} {
    grid-template-columns: 1fr 1fr;
    gap: ${theme.space[8]};
  }
`;

const Card = styled.article<{ $color: Color }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[5]};
  padding: clamp(${theme.space[6]}, 4vw, ${theme.space[12]});
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-top: 4px solid ${({ theme, $color }) => theme.colors.service[$color].fg};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`;

const Block = styled.div`
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.border};
`;

const Label = styled.h4`
  margin-bottom: ${theme.space[3]};
  ${overline}
  color: ${theme.colors.textMuted};
`;

const Features = styled.ul.attrs({ role: "list" })<{ $color: Color }>`
  display: grid;
  gap: ${theme.space[3]};
  margin: 0;
  padding: 0;
  li {
    gap: ${theme.space[3]};
  }
  ${({ theme, $color }) =>
    checkMarks({ size: theme.space[5], color: theme.colors.service[$color].fg })}
`;

const Benefits = styled.div<{ $color: Color }>`
  margin-top: auto;
  padding: ${theme.space[5]};
  border-radius: ${theme.radii.md};
  background: ${({ theme, $color }) => theme.colors.service[$color].bg};
  h4 {
    color: ${({ theme, $color }) => theme.colors.service[$color].fg};
  }
  p {
    color: ${theme.colors.text};
  }
`;

const Footer = styled.div`
  padding-top: ${theme.space[2]};
`;
