import { ArrowUpRight, MessageSquare } from "lucide-react";
import { Link, useLoaderData, type LoaderFunctionArgs } from "react-router";
import styled from "styled-components";
import { media } from "../../../theme/media.ts";
import { caseStudyCopy as copy } from "../../content/pages/caseStudy.ts";
import { pageLocale, sitePath } from "../../content/locale.ts";
import { publishedData } from "../../content/publishedData.ts";
import type { CaseStudyPageData } from "../../content/publishingTypes.ts";
import { routeById } from "../../content/routes.ts";
import { site } from "../../content/site.ts";
import { fillText } from "../../content/text.ts";
import { breadcrumbLd, publishedSlug, socialImage } from "../../content/publishedMeta.ts";
import { imageIn } from "../../ui/assetImage.ts";
import { Badge } from "../../ui/Badge.tsx";
import { Breadcrumb } from "../../ui/Breadcrumb.tsx";
import { ButtonLink, ExternalButtonLink } from "../../ui/ButtonLink.tsx";
import { CallToAction } from "../../ui/CallToAction.tsx";
import { Container } from "../../ui/Container.tsx";
import { Heading } from "../../ui/Heading.tsx";
import { PageHero } from "../../ui/PageHero.tsx";
import { Prose } from "../../ui/Prose.tsx";
import { RichText } from "../../ui/RichText.tsx";
import { Section } from "../../ui/Section.tsx";
import { TestimonialCard } from "../../ui/TestimonialCard.tsx";

/** The projects' artwork (card images and gallery), with their built URLs. */
const artwork = import.meta.glob<string>("../../../assets/projects/**/*.svg", {
  eager: true,
  query: "?url",
  import: "default",
});
const image = (path: string) => imageIn(artwork, "../../../assets/", path);

export async function loader({ params }: LoaderFunctionArgs) {
  const slug = publishedSlug(params.slug);
  const data = await publishedData<CaseStudyPageData>(`case-studies/${slug}`);
  const { project, study } = data;
  const path = sitePath(`/projects/${slug}`);
  const title = fillText(copy.metaTitle, { title: project.title });
  const projects = routeById("projects");
  return {
    ...data,
    meta: {
      title,
      description: study.summary,
      keywords: [project.client, project.service, study.industry, ...project.technologies],
      image: socialImage(path),
      type: "article" as const,
      alternates: data.alternates,
    },
    structuredData: [
      {
        "@context": "https://schema.org",
        "@type": "Article",
        inLanguage: pageLocale,
        headline: project.title,
        description: study.summary,
        image: `${site.siteUrl}${socialImage(path)}`,
        about: { "@type": "Organization", name: project.client },
        author: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
        publisher: { "@type": "Organization", name: site.brandName, url: `${site.siteUrl}/` },
        mainEntityOfPage: `${site.siteUrl}${path}`,
        keywords: project.technologies.join(", "),
      },
      breadcrumbLd([
        { name: copy.homeLabel, path: sitePath("/") },
        { name: projects.navLabel ?? copy.projectsLabel, path: sitePath(projects.path) },
        { name: project.title, path },
      ]),
    ],
  };
}

/** A project's story: the client, the problem, our approach, what we built, the results. */
export default function CaseStudyPage() {
  const { project, study, testimonial, previous, next } = useLoaderData<typeof loader>();
  const titleId = "case-study-title";
  const facts = [
    [copy.facts.client, project.client],
    [copy.facts.industry, study.industry],
    [copy.facts.location, study.location],
    [copy.facts.year, String(study.year)],
    [copy.facts.duration, study.duration],
    [copy.facts.team, study.team],
    [copy.facts.service, project.service],
  ] as const;
  const gallery = [{ image: project.image, alt: project.imageAlt }, ...study.gallery];
  return (
    <>
      <PageHero
        eyebrow={
          <Breadcrumb
            onDark
            label={copy.breadcrumbLabel}
            items={[
              { label: copy.homeLabel, to: "/" },
              { label: copy.projectsLabel, to: routeById("projects").path },
              { label: project.title },
            ]}
          />
        }
        title={<span id={titleId}>{project.title}</span>}
        lead={study.summary}
        actions={
          <>
            <ExternalButtonLink href={project.url} variant="primary" aria-describedby={titleId}>
              {copy.viewProject}
              <ArrowUpRight aria-hidden="true" />
            </ExternalButtonLink>
            <ButtonLink
              to={routeById("contact").path}
              variant="outlineLight"
              aria-describedby={titleId}
            >
              <MessageSquare aria-hidden="true" />
              {copy.discussProject}
            </ButtonLink>
          </>
        }
        art={
          <Frame>
            <img {...image(project.image)} alt={project.imageAlt} decoding="async" />
          </Frame>
        }
      />

      <Section tone="alt" labelledBy="outcomes-heading">
        <Outcomes>
          <Heading level={2} size="xl" id="outcomes-heading">
            {copy.outcomesHeading}
          </Heading>
          <Figures role="list">
            {study.outcomes.map((outcome) => (
              <li key={outcome.label}>
                <strong>{outcome.value}</strong>
                <span>{outcome.label}</span>
              </li>
            ))}
          </Figures>
        </Outcomes>
      </Section>

      <Section labelledBy={titleId}>
        <Story>
          <Prose>
            {study.sections.map((section) => (
              <Part key={section.id}>
                <h2 id={section.id}>{section.title}</h2>
                <RichText body={section.body} />
              </Part>
            ))}
          </Prose>
          <Aside>
            <Panel>
              <Heading level={2} size="lg">
                {copy.factsLabel}
              </Heading>
              <Facts>
                {facts.map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </Facts>
            </Panel>
            <Panel>
              <Heading level={2} size="lg">
                {copy.featuresHeading}
              </Heading>
              <Features role="list">
                {project.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </Features>
            </Panel>
            <Panel>
              <Heading level={2} size="lg">
                {copy.technologiesHeading}
              </Heading>
              <Chips role="list">
                {project.technologies.map((tech) => (
                  <li key={tech}>
                    <Badge $tone={project.serviceColor}>{tech}</Badge>
                  </li>
                ))}
              </Chips>
            </Panel>
          </Aside>
        </Story>
      </Section>

      {testimonial && (
        <Section tone="alt" narrow labelledBy="quote-heading">
          <Heading level={2} size="xl" align="center" id="quote-heading">
            {copy.quoteHeading}
          </Heading>
          <Quote>
            <TestimonialCard
              quote={testimonial.quote}
              author={testimonial.author}
              position={testimonial.position}
              rating={testimonial.rating}
            />
          </Quote>
        </Section>
      )}

      <Section labelledBy="gallery-heading">
        <Heading level={2} id="gallery-heading">
          {copy.galleryHeading}
        </Heading>
        <Gallery role="list">
          {gallery.map((item) => (
            <li key={item.image}>
              <img {...image(item.image)} alt={item.alt} loading="lazy" decoding="async" />
            </li>
          ))}
        </Gallery>
      </Section>

      <Neighbours aria-label={copy.neighboursLabel}>
        <Container>
          <NeighbourList role="list">
            <li>
              <NeighbourLink to={`/projects/${previous.slug}`} rel="prev">
                <Arrow aria-hidden="true">←</Arrow>
                <span>
                  <small>{copy.previous}</small>
                  {previous.title}
                </span>
              </NeighbourLink>
            </li>
            <li>
              <NeighbourLink to={`/projects/${next.slug}`} rel="next" $end>
                <span>
                  <small>{copy.next}</small>
                  {next.title}
                </span>
                <Arrow aria-hidden="true">→</Arrow>
              </NeighbourLink>
            </li>
          </NeighbourList>
        </Container>
      </Neighbours>

      <CallToAction
        heading={copy.ctaHeading}
        text={copy.ctaText}
        actions={
          <ButtonLink to={routeById("contact").path} variant="primary" size="lg">
            {copy.discussProject}
          </ButtonLink>
        }
      />
    </>
  );
}

const Frame = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.borderOnDark};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  img {
    display: block;
    width: 100%;
    height: auto;
    filter: ${({ theme }) => theme.treatments.artwork};
  }
`;

const Outcomes = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
`;

const Figures = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space[2]};
    align-content: start;
    padding: ${({ theme }) => theme.space[6]};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  strong {
    color: ${({ theme }) => theme.colors.accentText};
    font-size: ${({ theme }) => theme.fontSizes.h2};
    font-weight: ${({ theme }) => theme.fontWeights.heavy};
    letter-spacing: ${({ theme }) => theme.letterSpacings.tight};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Story = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[12]};
  ${media.lg} {
    grid-template-columns: minmax(0, 44rem) minmax(16rem, 22rem);
    justify-content: space-between;
    align-items: start;
  }
`;

const Part = styled.div`
  display: contents;
`;

const Aside = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  ${media.lg} {
    position: sticky;
    top: calc(${({ theme }) => theme.sizes.headerHeight} + ${({ theme }) => theme.space[8]});
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.bgAlt};
`;

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  div {
    display: grid;
    grid-template-columns: 6.5rem minmax(0, 1fr);
    gap: ${({ theme }) => theme.space[3]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
`;

const Features = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding-left: ${({ theme }) => theme.space[5]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li::marker {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
`;

const Quote = styled.div`
  max-width: 40rem;
  margin: ${({ theme }) => theme.space[8]} auto 0;
`;

const Gallery = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  margin: ${({ theme }) => theme.space[8]} 0 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    li:first-child {
      grid-column: 1 / -1;
    }
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.lg};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

const Neighbours = styled.nav`
  padding-block: ${({ theme }) => theme.space[8]};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const NeighbourList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const NeighbourLink = styled(Link)<{ $end?: boolean }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $end }) => ($end ? "flex-end" : "flex-start")};
  gap: ${({ theme }) => theme.space[4]};
  min-height: 100%;
  padding: ${({ theme }) => theme.space[5]};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: ${({ $end }) => ($end ? "end" : "start")};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
  span:not([aria-hidden]) {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    letter-spacing: ${({ theme }) => theme.letterSpacings.wide};
    text-transform: uppercase;
  }
`;

const Arrow = styled.span`
  flex-shrink: 0;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 1.25rem;
  line-height: 1;
`;
