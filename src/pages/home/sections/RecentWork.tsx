import ArrowRight from "lucide-react/icons/arrow-right";
import ArrowUpRight from "lucide-react/icons/arrow-up-right";
import styled from "styled-components";
import { media, ms } from "../../../../theme/media.ts";
import { routeById } from "../../../content/routes.ts";
import type { HomeCopy } from "../../../content/schema.ts";
import { assetImage } from "../../../ui/assetUrl.ts";
import { Badge } from "../../../ui/Badge.tsx";
import { ButtonLink } from "../../../ui/ButtonLink.tsx";
import { ExternalLink } from "../../../ui/ExternalLink.tsx";
import { Heading } from "../../../ui/Heading.tsx";
import { Section } from "../../../ui/Section.tsx";
import { SectionHeader } from "../../../ui/SectionHeader.tsx";
import { tokens as theme } from "../../../../theme/tokens.ts";

/** The three projects the home page's copy names, each with a link to its live site. */
export function RecentWork({ copy }: { copy: HomeCopy["recentWork"] }) {
  return (
    <Section labelledBy="work-heading">
      <SectionHeader
        id="work-heading"
        title={copy.heading}
        lead={copy.text}
        action={
          <ButtonLink to={routeById("projects").path} variant="secondary">
            {copy.linkLabel}
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        }
      />
      <Grid role="list">
        {copy.projects.map((project) => (
          <li key={project.id}>
            <ProjectCard>
              <Shot>
                <img
                  {...assetImage(project.image)}
                  alt={project.imageAlt}
                  loading="lazy"
                  decoding="async"
                />
              </Shot>
              <Body>
                <Badge $tone={project.serviceColor}>{project.service}</Badge>
                <Heading level={3}>{project.title}</Heading>
                <Description>{project.description}</Description>
                <CaseStudyLink to={`/projects/${project.slug}`} variant="ghost">
                  {/* One text node for the name: "Read Case Study: <title>". */}
                  <span aria-hidden="true">{copy.caseStudyLabel}</span>
                  <span className="visually-hidden">{`${copy.caseStudyLabel}: ${project.title}`}</span>
                </CaseStudyLink>
                <Visit href={project.url}>
                  {/* One text node for the name, "Visit Site: <title>": a label split
                      across elements gains a space at the hidden part (out of flow). */}
                  <span aria-hidden="true">{copy.visitSiteLabel}</span>
                  <span className="visually-hidden">{`${copy.visitSiteLabel}: ${project.title}`}</span>
                  <ArrowUpRight aria-hidden="true" />
                </Visit>
              </Body>
            </ProjectCard>
          </li>
        ))}
      </Grid>
    </Section>
  );
}

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space[8]};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[6]};
  }
  > li {
    display: flex;
  }
`;

const ProjectCard = styled.article`
  flex: 1;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.sm};
  transition: box-shadow ${ms(theme.motion.durations.base)} ${theme.motion.easings.out};
  &:hover {
    box-shadow: ${theme.shadows.lg};
  }
  &:hover img {
    transform: scale(1.03);
  }
`;

const Shot = styled.div`
  overflow: hidden;
  background: ${theme.colors.bgAlt};
  border-bottom: 1px solid ${theme.colors.border};
  img {
    width: 100%;
    height: auto;
    filter: ${theme.treatments.artwork};
    transition: transform ${ms(theme.motion.durations.slower)} ${theme.motion.easings.out};
  }
`;

const Body = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[3]};
  padding: clamp(${theme.space[5]}, 2.5vw, ${theme.space[8]});
`;

const Description = styled.p`
  color: ${theme.colors.textMuted};
`;

const Visit = styled(ExternalLink)`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[1]};
  min-height: ${theme.sizes.tapTarget};
  margin-top: auto;
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.accentText};
  text-decoration: none;
  svg {
    width: 1.1em;
    height: 1.1em;
    transition: transform ${ms(theme.motion.durations.fast)} ${theme.motion.easings.out};
  }
  &:hover {
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &:hover svg {
    transform: translate(2px, -2px);
  }
`;

/** The card's link to its case study: a quiet text button, aligned with the text. */
const CaseStudyLink = styled(ButtonLink)`
  margin-top: ${theme.space[2]};
  margin-inline-start: -${theme.space[2]};
`;
