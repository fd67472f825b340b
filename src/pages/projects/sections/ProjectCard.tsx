import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import MessageSquare from "lucide-react/icons/message-square";
import TrendingUp from "lucide-react/icons/trending-up";
import { memo } from "react";
import styled from "styled-components";
import { checkMarks } from "../../../ui/checkMarks.ts";
import { media, ms } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { Project, ProjectsCopy } from "../../../content/schema.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { buttonStyles, type ButtonStyleProps } from "../../../ui/buttonStyles.ts";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { imageIn } from "../../../ui/assetImage.ts";
import { ExternalLink } from "../../../ui/ExternalLink.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { overline } from "../../../ui/textStyles.ts";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** The project screenshots only (the page bundles no other image's URL). */
const projectUrls = import.meta.glob<string>("../../../../assets/projects/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});

interface ProjectCardProps {
  project: Project;
  copy: ProjectsCopy;
  /** Load the image at once (cards near the top of the page). */
  eager?: boolean;
}

/** One project with every field of SPEC §3, View Project (new tab) and Discuss Similar Project. */
export const ProjectCard = memo(function ProjectCard({
  project,
  copy,
  eager = false,
}: ProjectCardProps) {
  const titleId = `project-${project.slug}`;
  return (
    <Card aria-labelledby={titleId}>
      <Media>
        <img
          {...imageIn(projectUrls, "../../../../assets/", project.image)}
          alt={project.imageAlt}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
      </Media>
      <Body>
        <div>
          <Badge $tone={project.serviceColor}>{project.service}</Badge>
          <Heading level={3} id={titleId}>
            {project.title}
          </Heading>
          <Description>{project.description}</Description>
          <CaseStudyLink to={`/projects/${project.slug}`} variant="ghost">
            {/* One text node for the name: "Read Case Study: <title>". */}
            <span aria-hidden="true">{copy.caseStudyLabel}</span>
            <span className="visually-hidden">{`${copy.caseStudyLabel}: ${project.title}`}</span>
          </CaseStudyLink>
        </div>

        <div>
          <Label>{copy.technologiesLabel}</Label>
          <Chips>
            {project.technologies.map((tech) => (
              <li key={tech}>{tech}</li>
            ))}
          </Chips>
        </div>

        <div>
          <Label>{copy.featuresLabel}</Label>
          <Features>
            {project.features.map((feature) => (
              <li key={feature}>
                <span>{feature}</span>
              </li>
            ))}
          </Features>
        </div>

        <Results>
          <TrendingUp aria-hidden="true" />
          <div>
            <Label>{copy.resultsLabel}</Label>
            <p>{project.results}</p>
          </div>
        </Results>

        <Actions>
          <ExternalButton href={project.url} $variant="primary" aria-describedby={titleId}>
            {copy.viewProjectLabel}
            <ArrowUpRight aria-hidden="true" />
          </ExternalButton>
          <ButtonLink to={routeById("contact").path} variant="secondary" aria-describedby={titleId}>
            <MessageSquare aria-hidden="true" />
            {copy.discussLabel}
          </ButtonLink>
        </Actions>
      </Body>
    </Card>
  );
});

const Card = styled.article`
  display: flex;
  flex-direction: column;
  width: 100%;
  overflow: hidden;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
  transition: box-shadow ${ms(theme.motion.durations.slow)} ${theme.motion.easings.out};
  &:hover {
    box-shadow: ${theme.shadows.lg};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const Media = styled.div`
  overflow: hidden;
  aspect-ratio: 8 / 5;
  background: ${theme.colors.surfaceSubtle};
  border-bottom: 1px solid ${theme.colors.border};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    filter: ${theme.treatments.artwork};
    transition: transform ${ms(theme.motion.durations.slower)} ${theme.motion.easings.out};
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${theme.space[6]};
  padding: clamp(${theme.space[5]}, 3vw, ${theme.space[8]});
  h3 {
    margin-top: ${theme.space[3]};
  }
`;

const Description = styled.p`
  margin-top: ${theme.space[3]};
  color: ${theme.colors.textMuted};
`;

const Label = styled.h4`
  margin-bottom: ${theme.space[3]};
  ${overline}
  color: ${theme.colors.textMuted};
`;

const Chips = styled.ul.attrs({ role: "list" })`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  li {
    padding: ${theme.space[1]} ${theme.space[3]};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.bgAlt};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.medium};
  }
`;

const Features = styled.ul.attrs({ role: "list" })`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  font-size: ${theme.fontSizes.sm};
  li {
    gap: ${theme.space[3]};
  }
  ${checkMarks({ size: theme.space[4], color: theme.colors.accent, offset: "0.2em" })}
`;

const Results = styled.div`
  display: flex;
  margin-top: auto;
  gap: ${theme.space[4]};
  padding: ${theme.space[5]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.accentSoft};
  > svg {
    flex-shrink: 0;
    width: ${theme.space[6]};
    height: ${theme.space[6]};
    color: ${theme.colors.accentText};
  }
  h4 {
    margin-bottom: ${theme.space[1]};
    color: ${theme.colors.accentText};
  }
  p {
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.medium};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  ${media.sm} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const ExternalButton = styled(ExternalLink)<ButtonStyleProps>`
  ${buttonStyles}
`;

/** The card's link to its case study: a quiet text button, aligned with the text. */
const CaseStudyLink = styled(ButtonLink)`
  margin-top: ${theme.space[2]};
  margin-inline-start: -${theme.space[2]};
`;
